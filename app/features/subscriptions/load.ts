import { data, redirect, type AppLoadContext } from 'react-router';
import { isAppError } from '../../../lib/errors';
import { guestRedirect } from '../auth';
import type { RentalGroups, RentalListItem } from '../rental-cabinet';

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

/**
 * The lists page of the cabinet and of the webview: the chosen line, the three groups of storage,
 * cloud and (on the site, when its tab is open) rental orders, the guest orders waiting.
 */
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
  // Every line is read at once: the tabs show how many each has, and the page opens on one that has
  // some. Tool rentals have their pages on the site only, so the app's lists leave them out.
  const kinds: OrderKindListed[] = variant === 'site' ? ['storage', 'cloud', 'rental'] : ['storage', 'cloud'];
  const [lists, guest, shared] = await Promise.all([
    cabinet.listGroups(userId, kinds, 20),
    cabinet.guestOrders(userId),
    cabinet.grants.sharedWithMe(userId),
  ]);
  const { storage: groups, cloud: clouds } = lists;
  const rentals = variant === 'site' ? lists.rental : null;
  const counts: Record<ServiceLineId, number> = {
    storages: totalOf(groups),
    clouds: totalOf(clouds),
    prokat: rentals ? totalOf(rentals) : 0,
    kvartiry: 0,
  };
  const asked = lineIds.find((id) => id === line);
  const tab: ServiceLineId = fixedLine ?? asked ?? landingLine(counts, shared.length);
  const rentalGroups = tab === 'prokat' && rentals && counts.prokat > 0 ? await withTools(context, rentals) : null;
  // The tools the person waits for («Сообщить, когда освободится») show under the rentals.
  const waitlist = tab === 'prokat' && variant === 'site' ? await context.services.prokatWaitlist.mine(userId) : [];
  return data({ tab, groups, cloudGroups: clouds, rentalGroups, waitlist, counts, guestOrders: guest.length, shared }, noStore);
}

type OrderKindListed = 'storage' | 'cloud' | 'rental';
type ListGroups = Awaited<ReturnType<AppLoadContext['services']['orderCabinet']['listGroups']>>[string];

/**
 * The prokat tab's cards: each rental with how many tools it booked («и ещё 2») and the time zone of
 * its locker (the period is shown in it). One read of the tools per rental shown (at most 20 a
 * group) and one kept read per locker.
 */
async function withTools(context: AppLoadContext, rentals: ListGroups): Promise<RentalGroups> {
  const { prokat } = context.services;
  const orders = [...rentals.active.items, ...rentals.awaiting_payment.items, ...rentals.finished.items];
  const lockers = [...new Set(orders.flatMap((order) => (order.warehouse ? [order.warehouse.id] : [])))];
  const [tools, zones] = await Promise.all([
    Promise.all(orders.map((order) => prokat.orderTools(order.id))),
    Promise.all(lockers.map(async (id) => [id, (await prokat.postomat(id))?.time_zone ?? null] as const)),
  ]);
  const toolCount = new Map(orders.map((order, index) => [order.id, tools[index]!.length]));
  const zoneOf = new Map(zones);
  const decorate = (group: ListGroups['active']) => ({
    count: group.count,
    items: group.items.map((order): RentalListItem => ({
      ...order,
      tool_count: Math.max(1, toolCount.get(order.id) ?? 1),
      time_zone: order.warehouse ? (zoneOf.get(order.warehouse.id) ?? null) : null,
    })),
  });
  return { active: decorate(rentals.active), awaiting_payment: decorate(rentals.awaiting_payment), finished: decorate(rentals.finished) };
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
