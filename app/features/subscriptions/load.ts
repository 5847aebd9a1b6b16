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
export async function loadSubscriptionLists(request: Request, context: AppLoadContext, variant: 'site' | 'webview' = 'site') {
  // Loaders run beside the layout's guard: answer a guest exactly as that guard does.
  if (!context.viewer && variant === 'webview') {
    throw data('Сессия приложения закончилась. Вернитесь в приложение и откройте раздел снова', { status: 401 });
  }
  const userId = viewerId(request, context.viewer);
  const line = new URL(request.url).searchParams.get('line');
  const tab: ServiceLineId = lineIds.find((id) => id === line) ?? 'storages';
  const cabinet = context.services.orderCabinet;
  const list = (group: 'active' | 'awaiting_payment' | 'finished') =>
    cabinet.list(userId, { kind: 'storage', group, offset: 0, limit: 20 });
  const [active, awaiting, finished, guest, shared] = await Promise.all([
    list('active'),
    list('awaiting_payment'),
    list('finished'),
    cabinet.guestOrders(userId),
    cabinet.grants.sharedWithMe(userId),
  ]);
  return data({ tab, groups: { active, awaiting_payment: awaiting, finished }, guestOrders: guest.length, shared }, noStore);
}
