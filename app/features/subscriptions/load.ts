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
  const tab: ServiceLineId = fixedLine ?? lineIds.find((id) => id === line) ?? 'storages';
  const cabinet = context.services.orderCabinet;
  const list = (group: 'active' | 'awaiting_payment' | 'finished', kind: 'storage' | 'cloud' = 'storage') =>
    cabinet.list(userId, { kind, group, offset: 0, limit: 20 });
  // The cloud orders (storage with movers) are read only when their tab is open.
  const cloudGroups = async () => {
    if (tab !== 'clouds') return null;
    const [active, awaiting, finished] = await Promise.all([
      list('active', 'cloud'),
      list('awaiting_payment', 'cloud'),
      list('finished', 'cloud'),
    ]);
    return { active, awaiting_payment: awaiting, finished };
  };
  const [active, awaiting, finished, guest, shared, clouds] = await Promise.all([
    list('active'),
    list('awaiting_payment'),
    list('finished'),
    cabinet.guestOrders(userId),
    cabinet.grants.sharedWithMe(userId),
    cloudGroups(),
  ]);
  return data(
    { tab, groups: { active, awaiting_payment: awaiting, finished }, cloudGroups: clouds, guestOrders: guest.length, shared },
    noStore,
  );
}
