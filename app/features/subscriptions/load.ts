import { data, redirect, type AppLoadContext } from 'react-router';
import { isAppError } from '../../../lib/errors';
import { guestRedirect } from '../auth';

/** The signed-in user of a cabinet page; guests go to the login dialog and come back. */
export function viewerId(request: Request, viewer: { id: number } | null): number {
  if (!viewer) throw redirect(guestRedirect(request));
  return viewer.id;
}

/** The order id of the URL; anything else is a missing page. */
export function orderIdParam(value: string | undefined): number {
  const id = Number(value);
  if (!value || !/^\d{1,15}$/.test(value) || !Number.isSafeInteger(id) || id <= 0) throw data('Подписка не найдена', { status: 404 });
  return id;
}

/** A service call whose NOT_FOUND (a missing or another user's order) becomes the 404 page. */
export async function orNotFound<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (isAppError(error) && error.status === 404) throw data('Подписка не найдена', { status: 404 });
    throw error;
  }
}

export const noStore = { headers: { 'Cache-Control': 'private, no-store' } };

const lineIds = ['storages', 'clouds', 'prokat', 'kvartiry'] as const;
export type ServiceLineId = (typeof lineIds)[number];

/** The lists page of the cabinet and of the webview: the chosen line, the three storage groups, the guest orders waiting. */
export async function loadSubscriptionLists(
  request: Request,
  context: AppLoadContext,
  variant: 'site' | 'webview' = 'site',
  /** The line a page always shows (the webview's /subscriptions/clouds/), instead of `?line`. */
  fixedLine?: ServiceLineId,
) {
  // Loaders run beside the layout's guard: answer a guest exactly as that guard does.
  if (!context.viewer && variant === 'webview') {
    throw data('Сессия приложения закончилась. Вернитесь в приложение и откройте раздел снова', { status: 401 });
  }
  const userId = viewerId(request, context.viewer);
  const line = new URL(request.url).searchParams.get('line');
  const cabinet = context.services.orderCabinet;
  // Both lines are read: the tabs show how many each has, and the page opens on one that has some.
  const [{ storage: groups, cloud: clouds }, guest, shared] = await Promise.all([
    cabinet.listGroups(userId, ['storage', 'cloud'], 20),
    cabinet.guestOrders(userId),
    cabinet.grants.sharedWithMe(userId),
  ]);
  const counts: Record<ServiceLineId, number> = { storages: totalOf(groups), clouds: totalOf(clouds), prokat: 0, kvartiry: 0 };
  const asked = lineIds.find((id) => id === line);
  const tab: ServiceLineId = fixedLine ?? asked ?? landingLine(counts, shared.length);
  return data({ tab, groups, cloudGroups: clouds, counts, guestOrders: guest.length, shared }, noStore);
}

const totalOf = (g: Record<'active' | 'awaiting_payment' | 'finished', { count: number }>) =>
  g.active.count + g.awaiting_payment.count + g.finished.count;

/**
 * The line «Мои подписки» opens on without `?line`: storage when it has orders (or orders shared with
 * the person, listed there), else the first line that has some, else storage with what to order.
 */
export function landingLine(counts: Record<ServiceLineId, number>, shared: number): ServiceLineId {
  if (counts.storages > 0 || shared > 0) return 'storages';
  return lineIds.find((id) => counts[id] > 0) ?? 'storages';
}
