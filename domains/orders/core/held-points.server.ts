import { and, eq, gt, inArray, isNull, or } from 'drizzle-orm';
import type { Db } from '../../../db/client.server';
import { pointsHeldByPayments } from '../../payments/service.server';
import { orders } from '../tables';
import type { ProductKinds } from './product-kind';

/** Points the user's unpaid orders and payments count on, each with the order to pay (the bonus wallet shows them). */
export interface HeldPoints {
  points: number;
  order_id: number | null;
  /** The order's page in the cabinet, where it is paid. */
  link: string | null;
  title: string;
}

/**
 * What holds the user's points now, by the same rules as `spendableBonuses`: unpaid orders whose
 * hold runs (their `bonuses_used`) and payments still waiting for the payer (their metadata points).
 */
export async function heldPointsOf(db: Db, kinds: ProductKinds, userId: number, now: Date): Promise<HeldPoints[]> {
  const unpaid = await db
    .select({ id: orders.id, kind: orders.kind, points: orders.bonusesUsed })
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        eq(orders.status, 'awaiting_payment'),
        gt(orders.bonusesUsed, 0),
        or(isNull(orders.holdExpiresAt), gt(orders.holdExpiresAt, now)),
      ),
    );
  const payments = await pointsHeldByPayments(db, userId, now);
  const ids = [...new Set(payments.flatMap((p) => (p.orderId === null ? [] : [p.orderId])))];
  const kindOf = new Map(
    ids.length === 0
      ? []
      : (await db.select({ id: orders.id, kind: orders.kind }).from(orders).where(inArray(orders.id, ids))).map((o) => [o.id, o.kind]),
  );
  const linkOf = (orderId: number | null, kind: string | undefined) =>
    orderId === null || kind === undefined ? null : (kinds.find(kind)?.cabinet.path(orderId) ?? null);
  return [
    ...unpaid.map((o) => ({ points: o.points, order_id: o.id, link: linkOf(o.id, o.kind), title: `Заказ №${o.id}` })),
    ...payments.map((p) => ({
      points: p.points,
      order_id: p.orderId,
      link: linkOf(p.orderId, p.orderId === null ? undefined : kindOf.get(p.orderId)),
      title: p.orderId === null ? 'Платёж' : `Платёж по заказу №${p.orderId}`,
    })),
  ];
}
