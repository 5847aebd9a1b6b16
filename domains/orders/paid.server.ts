import { and, eq, sql } from 'drizzle-orm';
import { promoCodes, users } from '../../db/schema';
import type { CellBookings } from '../storages/service.server';
import { bonusTransactions, orders } from './tables';
import { transitionOrder, type OrderTx } from './transitions.server';

/**
 * An order becomes paid: its cell booking turns into the rental, the order goes active with
 * paid_at, and only now are the bonus points spent (a bonus_transactions row and the balance, in
 * this transaction) and the promo code counted as used.
 */
export async function markPaid(
  tx: OrderTx,
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
  if (order.userId !== null && order.bonusesUsed > 0) {
    const [user] = await tx.select({ balance: users.bonusBalance }).from(users).where(eq(users.id, order.userId)).for('update');
    // The balance may have shrunk since the order was placed: never below zero.
    const spend = Math.min(order.bonusesUsed, Math.max(user?.balance ?? 0, 0));
    if (spend > 0) {
      await tx.update(users).set({ bonusBalance: sql`${users.bonusBalance} - ${spend}` }).where(eq(users.id, order.userId));
      await tx.insert(bonusTransactions).values({
        userId: order.userId,
        amount: -spend,
        reason: 'order_payment',
        orderId: order.id,
        comment: `Оплата заказа №${order.id}`,
        createdAt: input.now,
      });
    }
  }
  if (order.promoCode) {
    await tx
      .update(promoCodes)
      .set({ usedCount: sql`${promoCodes.usedCount} + 1` })
      .where(and(eq(promoCodes.code, order.promoCode)));
  }
}
