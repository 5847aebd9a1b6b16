import { and, eq, sql } from 'drizzle-orm';
import { bonusLedgerMoves } from '../../bonuses/service.server';
import { issueAccessCode } from '../access/access-code.server';
import { openDeposit } from './deposit-rows.server';
import { orders, promoCodes } from '../tables';
import { mainLineOf } from './order-lines.server';
import type { ProductKinds } from './product-kind';
import type { Tx } from '../../../db/tx';
import { transitionOrder } from './transitions.server';

/**
 * An order becomes paid: its cell booking turns into the rental, the order goes active with
 * paid_at, its deposit (when its kind asks one) awaits its hold, and only now are the bonus points
 * spent (through the bonus ledger, in this transaction) and the promo code counted as used.
 */
export async function markPaid(
  tx: Tx,
  kinds: ProductKinds,
  input: { orderId: number; now: Date; reason: string; data?: Record<string, unknown>; bookingActivated?: boolean },
): Promise<void> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, input.orderId));
  if (!order) return;
  if (!input.bookingActivated) await kinds.get(order.kind).holds.activate(order.id, tx);
  await transitionOrder(tx, {
    orderId: order.id,
    to: 'active',
    reason: input.reason,
    now: input.now,
    patch: { paidAt: input.now, holdExpiresAt: null },
    data: input.data,
  });
  await openDeposit(tx, kinds.get(order.kind), order.id, input.now);
  const line = kinds.get(order.kind).access?.personalCode ? await mainLineOf(tx, order.id) : null;
  if (line) await issueAccessCode(tx, { orderId: order.id, warehouseId: line.placeId, now: input.now });
  if (order.userId !== null && order.bonusesUsed > 0) {
    await bonusLedgerMoves.spend(tx, {
      userId: order.userId,
      orderId: order.id,
      points: order.bonusesUsed,
      reason: 'order_payment',
      comment: `Оплата заказа №${order.id}`,
      now: input.now,
    });
  }
  if (order.promoCode) {
    const [promo] = await tx
      .update(promoCodes)
      .set({ usedCount: sql`${promoCodes.usedCount} + 1` })
      .where(and(eq(promoCodes.code, order.promoCode)))
      .returning({ code: promoCodes.code, referrerUserId: promoCodes.referrerUserId });
    // A friend's first paid order with a user's shared code: its owner gets the points, once per friend.
    if (promo?.referrerUserId != null && order.userId !== null) {
      await bonusLedgerMoves.rewardReferral(tx, {
        friendUserId: order.userId,
        referrerUserId: promo.referrerUserId,
        code: promo.code,
        orderId: order.id,
        now: input.now,
      });
    }
  }
}
