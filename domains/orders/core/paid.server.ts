import { and, eq, sql } from 'drizzle-orm';
import { promoCodes, users } from '../../../db/schema';
import type { CellBookings } from '../../storages/service.server';
import { issueAccessCode } from '../access/access-code.server';
import { bonusTransactions, orders } from '../tables';
import type { Tx } from '../../../db/tx';
import { transitionOrder } from './transitions.server';

/**
 * An order becomes paid: its cell booking turns into the rental, the order goes active with
 * paid_at, and only now are the bonus points spent (a bonus_transactions row and the balance, in
 * this transaction) and the promo code counted as used.
 */
export async function markPaid(
  tx: Tx,
  bookings: CellBookings,
  input: { orderId: number; now: Date; reason: string; data?: Record<string, unknown>; bookingActivated?: boolean },
): Promise<void> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, input.orderId));
  if (!order) return;
  if (!input.bookingActivated) await bookings.activate(order.id, tx);
  await transitionOrder(tx, {
    orderId: order.id,
    to: 'active',
    reason: input.reason,
    now: input.now,
    patch: { paidAt: input.now, holdExpiresAt: null },
    data: input.data,
  });
  if (order.kind === 'storage' && order.warehouseId !== null) {
    await issueAccessCode(tx, { orderId: order.id, warehouseId: order.warehouseId, now: input.now });
  }
  if (order.userId !== null && order.bonusesUsed > 0) {
    await spendBonuses(tx, {
      userId: order.userId,
      orderId: order.id,
      points: order.bonusesUsed,
      comment: `Оплата заказа №${order.id}`,
      now: input.now,
    });
  }
  if (order.promoCode) {
    await tx
      .update(promoCodes)
      .set({ usedCount: sql`${promoCodes.usedCount} + 1` })
      .where(and(eq(promoCodes.code, order.promoCode)));
  }
}

/**
 * Spends bonus points a payment counted on, in the payment's transaction. The balance may have
 * shrunk since the sum was computed: never below zero. Answers the points spent.
 */
export async function spendBonuses(
  tx: Tx,
  input: { userId: number; orderId: number; points: number; comment: string; now: Date },
): Promise<number> {
  const [user] = await tx.select({ balance: users.bonusBalance }).from(users).where(eq(users.id, input.userId)).for('update');
  const spend = Math.min(input.points, Math.max(user?.balance ?? 0, 0));
  if (spend <= 0) return 0;
  await tx
    .update(users)
    .set({ bonusBalance: sql`${users.bonusBalance} - ${spend}` })
    .where(eq(users.id, input.userId));
  await tx.insert(bonusTransactions).values({
    userId: input.userId,
    amount: -spend,
    reason: 'order_payment',
    orderId: input.orderId,
    comment: input.comment,
    createdAt: input.now,
  });
  return spend;
}
