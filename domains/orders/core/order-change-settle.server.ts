import { eq } from 'drizzle-orm';
import type { SettledEvent } from '../../payments/service.server';
import { orderChanges, orders } from '../tables';
import { changeRecord, restoreOrder } from './order-change-effects.server';
import type { ProductKinds } from './product-kind';

/**
 * The outcome of a change's payment, in the transaction that records it: a paid change is applied;
 * a failed or canceled one is compensated (the kind undoes its part, the core the order's dates and
 * price). A payment that succeeds for a change already compensated is returned.
 */
export function createChangeSettlement(deps: { kinds: ProductKinds }) {
  async function onChangeSettled(event: SettledEvent): Promise<'applied' | 'refund' | 'ignored'> {
    const { payment, tx, now } = event;
    const changeId = Number(payment.metadata.change_id);
    if (!Number.isInteger(changeId) || changeId <= 0) return event.outcome === 'succeeded' ? 'applied' : 'ignored';
    // A declined saved card is followed by a payment link: the change waits for that one.
    if (event.outcome === 'canceled' && payment.metadata.link_follows === '1') return 'ignored';
    const [head] = await tx.select({ orderId: orderChanges.orderId }).from(orderChanges).where(eq(orderChanges.id, changeId));
    if (!head) return event.outcome === 'succeeded' ? 'applied' : 'ignored';
    // The lock order of every change: the payment (held by the settlement), the order, then the change and the line's rows.
    const [order] = await tx.select({ kind: orders.kind }).from(orders).where(eq(orders.id, head.orderId)).for('update');
    const [row] = await tx.select().from(orderChanges).where(eq(orderChanges.id, changeId)).for('update');
    if (!row || row.status !== 'pending') {
      return event.outcome === 'succeeded' && row?.status === 'compensated'
        ? 'refund'
        : event.outcome === 'succeeded'
          ? 'applied'
          : 'ignored';
    }
    const rule = order ? deps.kinds.find(order.kind)?.changes?.[row.type] : undefined;
    if (event.outcome === 'succeeded') {
      const [applied] = await tx
        .update(orderChanges)
        .set({ status: 'applied', appliedAt: now, paymentId: payment.uuid })
        .where(eq(orderChanges.id, row.id))
        .returning();
      await rule?.paid?.({
        tx,
        change: changeRecord(applied!),
        payment: { amount: payment.amount, description: payment.description, userId: payment.userId },
        now,
      });
      return 'applied';
    }
    const change = changeRecord(row);
    await restoreOrder(tx, change, now);
    await rule?.compensate?.({ tx, change, now });
    await tx.update(orderChanges).set({ status: 'compensated', paymentId: payment.uuid }).where(eq(orderChanges.id, row.id));
    return 'ignored';
  }

  return { onChangeSettled };
}
