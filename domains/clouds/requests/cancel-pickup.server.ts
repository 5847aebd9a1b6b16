import { and, desc, eq } from 'drizzle-orm';
import type { Tx } from '../../../db/tx';
import { formatRub } from '../../../lib/format/money';
import { addNotification } from '../../notifications/service.server';
import type { ChangeRefusal, OrderChangeRule } from '../../orders/service.server';
import type { CloudCancelAnswer } from '../booking/booking-schema';
import type { CloudsDeps } from '../deps';
import { requestPage } from './request-log.server';
import { canChangeWindow } from './request-view.server';
import { CLOUD_RULES } from '../rules';
import { cloudRequests, cloudWindows } from '../tables';

type Pickup = typeof cloudRequests.$inferSelect;

/** The order's latest pickup, locked (the order is locked before it), or why it cannot be canceled. */
async function pickupToCancel(
  tx: Tx,
  orderId: number,
  userId: number | null,
  now: Date,
): Promise<{ pickup: Pickup } | { refusal: ChangeRefusal }> {
  const [pickup] = await tx
    .select()
    .from(cloudRequests)
    .where(and(eq(cloudRequests.orderId, orderId), eq(cloudRequests.userId, userId ?? -1), eq(cloudRequests.type, 'pickup')))
    .orderBy(desc(cloudRequests.id))
    .limit(1)
    .for('update');
  if (!pickup) return { refusal: { code: 'NOT_FOUND', message: 'Заказ не найден' } };
  if (pickup.status === 'CANCELED') return { refusal: { code: 'ORDER_NOT_CANCELLABLE', message: 'Вывоз уже отменён' } };
  const [window] = await tx.select().from(cloudWindows).where(eq(cloudWindows.id, pickup.windowId));
  if (!window || !canChangeWindow(pickup, window, now)) {
    const message =
      pickup.status === 'MOVER_AWAITED' || pickup.status === 'MOVER_ACCEPTED'
        ? `До приезда грузчиков меньше ${CLOUD_RULES.cutoffHours} часов: отменить вывоз поможет поддержка`
        : 'Грузчики уже выехали или вещи уже у нас: вывоз отменить нельзя';
    return { refusal: { code: 'ORDER_NOT_CANCELLABLE', message } };
  }
  return { pickup };
}

/**
 * The clouds kind's `cancel_before_start` change: a paid order is canceled while its pickup window
 * could still be changed (before the crew leaves and until the cut-off). The core releases the hold
 * (the kind cancels the pickup and gives its seat back, `system`, staff hear it), cancels the order
 * and returns the points; the money paid by card is refunded after commit (the payments housekeeping
 * retries a refund the provider refuses). An order paid by bank transfer is canceled through support.
 */
export const cancelPickupChange: OrderChangeRule = {
  async refusal({ tx, order, userId, now, refundable }) {
    const found = await pickupToCancel(tx, order.id, userId, now);
    if ('refusal' in found) return found.refusal;
    // Read under the order's lock: every payment settled before is in it, and one settling after
    // finds the order canceled and is refunded by the settlement itself.
    if ((await refundable()).transfer > 0) {
      return { code: 'ORDER_NOT_CANCELLABLE', message: 'Заказ оплачен по счёту: отменить его и вернуть деньги поможет поддержка' };
    }
    return null;
  },
  async plan({ tx, order, userId, now, refundable }) {
    const found = await pickupToCancel(tx, order.id, userId, now);
    if ('refusal' in found) throw new Error('the refusal was asked first');
    const { pickup } = found;
    const money = await refundable();
    await addNotification(
      tx,
      pickup.userId,
      {
        title: `Заказ №${order.id} отменён`,
        text:
          money.provider > 0
            ? `Вывоз отменён. ${formatRub(money.provider)} вернутся на карту, которой оплачен заказ, в течение 10 рабочих дней`
            : 'Вывоз отменён',
        orderId: order.id,
        link: requestPage(pickup.id),
        showType: 'PAYMENT',
        event: 'cancel_accepted',
      },
      now,
    );
    return {
      cancel: { reason: 'cloud_pickup_canceled' },
      refund: {
        amount: money.provider,
        reason: 'вывоз отменён до приезда грузчиков',
        key: `cancel:cloud:${order.id}`,
        paymentIds: money.providerPayments,
      },
      data: { request_id: pickup.id },
    };
  },
};

/** The owner cancels a paid cloud order before its pickup (POST /api/cabinet/v2/orders/clouds/cancel): the order's change. */
export function createPickupCancel(deps: Pick<CloudsDeps, 'orders'>) {
  return async function cancelPickup(userId: number, orderId: number): Promise<CloudCancelAnswer> {
    const { change, order } = await deps.orders.change({ orderId, type: 'cancel_before_start', userId });
    return { order_id: orderId, status: 'canceled', refund: Math.max(0, -change.amount), bonuses_returned: order.bonusesUsed };
  };
}
