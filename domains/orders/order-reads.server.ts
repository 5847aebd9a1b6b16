import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.server';
import { preparedPerDatabase, type Tx } from '../../db/tx';
import type { PaymentOwner, PaymentOwners } from '../payments/service.server';
import type { ProductKinds } from './core/product-kind';
import { orderChanges, orders } from './tables';

/** What other domains (payments) may know of an order: its line, where it stands, a guest's phone. */
export interface OrderFacts {
  kind: string;
  status: string;
  holdExpiresAt: Date | null;
  guestPhone: string | null;
}

// The payments page asks for the orders its payments pay on every view: prepared once per database.
const factsStatement = preparedPerDatabase((db) =>
  db
    .select({ id: orders.id, kind: orders.kind, status: orders.status, holdExpiresAt: orders.holdExpiresAt, guestPhone: orders.guestPhone })
    .from(orders)
    .where(sql`${orders.id} = any(${sql.placeholder('ids')})`)
    .prepare('orders_facts_by_ids'),
);

/** The facts of these orders by id; ids of no order are simply absent. */
export async function orderFactsByIds(db: Db, orderIds: readonly number[]): Promise<Map<number, OrderFacts>> {
  const ids = [...new Set(orderIds)];
  if (ids.length === 0) return new Map();
  const rows = await factsStatement(db).execute({ ids });
  return new Map(rows.map(({ id, ...facts }) => [id, facts]));
}

/**
 * Orders as the owners of their payments, for the payments service (handed over by the composition
 * root): facts, the order's page and the result page's words come from the order's kind registration.
 */
export function orderOwners(db: Db, kinds: ProductKinds): PaymentOwners {
  return async (orderIds) => {
    const owners = new Map<number, PaymentOwner>();
    for (const [id, facts] of await orderFactsByIds(db, orderIds)) {
      const kind = kinds.find(facts.kind);
      owners.set(id, {
        ...facts,
        path: kind ? kind.cabinet.path(id) : '/cabinet/subscriptions/',
        hasAccess: kind?.access != null,
        linkTitle: kind?.cabinet.linkTitle ?? 'Перейти к заказу',
      });
    }
    return owners;
  };
}

/** The facts of one order, or null when there is none. */
export async function orderFacts(db: Db, orderId: number | null): Promise<OrderFacts | null> {
  if (orderId == null) return null;
  return (await orderFactsByIds(db, [orderId])).get(orderId) ?? null;
}

/** The days of service of these orders (start and end of the paid period): the closing acts split the money by them. */
export async function servedOrdersByIds(
  db: Db,
  orderIds: readonly number[],
): Promise<Map<number, { id: number; startsAt: Date | null; endsAt: Date | null }>> {
  const ids = [...new Set(orderIds)];
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: orders.id, startsAt: orders.startsAt, endsAt: orders.endsAt })
    .from(orders)
    .where(and(inArray(orders.id, ids), isNotNull(orders.paidAt)));
  return new Map(rows.map((row) => [row.id, row]));
}

/** The account an order belongs to and its status (null: no such order; userId null: a guest's). */
export async function orderOwnerOf(db: Db, orderId: number): Promise<{ userId: number | null; status: string } | null> {
  const [row] = await db.select({ userId: orders.userId, status: orders.status }).from(orders).where(eq(orders.id, orderId));
  return row ?? null;
}

/**
 * The order's applied changes of one type (a kind's own, such as its extensions), oldest first, read
 * in the caller's transaction: a kind counts what its earlier changes added (`order-change.ts`).
 */
export async function appliedChangesOf(
  tx: Tx,
  orderId: number,
  type: string,
): Promise<{ id: number; data: Record<string, unknown>; amount: number; appliedAt: Date | null }[]> {
  return tx
    .select({ id: orderChanges.id, data: orderChanges.data, amount: orderChanges.amount, appliedAt: orderChanges.appliedAt })
    .from(orderChanges)
    .where(and(eq(orderChanges.orderId, orderId), eq(orderChanges.type, type), eq(orderChanges.status, 'applied')))
    .orderBy(asc(orderChanges.id));
}
