import { and, asc, count, eq, inArray, or, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { preparedPerDatabase, type Tx } from '../../../db/tx';
import { AppError } from '../../../lib/errors';
import { formatTime } from '../../../lib/format/dates';
import { moscowDate } from '../../../lib/moscow-calendar';
import { ACTOR_TITLES } from './request-log.server';
import { timelineOf } from './request-timeline';
import { isFinal, requestStatusTitles, stepsOf, type RequestActor, type RequestStatus, type RequestType } from './request-graph';
import type { RequestSummary, RequestView, StaffRequestView } from './request-schema';
import { CLOUD_RULES, m3Of } from '../rules';
import {
  cloudActs,
  cloudCrews,
  cloudItemPhotos,
  cloudItems,
  cloudRequestEvents,
  cloudRequests,
  cloudSpaces,
  cloudWindows,
} from '../tables';

type RequestRow = typeof cloudRequests.$inferSelect;
type WindowRow = typeof cloudWindows.$inferSelect;
type ItemRow = typeof cloudItems.$inferSelect;

/** Where the owner opens an item's photo (served by the cabinet's calls). */
export const ownerPhotoUrl = (uuid: string) => `/api/cabinet/v2/clouds/items/photos/${uuid}`;
/** Where staff open it (served by the console's calls). */
export const staffPhotoUrl = (uuid: string) => `/api/admin/clouds/items/photos/${uuid}`;

export function windowView(window: Pick<WindowRow, 'id' | 'startsAt' | 'endsAt'>) {
  return {
    id: window.id,
    date: moscowDate(window.startsAt),
    time_from: formatTime(window.startsAt),
    time_to: formatTime(window.endsAt),
    starts_at: window.startsAt.toISOString(),
    ends_at: window.endsAt.toISOString(),
  };
}

/** Whether the client may still move the request to another window: before the crew leaves, and until the cut-off. */
export function canChangeWindow(request: Pick<RequestRow, 'type' | 'status'>, window: Pick<WindowRow, 'startsAt'>, now: Date): boolean {
  const status = request.status as RequestStatus;
  if (isFinal(status)) return false;
  const steps = stepsOf(request.type as RequestType);
  if (steps.indexOf(status) >= steps.indexOf('MOVER_ON_WAY')) return false;
  return window.startsAt.getTime() - now.getTime() >= CLOUD_RULES.cutoffHours * 3600_000;
}

export const canRate = (request: Pick<RequestRow, 'status' | 'rating'>) => request.status === 'COMPLETED' && request.rating === null;

interface Loaded {
  rows: RequestRow[];
  windows: Map<number, WindowRow>;
  crews: Map<number, typeof cloudCrews.$inferSelect>;
  events: Map<number, (typeof cloudRequestEvents.$inferSelect)[]>;
  items: Map<number, ItemRow[]>;
  photos: Map<number, string[]>;
  acts: Map<number, typeof cloudActs.$inferSelect>;
  spaces: Map<number, typeof cloudSpaces.$inferSelect>;
}

const byId = <T extends { id: number }>(rows: T[]) => new Map(rows.map((r) => [r.id, r]));
function group<T, K>(rows: T[], key: (row: T) => K): Map<K, T[]> {
  const map = new Map<K, T[]>();
  for (const row of rows) map.set(key(row), [...(map.get(key(row)) ?? []), row]);
  return map;
}

/** Everything the views of these requests need, one read per table. */
const anyOf = (column: AnyPgColumn) => sql`${column} = any(${sql.placeholder('ids')})`;

/** What a request's views read on every view, prepared once per database handle (or transaction). */
const statements = preparedPerDatabase((tx) => ({
  requests: tx.select().from(cloudRequests).where(anyOf(cloudRequests.id)).prepare('clouds_requests_by_ids'),
  windows: tx.select().from(cloudWindows).where(anyOf(cloudWindows.id)).prepare('clouds_windows_by_ids'),
  items: tx
    .select()
    .from(cloudItems)
    .where(or(anyOf(cloudItems.pickupRequestId), anyOf(cloudItems.returnRequestId)))
    .orderBy(asc(cloudItems.id))
    .prepare('clouds_items_of_requests'),
  events: tx
    .select()
    .from(cloudRequestEvents)
    .where(anyOf(cloudRequestEvents.requestId))
    .orderBy(asc(cloudRequestEvents.at), asc(cloudRequestEvents.id))
    .prepare('clouds_events_of_requests'),
  acts: tx.select().from(cloudActs).where(anyOf(cloudActs.requestId)).prepare('clouds_acts_of_requests'),
}));

async function load(tx: Tx, ids: number[], parts: { details: boolean }): Promise<Loaded> {
  const empty: Loaded = {
    rows: [],
    windows: new Map(),
    crews: new Map(),
    events: new Map(),
    items: new Map(),
    photos: new Map(),
    acts: new Map(),
    spaces: new Map(),
  };
  if (ids.length === 0) return empty;
  const rows = await statements(tx).requests.execute({ ids });
  if (rows.length === 0) return empty;
  const found = rows.map((r) => r.id);
  const windowIds = [...new Set(rows.map((r) => r.windowId))];
  const crewIds = [...new Set(rows.map((r) => r.crewId).filter((c): c is number => c !== null))];
  const spaceIds = [...new Set(rows.map((r) => r.spaceId))];
  // A summary shows neither the crew nor the space: read only for the details.
  const [windows, crews, items, spaces] = await Promise.all([
    statements(tx).windows.execute({ ids: windowIds }),
    crewIds.length && parts.details ? tx.select().from(cloudCrews).where(inArray(cloudCrews.id, crewIds)) : [],
    statements(tx).items.execute({ ids: found }),
    parts.details ? tx.select().from(cloudSpaces).where(inArray(cloudSpaces.id, spaceIds)) : [],
  ]);
  const itemsOf = new Map<number, ItemRow[]>();
  for (const row of rows) {
    itemsOf.set(
      row.id,
      items.filter((i) => (row.type === 'pickup' ? i.pickupRequestId === row.id : i.returnRequestId === row.id)),
    );
  }
  const loaded: Loaded = { ...empty, rows, windows: byId(windows), crews: byId(crews), items: itemsOf, spaces: byId(spaces) };
  if (!parts.details) return loaded;
  const itemIds = items.map((i) => i.id);
  const [events, photos, acts] = await Promise.all([
    statements(tx).events.execute({ ids: found }),
    itemIds.length
      ? tx
          .select({ itemId: cloudItemPhotos.itemId, uuid: cloudItemPhotos.uuid })
          .from(cloudItemPhotos)
          .where(inArray(cloudItemPhotos.itemId, itemIds))
          .orderBy(asc(cloudItemPhotos.id))
      : [],
    statements(tx).acts.execute({ ids: found }),
  ]);
  loaded.events = group(events, (e) => e.requestId);
  loaded.photos = new Map([...group(photos, (p) => p.itemId)].map(([k, v]) => [k, v.map((p) => p.uuid)]));
  loaded.acts = new Map(acts.map((a) => [a.requestId, a]));
  return loaded;
}

function viewOf(row: RequestRow, loaded: Loaded, now: Date, photoUrl: (uuid: string) => string): RequestView {
  const window = loaded.windows.get(row.windowId)!;
  const crew = row.crewId ? loaded.crews.get(row.crewId) : undefined;
  const events = loaded.events.get(row.id) ?? [];
  const status = row.status as RequestStatus;
  const act = loaded.acts.get(row.id);
  return {
    id: row.id,
    type: row.type as RequestType,
    status,
    status_title: requestStatusTitles[status],
    payment_state: row.paymentState as RequestView['payment_state'],
    order_id: row.orderId,
    window: windowView(window),
    address: {
      text: row.address,
      flat: row.flat,
      entrance: row.entrance,
      floor: row.floor,
      intercom: row.intercom,
      passenger_elevator: row.passengerElevator,
      service_lift: row.serviceLift,
    },
    contact_name: row.contactName,
    contact_phone: row.contactPhone,
    comment: row.comment,
    delivery_price: row.deliveryPrice,
    crew: crew ? { name: crew.name, vehicle: crew.vehicle } : null,
    eta_at: row.etaAt?.toISOString() ?? null,
    steps: timelineOf(row.type as RequestType, status, events),
    events: events.map((e) => ({
      from: e.fromStatus as RequestStatus | null,
      to: e.toStatus as RequestStatus,
      title: requestStatusTitles[e.toStatus as RequestStatus] ?? e.toStatus,
      actor_role: e.actorRole as RequestActor,
      actor_title: ACTOR_TITLES[e.actorRole as RequestActor] ?? e.actorRole,
      at: e.at.toISOString(),
      note: e.note,
    })),
    items: (loaded.items.get(row.id) ?? []).map((item) => ({
      id: item.id,
      title: item.title,
      photos: (loaded.photos.get(item.id) ?? []).map(photoUrl),
    })),
    act: act ? { id: act.id, number: act.number, state: act.state } : null,
    rating: row.rating,
    can_change_window: canChangeWindow(row, window, now),
    can_rate: canRate(row),
    created_at: row.createdAt.toISOString(),
    completed_at: row.completedAt?.toISOString() ?? null,
  };
}

/** The client's view of their request; NOT_FOUND for another user's or a missing one (userId null: staff, no owner check). */
export async function requestView(tx: Tx, requestId: number, userId: number | null, now: Date): Promise<RequestView> {
  const [own] = await tx
    .select({ id: cloudRequests.id })
    .from(cloudRequests)
    .where(userId === null ? eq(cloudRequests.id, requestId) : and(eq(cloudRequests.id, requestId), eq(cloudRequests.userId, userId)));
  if (!own) throw new AppError('NOT_FOUND', { message: 'Заявка не найдена' });
  const loaded = await load(tx, [requestId], { details: true });
  return viewOf(loaded.rows[0]!, loaded, now, ownerPhotoUrl);
}

/** What the staff view adds, given by the caller: the client's profile and the caller's moves. */
export interface StaffViewContext {
  clients: Map<number, { phone: string | null; name: string | null }>;
  next(row: RequestRow): RequestStatus[];
}

/** Staff views of these requests, in the given order (missing ids are left out). */
export async function staffRequestViews(tx: Tx, requestIds: number[], now: Date, ctx: StaffViewContext): Promise<StaffRequestView[]> {
  const loaded = await load(tx, requestIds, { details: true });
  const rows = byId(loaded.rows);
  return requestIds
    .map((id) => rows.get(id))
    .filter((row): row is RequestRow => row !== undefined)
    .map((row) => {
      const view = viewOf(row, loaded, now, staffPhotoUrl);
      const space = loaded.spaces.get(row.spaceId);
      const client = ctx.clients.get(row.userId);
      return {
        ...view,
        client_phone: client?.phone ?? null,
        client_name: client?.name ?? null,
        warehouse_id: loaded.windows.get(row.windowId)!.warehouseId,
        crew_id: row.crewId,
        cancel_reason: row.cancelReason,
        items: (loaded.items.get(row.id) ?? []).map((item) => ({
          id: item.id,
          title: item.title,
          description: item.description,
          status: item.status as 'stored' | 'returning' | 'returned',
          photos: (loaded.photos.get(item.id) ?? []).map(staffPhotoUrl),
        })),
        measured_volume: space?.measuredLiters != null ? m3Of(space.measuredLiters) : null,
        booked_volume: m3Of(space?.bookedLiters ?? 0),
        next: ctx.next(row),
      };
    });
}

/** Summaries of these requests, in the given order (one read for a list). */
export async function requestSummaries(tx: Tx, requestIds: number[], _now: Date): Promise<RequestSummary[]> {
  const loaded = await load(tx, requestIds, { details: false });
  const rows = byId(loaded.rows);
  return requestIds
    .map((id) => rows.get(id))
    .filter((row): row is RequestRow => row !== undefined)
    .map((row) => {
      const status = row.status as RequestStatus;
      return {
        id: row.id,
        type: row.type as RequestType,
        status,
        status_title: requestStatusTitles[status],
        payment_state: row.paymentState as RequestSummary['payment_state'],
        order_id: row.orderId,
        window: windowView(loaded.windows.get(row.windowId)!),
        address_text: row.address,
        delivery_price: row.deliveryPrice,
        eta_at: row.etaAt?.toISOString() ?? null,
        items_count: (loaded.items.get(row.id) ?? []).length,
        rating: row.rating,
        can_rate: canRate(row),
        created_at: row.createdAt.toISOString(),
        completed_at: row.completedAt?.toISOString() ?? null,
      };
    });
}

/** How many items a request has (the storekeeper's accept refuses none). */
export async function itemsCount(tx: Tx, requestId: number): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(cloudItems).where(eq(cloudItems.pickupRequestId, requestId));
  return Number(row?.n ?? 0);
}
