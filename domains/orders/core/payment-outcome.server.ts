import { eq } from 'drizzle-orm';
import type { Clock } from '../../../lib/clock';
import { otherPaymentSucceeded, type SettledEvent } from '../../payments/service.server';
import type { OrderStatus } from './lifecycle';
import { bonusLedgerMoves } from '../../bonuses/service.server';
import { markPaid } from './paid.server';
import { extendOrderLines, linesOfOrder } from './order-lines.server';
import type { TariffKind } from './pricing';
import type { ItemHolds, ProductKinds } from './product-kind';
import { promoUseLeft } from './order-quote.server';
import { orders } from '../tables';
import type { Tx } from '../../../db/tx';
import { transitionOrder } from './transitions.server';
import { tellPaymentOutcome } from './payment-notices.server';
import { orderPageOf } from './order-notices.server';
import { tryBooking } from './try-booking.server';

type Outcome = 'applied' | 'refund' | 'ignored';

/** A late payment whose order's promo code reached its limit while the order waited. */
const PROMO_USED_UP = 'late_payment_promo_used_up';

/** Why a payment is refunded, when the owner is told more than the general words. */
const refundCauses = new WeakMap<SettledEvent, string>();

/** Books the order's items again after its hold ran out, when every one is still free for its line's range. */
async function rebook(tx: Tx, bookings: ItemHolds, order: typeof orders.$inferSelect): Promise<boolean> {
  const lines = await linesOfOrder(tx, order.id);
  if (lines.length === 0) return false;
  return tryBooking(tx, bookings, async (sp) => {
    await bookings.release(order.id, sp);
    for (const line of lines) {
      if (!(await bookings.isFree(line.itemId, line.range, sp))) throw new bookings.CellTakenError();
      await bookings.occupy(line.itemId, order.id, line.range, sp);
    }
  }).catch((error: unknown) => {
    if (error instanceof bookings.CellTakenError) return false;
    throw error;
  });
}

/**
 * An order paid after its hold ended no longer held its code's use: it keeps its price only while
 * the code still has a use left (asked after the cell's locks, as a checkout asks).
 */
async function promoUsedUpMeanwhile(tx: Tx, order: typeof orders.$inferSelect, now: Date): Promise<boolean> {
  if (!order.promoCode || !order.holdExpiresAt || order.holdExpiresAt.getTime() > now.getTime()) return false;
  return !(await promoUseLeft(tx, order.promoCode, now));
}

/**
 * The listener of the payments that pay an order, its invoice and its auto renewals. Runs inside the
 * transaction that records the outcome, so the order changes commit with it, exactly once.
 */
export function createPaymentOutcome(deps: {
  clock: Clock;
  kinds: ProductKinds;
  /** After the commit of a payment that made an order of a kind with a deposit paid: asks the hold. */
  depositAsked?: (orderId: number) => Promise<void>;
}) {
  async function orderPaid(event: SettledEvent, order: typeof orders.$inferSelect): Promise<Outcome> {
    const { tx, now, payment } = event;
    const bookings = deps.kinds.get(order.kind).holds;
    const data = { payment: payment.uuid, amount: payment.amount };
    if (order.status !== 'awaiting_payment') {
      // Paid twice (two tabs, a retry after success) or after the booker canceled: give it back.
      return 'refund';
    }
    // The hold ran out before the money came? Then its items may still be free for their ranges.
    const booked = (await bookings.activate(order.id, tx))
      ? 'payment_succeeded'
      : (await rebook(tx, bookings, order))
        ? 'late_payment_rebooked'
        : null;
    // With the hold its promo code's use was released, and others may have taken the last one meanwhile.
    const cause = booked === null ? 'late_payment_cell_taken' : (await promoUsedUpMeanwhile(tx, order, now)) ? PROMO_USED_UP : null;
    if (cause === null) {
      await markPaid(tx, deps.kinds, { orderId: order.id, now, reason: booked!, data, bookingActivated: true });
      const { depositAsked } = deps;
      if (depositAsked && deps.kinds.get(order.kind).deposit) event.afterCommit?.(() => depositAsked(order.id));
      return 'applied';
    }
    await bookings.release(order.id, tx);
    await transitionOrder(tx, {
      orderId: order.id,
      to: 'canceled',
      reason: cause,
      now,
      patch: { cancelReason: cause, holdExpiresAt: null },
      data,
    });
    refundCauses.set(event, cause);
    return 'refund';
  }

  /** An auto renewal paid: one more period from the order's end. (An extension from the cabinet is the `extend` change's.) */
  async function renewalPaid(event: SettledEvent, order: typeof orders.$inferSelect): Promise<Outcome> {
    const { tx, now, payment } = event;
    if (order.status !== 'active' || !order.endsAt || !order.tariffKind) return 'refund';
    const kind = deps.kinds.get(order.kind);
    const bookings = kind.holds;
    const code =
      typeof payment.metadata.periodCode === 'string' && payment.metadata.periodCode ? payment.metadata.periodCode : order.periodCode!;
    const periods = kind.periods;
    const period = periods ? await periods.period(tx, order.tariffKind as TariffKind, code).catch(() => null) : null;
    if (!periods || !period) return 'refund';
    const newEnd = periods.dates.extendEnd(order.endsAt, order.tariffKind as TariffKind, period.length);
    const extended = await tryBooking(tx, bookings, async (sp) => {
      await bookings.extend(order.id, newEnd, sp);
    });
    if (!extended) return 'refund';
    const points = Number(payment.metadata.bonuses ?? 0);
    if (order.userId !== null && points > 0) {
      await bonusLedgerMoves.spend(tx, {
        userId: order.userId,
        orderId: order.id,
        points,
        reason: 'order_payment',
        comment: `Продление заказа №${order.id}`,
        now,
      });
    }
    await extendOrderLines(tx, order.id, order.endsAt, newEnd);
    await transitionOrder(tx, {
      orderId: order.id,
      to: 'active',
      reason: 'renewed',
      now,
      patch: { endsAt: newEnd },
      data: { payment: payment.uuid, amount: payment.amount, periodCode: period.code, periodIndex: payment.periodIndex },
    });
    return 'applied';
  }

  async function decide(event: SettledEvent, order: typeof orders.$inferSelect): Promise<Outcome> {
    const { payment, tx } = event;
    // A canceled payment changes nothing: the order keeps waiting until its hold ends, so it can be paid again.
    if (event.outcome === 'canceled') return 'ignored';
    if (payment.purpose === 'order' || payment.purpose === 'invoice') {
      if ((order.status as OrderStatus) === 'active') {
        // Another payment of this order already activated it: this one is a duplicate.
        if ((await otherPaymentSucceeded(tx, order.id, payment.id)) || order.paidAt) return 'refund';
      }
      return orderPaid(event, order);
    }
    return renewalPaid(event, order);
  }

  return async function onPaymentSettled(event: SettledEvent): Promise<Outcome> {
    const { payment, tx } = event;
    if (payment.orderId === null) return 'ignored';
    if (!['order', 'invoice', 'renewal'].includes(payment.purpose)) return 'ignored';
    const [order] = await tx.select().from(orders).where(eq(orders.id, payment.orderId)).for('update');
    if (!order) return 'refund';
    const outcome = await decide(event, order);
    await tellPaymentOutcome(tx, event, order, outcome, orderPageOf(deps.kinds, order), refundCauses.get(event));
    return outcome;
  };
}
