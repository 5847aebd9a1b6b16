import { and, eq, gt, or } from 'drizzle-orm';
import type { Db } from '../../db/client.server';
import { orders, promoCodes } from '../../db/schema';

export type OrderRow = typeof orders.$inferSelect;

/** A bare storage order row of a user (or a guest with `userId` null), for tests that need one without booking a cell. */
export async function insertOrder(
  db: Db,
  userId: number | null,
  status = 'awaiting_payment',
  patch: Partial<typeof orders.$inferInsert> = {},
) {
  const [row] = await db
    .insert(orders)
    .values({ kind: 'storage', status, userId, total: 1000, ...patch })
    .returning({ id: orders.id });
  return row!.id;
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

export async function ordersOfCell(db: Db, cellId: number): Promise<OrderRow[]> {
  return db.select().from(orders).where(eq(orders.cellId, cellId));
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
