import { and, desc, eq } from 'drizzle-orm';
import { AppError } from '../../lib/errors';
import { formatRub } from '../../lib/format/money';
import { addNotification } from '../notifications/service.server';
import type { CloudCancelAnswer } from './booking-schema';
import type { CloudsDeps } from './deps';
import { requestPage } from './request-log.server';
import { canChangeWindow } from './request-view.server';
import { CLOUD_RULES } from './rules';
import { cloudRequests, cloudWindows } from './tables';

/**
 * The owner cancels a paid cloud order before its pickup (POST /api/cabinet/v2/orders/clouds/cancel):
 * allowed while the window could still be changed (before the crew leaves and until the cut-off).
 * In one transaction the order is canceled through the order core, which has the line cancel the
 * pickup and give its seat back (`system`, staff hear it) and returns the bonus points; after commit
 * everything paid by card is refunded (the payments housekeeping retries a refund the provider
 * refuses). An order paid by bank transfer is cancelled through support, who return the money.
 */
export function createPickupCancel(deps: Pick<CloudsDeps, 'db' | 'clock' | 'orders' | 'payments'>) {
  const { db, clock, orders, payments } = deps;

  return async function cancelPickup(userId: number, orderId: number): Promise<CloudCancelAnswer> {
    const { refundable, bonusesBefore } = await db.transaction(async (tx) => {
      const now = clock.now();
      // The lock order of the clouds line (decision 0026): the payment, the order, then the line's
      // requests and windows. A payment settling holds the order while it marks the pickup paid, so
      // the order is locked here before the pickup; a cancel that took the pickup first deadlocked
      // with it (500, and the payment rolled back while the provider had the money).
      await orders.lockOrder(tx, orderId);
      const [pickup] = await tx
        .select()
        .from(cloudRequests)
        .where(and(eq(cloudRequests.orderId, orderId), eq(cloudRequests.userId, userId), eq(cloudRequests.type, 'pickup')))
        .orderBy(desc(cloudRequests.id))
        .limit(1)
        .for('update');
      if (!pickup) throw new AppError('NOT_FOUND', { message: 'Заказ не найден' });
      if (pickup.status === 'CANCELED') throw new AppError('ORDER_NOT_CANCELLABLE', { message: 'Вывоз уже отменён' });
      const [window] = await tx.select().from(cloudWindows).where(eq(cloudWindows.id, pickup.windowId));
      if (!window || !canChangeWindow(pickup, window, now)) {
        throw new AppError('ORDER_NOT_CANCELLABLE', {
          message:
            pickup.status === 'MOVER_AWAITED' || pickup.status === 'MOVER_ACCEPTED'
              ? `До приезда грузчиков меньше ${CLOUD_RULES.cutoffHours} часов: отменить вывоз поможет поддержка`
              : 'Грузчики уже выехали или вещи уже у нас: вывоз отменить нельзя',
        });
      }
      // Read under the order's lock: every payment settled before is in it, and one settling after
      // finds the order canceled and is refunded by the settlement itself.
      const refundable = await payments.refundableOf(orderId, tx);
      if (refundable.transfer > 0) {
        throw new AppError('ORDER_NOT_CANCELLABLE', {
          message: 'Заказ оплачен по счёту: отменить его и вернуть деньги поможет поддержка',
        });
      }
      const order = await orders.cancelBeforeStart(tx, { orderId, userId, reason: 'cloud_pickup_canceled' });
      await addNotification(
        tx,
        userId,
        {
          title: `Заказ №${orderId} отменён`,
          text:
            refundable.provider > 0
              ? `Вывоз отменён. ${formatRub(refundable.provider)} вернутся на карту, которой оплачен заказ, в течение 10 рабочих дней`
              : 'Вывоз отменён',
          orderId,
          link: requestPage(pickup.id),
          showType: 'PAYMENT',
          event: 'cancel_accepted',
        },
        now,
      );
      return { refundable, bonusesBefore: order.bonusesUsed };
    });
    if (refundable.provider > 0) {
      await payments.refundOrder({
        orderId,
        amount: refundable.provider,
        reason: 'вывоз отменён до приезда грузчиков',
        key: `cancel:cloud:${orderId}`,
        paymentIds: refundable.providerPayments,
      });
    }
    return { order_id: orderId, status: 'canceled', refund: refundable.provider, bonuses_returned: bonusesBefore };
  };
}
