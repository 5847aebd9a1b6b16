import { eq } from 'drizzle-orm';
import type { Tx } from '../../../db/tx';
import { AppError } from '../../../lib/errors';
import { ACCESS_ENDING_STATUSES, revokeAccessCodes } from '../access/access-code.server';
import { markDepositReleaseDue } from './deposit-rows.server';
import { canTransition, orderStatusTitles, type OrderStatus } from './lifecycle';
import { orderEvents, orders } from '../tables';

export interface TransitionInput {
  orderId: number;
  to: OrderStatus;
  /** Why, for the event log: "payment_succeeded", "cancel_flow", "hold_expired"… */
  reason: string;
  now: Date;
  /** Other columns to write with the status (paid_at, ends_at, …). */
  patch?: Partial<typeof orders.$inferInsert>;
  data?: Record<string, unknown>;
}

/**
 * Moves an order along the state graph of `lifecycle.ts`, locking its row so concurrent moves
 * serialise; an illegal move is refused with 409 and changes nothing. Run it inside the caller's
 * transaction when other writes must commit with it.
 */
export async function transitionOrder(tx: Tx, input: TransitionInput): Promise<{ from: OrderStatus; to: OrderStatus }> {
  const [row] = await tx.select({ status: orders.status }).from(orders).where(eq(orders.id, input.orderId)).for('update');
  if (!row) throw new AppError('NOT_FOUND', { message: 'Заказ не найден' });
  const from = row.status as OrderStatus;
  if (!canTransition(from, input.to)) {
    throw new AppError('ORDER_TRANSITION_REFUSED', {
      message: `Заказ в статусе «${orderStatusTitles[from]}» нельзя перевести в «${orderStatusTitles[input.to]}»`,
      details: { from, to: input.to },
    });
  }
  await tx
    .update(orders)
    .set({ ...input.patch, status: input.to, updatedAt: input.now })
    .where(eq(orders.id, input.orderId));
  await tx.insert(orderEvents).values({
    orderId: input.orderId,
    fromStatus: from,
    toStatus: input.to,
    reason: input.reason,
    data: input.data,
    at: input.now,
  });
  if ((ACCESS_ENDING_STATUSES as readonly string[]).includes(input.to)) {
    await revokeAccessCodes(tx, { orderId: input.orderId, now: input.now, reason: `${input.to}:${input.reason}` });
    await markDepositReleaseDue(tx, input.orderId, input.now);
  }
  return { from, to: input.to };
}
