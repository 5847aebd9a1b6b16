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
    const refundable = await payments.refundableOf(orderId);
    const bonusesBefore = await db.transaction(async (tx) => {
      const now = clock.now();
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
      return order.bonusesUsed;
    });
    if (refundable.provider > 0) {
      await payments.refundOrder({
        orderId,
        amount: refundable.provider,
        reason: 'вывоз отменён до приезда грузчиков',
        key: `cancel:cloud:${orderId}`,
      });
    }
    return { order_id: orderId, status: 'canceled', refund: refundable.provider, bonuses_returned: bonusesBefore };
  };
}
