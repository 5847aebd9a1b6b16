import { eq } from 'drizzle-orm';
import type { Tx } from '../../../db/tx';
import { AppError } from '../../../lib/errors';
import { bonusLedgerMoves } from '../../bonuses/service.server';
import { orderEvents, orders, type orderChanges } from '../tables';
import { effectiveStatus, type OrderStatus } from './lifecycle';
import type { ChangedOrder, ChangePlan, ChangeRecord } from './order-change';
import type { ProductKind } from './product-kind';
import { extendOrderLines, shiftOrderLines } from './order-lines.server';
import { transitionOrder } from './transitions.server';

type OrderRow = typeof orders.$inferSelect;
type ChangeRow = typeof orderChanges.$inferSelect;

const iso = (d: Date | null) => d?.toISOString() ?? null;

/** The order's lines follow its span: shifted by the start's move, and those ending at the old end run to the new one. */
async function moveLines(tx: Tx, orderId: number, from: { starts_at: string | null; ends_at: string | null }, to: typeof from) {
  if (!from.starts_at || !from.ends_at || !to.starts_at || !to.ends_at) return;
  const shift = Date.parse(to.starts_at) - Date.parse(from.starts_at);
  await shiftOrderLines(tx, orderId, shift);
  const shiftedEnd = new Date(Date.parse(from.ends_at) + shift);
  if (shiftedEnd.getTime() !== Date.parse(to.ends_at)) await extendOrderLines(tx, orderId, shiftedEnd, new Date(to.ends_at));
}

/** The locked order row as a change rule sees it. */
export function changedOrder(row: OrderRow, now: Date): ChangedOrder {
  return {
    id: row.id,
    userId: row.userId,
    kind: row.kind,
    status: effectiveStatus({ status: row.status as OrderStatus, holdExpiresAt: row.holdExpiresAt }, now),
    startsAt: row.startsAt,
    endsAt: row.endsAt,
    periodCode: row.periodCode,
    tariffKind: row.tariffKind,
    usingBonuses: row.usingBonuses,
    price: row.price,
    total: row.total,
    bonusesUsed: row.bonusesUsed,
  };
}

export function changeRecord(row: ChangeRow): ChangeRecord {
  return {
    id: row.id,
    orderId: row.orderId,
    type: row.type,
    status: row.status as ChangeRecord['status'],
    data: row.data,
    amount: row.amount,
    paymentId: row.paymentId,
  };
}

/**
 * Applies the core's part of a plan to the locked order: its dates and price (with an event when
 * the dates move) or its cancel before the start. Answers what the record keeps to undo it.
 */
export async function applyPlanToOrder(
  tx: Tx,
  input: { order: OrderRow; kind: ProductKind; plan: ChangePlan; type: string; changeId: number; now: Date },
): Promise<Record<string, unknown>> {
  const { order, plan, now } = input;
  if (plan.cancel) {
    if (order.status !== 'active') {
      throw new AppError('ORDER_NOT_CANCELLABLE', { message: 'Этот заказ уже нельзя отменить: он не активен' });
    }
    await input.kind.holds.release(order.id, tx);
    await transitionOrder(tx, {
      orderId: order.id,
      to: 'canceled',
      reason: plan.cancel.reason,
      now,
      patch: { cancelReason: plan.cancel.reason, cancelDate: now },
      data: { change_id: input.changeId },
    });
    if (order.bonusesUsed > 0 && order.userId !== null) {
      await bonusLedgerMoves.revert(tx, {
        userId: order.userId,
        orderId: order.id,
        reason: 'refund',
        comment: `Отмена заказа №${order.id}`,
        now,
      });
    }
    return { canceled: true };
  }
  const points = await returnPlanPoints(tx, order, plan, input.changeId, now);
  if (!plan.dates && !plan.price) return points;
  const before = { starts_at: iso(order.startsAt), ends_at: iso(order.endsAt), price: order.price, total: order.total };
  const after = {
    starts_at: plan.dates ? plan.dates.startsAt.toISOString() : before.starts_at,
    ends_at: plan.dates ? plan.dates.endsAt.toISOString() : before.ends_at,
    price: plan.price ? plan.price.price : before.price,
    total: plan.price ? plan.price.total : before.total,
  };
  await tx
    .update(orders)
    .set({ ...(plan.dates ?? {}), ...(plan.price ?? {}), updatedAt: now })
    .where(eq(orders.id, order.id));
  const moved = plan.dates && (after.starts_at !== before.starts_at || after.ends_at !== before.ends_at);
  if (moved) {
    await moveLines(tx, order.id, before, after);
    await tx.insert(orderEvents).values({
      orderId: order.id,
      fromStatus: order.status,
      toStatus: order.status,
      reason: plan.eventReason ?? `change_${input.type}`,
      data: {
        ...plan.eventData,
        change_id: input.changeId,
        starts_at: [before.starts_at, after.starts_at],
        ends_at: [before.ends_at, after.ends_at],
      },
      at: now,
    });
  }
  return { ...points, order_before: before, order_after: after };
}

/** The plan's points go back to the owner's balance, under a key of the change's own. */
async function returnPlanPoints(tx: Tx, order: OrderRow, plan: ChangePlan, changeId: number, now: Date) {
  const wanted = plan.returnPoints?.points ?? 0;
  if (order.userId === null || !Number.isInteger(wanted) || wanted <= 0) return {};
  const returned = await bonusLedgerMoves.revert(tx, {
    userId: order.userId,
    orderId: order.id,
    points: wanted,
    reason: 'unused_time',
    comment: plan.returnPoints!.comment,
    sourceKey: `change-points:${changeId}`,
    now,
  });
  return { points_returned: returned };
}

/**
 * Undoes the core's part of a change whose payment failed: the order's dates and price go back when
 * nothing has moved them since (a later change stands), with an event when the dates do.
 */
export async function restoreOrder(tx: Tx, change: ChangeRecord, now: Date): Promise<void> {
  const before = change.data.order_before as
    { starts_at: string | null; ends_at: string | null; price: OrderRow['price']; total: number } | undefined;
  const after = change.data.order_after as typeof before;
  if (!before || !after) return;
  const [order] = await tx.select().from(orders).where(eq(orders.id, change.orderId)).for('update');
  if (!order || iso(order.startsAt) !== after.starts_at || iso(order.endsAt) !== after.ends_at || order.total !== after.total) return;
  const date = (value: string | null) => (value === null ? null : new Date(value));
  await tx
    .update(orders)
    .set({ startsAt: date(before.starts_at), endsAt: date(before.ends_at), price: before.price, total: before.total, updatedAt: now })
    .where(eq(orders.id, order.id));
  if (before.starts_at !== after.starts_at || before.ends_at !== after.ends_at) {
    await moveLines(tx, order.id, after, before);
    await tx.insert(orderEvents).values({
      orderId: order.id,
      fromStatus: order.status,
      toStatus: order.status,
      reason: 'change_compensated',
      data: { change_id: change.id, starts_at: [after.starts_at, before.starts_at], ends_at: [after.ends_at, before.ends_at] },
      at: now,
    });
  }
}
