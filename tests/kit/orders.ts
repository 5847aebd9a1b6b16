import { and, eq, gt, or } from 'drizzle-orm';
import type { Db } from '../../db/client.server';
import { orderChanges, orderEvents, orderFines, orderLines, orders, promoCodes } from '../../db/schema';

export type OrderRow = typeof orders.$inferSelect;

/** An order row's fields, and the item (`cellId`) and place (`warehouseId`) of its one line. */
export type OrderSeed = Partial<typeof orders.$inferInsert> & { warehouseId?: number | null; cellId?: number | null };

/**
 * A bare storage order row of a user (or a guest with `userId` null), for tests that need one without
 * booking a cell; with `cellId` and `warehouseId` it gets its line (the range of the order, Moscow time).
 */
export async function insertOrder(db: Db, userId: number | null, status = 'awaiting_payment', patch: OrderSeed = {}) {
  const { warehouseId, cellId, ...values } = patch;
  const [row] = await db
    .insert(orders)
    .values({ kind: 'storage', status, userId, total: 1000, ...values })
    .returning({ id: orders.id, startsAt: orders.startsAt, endsAt: orders.endsAt, createdAt: orders.createdAt });
  if (cellId != null && warehouseId != null) await insertOrderLine(db, { orderId: row!.id, itemId: cellId, placeId: warehouseId, ...row! });
  return row!.id;
}

/** The one line of an order inserted by a test: its item and place for the order's range. */
export async function insertOrderLine(
  db: Db,
  line: { orderId: number; itemId: number; placeId: number; startsAt: Date | null; endsAt: Date | null; createdAt: Date },
) {
  await db.insert(orderLines).values({
    orderId: line.orderId,
    itemId: line.itemId,
    placeId: line.placeId,
    subject: '',
    startsAt: line.startsAt ?? line.createdAt,
    endsAt: line.endsAt ?? line.startsAt ?? line.createdAt,
    timeZone: 'Europe/Moscow',
  });
}

export async function insertPromoCodes(db: Db, rows: (typeof promoCodes.$inferInsert)[]): Promise<void> {
  await db.insert(promoCodes).values(rows);
}

export async function promoCodeByCode(db: Db, code: string) {
  return (await db.select().from(promoCodes).where(eq(promoCodes.code, code)))[0];
}

export async function orderById(db: Db, id: number): Promise<OrderRow | undefined> {
  return (await db.select().from(orders).where(eq(orders.id, id)))[0];
}

/** The lines of an order as stored, in the order they were booked. */
export async function orderLinesOf(db: Db, orderId: number) {
  return db.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(orderLines.id);
}

/** The storage orders with a line of this cell. */
export async function ordersOfCell(db: Db, cellId: number): Promise<OrderRow[]> {
  const rows = await db
    .select({ order: orders })
    .from(orders)
    .innerJoin(orderLines, eq(orderLines.orderId, orders.id))
    .where(and(eq(orders.kind, 'storage'), eq(orderLines.itemId, cellId)));
  return rows.map((r) => r.order);
}

export async function ordersOfGuestPhone(db: Db, phone: string): Promise<OrderRow[]> {
  return db.select().from(orders).where(eq(orders.guestPhone, phone));
}

export async function setOrderStatus(db: Db, id: number, status: string): Promise<void> {
  await db.update(orders).set({ status }).where(eq(orders.id, id));
}

/** Orders of an account or a guest phone awaiting payment with a hold still live at `now`. */
export async function liveUnpaidOrders(db: Db, who: { userId?: number; phone?: string }, now: Date): Promise<{ id: number }[]> {
  const mine = or(who.userId ? eq(orders.userId, who.userId) : undefined, who.phone ? eq(orders.guestPhone, who.phone) : undefined);
  return db
    .select({ id: orders.id })
    .from(orders)
    .where(and(mine, eq(orders.status, 'awaiting_payment'), gt(orders.holdExpiresAt, now)));
}

export async function ordersOfUser(db: Db, userId: number): Promise<OrderRow[]> {
  return db.select().from(orders).where(eq(orders.userId, userId));
}

/** Bare orders with these ids, for tests that name orders by number without placing them (the foreign keys want them to exist). */
export async function insertOrdersWithIds(db: Db, ids: readonly number[], userId: number | null = null): Promise<void> {
  if (ids.length === 0) return;
  await db
    .insert(orders)
    .values(ids.map((id) => ({ id, kind: 'storage', status: 'active', userId, total: 1000 })))
    .onConflictDoNothing();
}

/** An order's fines as stored, oldest first (with their keys). */
export async function finesOfOrder(db: Db, orderId: number) {
  return db.select().from(orderFines).where(eq(orderFines.orderId, orderId)).orderBy(orderFines.id);
}

/** An order's changes of one type (extensions, an early end…) as stored, oldest first. */
export async function orderChangesOf(db: Db, orderId: number, type: string) {
  return db
    .select()
    .from(orderChanges)
    .where(and(eq(orderChanges.orderId, orderId), eq(orderChanges.type, type)))
    .orderBy(orderChanges.id);
}

/** An order's events with one reason («extended», «ended_early»…), oldest first. */
export async function orderEventsOf(db: Db, orderId: number, reason: string) {
  return db
    .select()
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.reason, reason)))
    .orderBy(orderEvents.id);
}
