import { eq } from 'drizzle-orm';
import type { Tx } from '../../../db/tx';
import { bonusLedgerMoves } from '../../bonuses/service.server';
import type { PaymentRow, SettledEvent } from '../../payments/service.server';
import { orderChanges, orders } from '../tables';
import { applyPlanToOrder, changedOrder, changeRecord, restoreOrder } from './order-change-effects.server';
import type { ChangeCharge, OrderChangeRule } from './order-change';
import type { ProductKind, ProductKinds } from './product-kind';

type OrderRow = typeof orders.$inferSelect;
type ChangeRow = typeof orderChanges.$inferSelect;

/** The points a charge paid with points spends once its change applies (they were only counted on until then). */
async function spendChargePoints(tx: Tx, order: OrderRow, row: ChangeRow, payment: PaymentRow, now: Date): Promise<void> {
  const charge = row.data.charge as ChangeCharge | undefined;
  const points = Number(payment.metadata.bonuses ?? 0);
  if (!charge?.points || order.userId === null || points <= 0) return;
  await bonusLedgerMoves.spend(tx, {
    userId: order.userId,
    orderId: order.id,
    points,
    reason: 'order_payment',
    comment: charge.points.comment,
    now,
  });
}

/**
 * A change made `whenPaid` takes effect now: the rule says what moves from the order as it is, and
 * the core moves it. False when it can no longer happen; nothing moved then.
 */
async function applyWhenPaid(
  tx: Tx,
  input: {
    kind: ProductKind | undefined;
    rule: OrderChangeRule | undefined;
    order: OrderRow;
    row: ChangeRow;
    payment: PaymentRow;
    now: Date;
  },
): Promise<boolean> {
  const { kind, rule, order, row, payment, now } = input;
  if (!kind || !rule?.applyPaid) return false;
  const effect = await rule.applyPaid({
    tx,
    kind,
    order: changedOrder(order, now),
    change: changeRecord(row),
    payment: { uuid: payment.uuid, amount: payment.amount },
    now,
  });
  if (!effect) return false;
  const kept = await applyPlanToOrder(tx, { order, kind, plan: effect, type: row.type, changeId: row.id, now });
  await tx
    .update(orderChanges)
    .set({ data: { ...row.data, ...kept } })
    .where(eq(orderChanges.id, row.id));
  return true;
}

/**
 * The outcome of a change's payment, in the transaction that records it: a paid change is applied
 * (one made `whenPaid` moves the order only now, or has its payment returned when it no longer can);
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
    const [order] = await tx.select().from(orders).where(eq(orders.id, head.orderId)).for('update');
    const [row] = await tx.select().from(orderChanges).where(eq(orderChanges.id, changeId)).for('update');
    if (!row || row.status !== 'pending') {
      return event.outcome === 'succeeded' && row?.status === 'compensated'
        ? 'refund'
        : event.outcome === 'succeeded'
          ? 'applied'
          : 'ignored';
    }
    const kind = order ? deps.kinds.find(order.kind) : undefined;
    const rule = kind?.changes?.[row.type];
    if (event.outcome === 'succeeded') {
      if (row.data.when_paid === true && !(order && (await applyWhenPaid(tx, { kind, rule, order, row, payment, now })))) {
        await tx
          .update(orderChanges)
          .set({ status: 'refused', paymentId: payment.uuid, data: { ...row.data, refused_when_paid: true } })
          .where(eq(orderChanges.id, row.id));
        return 'refund';
      }
      const [applied] = await tx
        .update(orderChanges)
        .set({ status: 'applied', appliedAt: now, paymentId: payment.uuid })
        .where(eq(orderChanges.id, row.id))
        .returning();
      if (order) await spendChargePoints(tx, order, applied!, payment, now);
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
