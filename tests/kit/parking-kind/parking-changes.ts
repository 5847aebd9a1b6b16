import type { ItemHolds, KindChanges } from '../../../domains/orders/service.server';
import { addHours } from './parking-clock';

const MAX_EXTRA_HOURS = 6;

/**
 * The changes a parking stay allows, declared by the kind alone: more hours for money (the place is
 * held longer, given back when the payment fails) and a cancel before the stay with the money back.
 */
export function createParkingChanges(holds: ItemHolds, rateOf: (orderId: number) => number): KindChanges {
  return {
    extend_hours: {
      single: true,
      async refusal({ order, input, now }) {
        const hours = Number(input.hours);
        if (order.status !== 'active') return 'Продлить можно только оплаченную стоянку';
        if (!Number.isInteger(hours) || hours < 1 || hours > MAX_EXTRA_HOURS) return `Продлить можно на 1–${MAX_EXTRA_HOURS} ч`;
        if (!order.endsAt || order.endsAt <= now) return 'Стоянка уже закончилась';
        return null;
      },
      async plan({ tx, order, input }) {
        const hours = Number(input.hours);
        const endsAt = addHours(order.endsAt!, hours);
        await holds.extend(order.id, endsAt, tx);
        return {
          eventReason: 'parking_extended',
          data: { hours, ends_at_before: order.endsAt!.toISOString() },
          dates: { startsAt: order.startsAt!, endsAt },
          charge: {
            amount: hours * rateOf(order.id),
            description: `Продление парковки на ${hours} ч, заказ №${order.id}`,
            returnPath: '/cabinet/',
          },
        };
      },
      async compensate({ tx, change }) {
        await holds.extend(change.orderId, new Date(String(change.data.ends_at_before)), tx);
      },
    },
    cancel_before_start: {
      async refusal({ order, now }) {
        if (order.status !== 'active') return 'Отменить можно только оплаченную стоянку';
        if (!order.startsAt || order.startsAt <= now) return 'Стоянка уже началась: отменить её нельзя';
        return null;
      },
      async plan({ order, refundable }) {
        const money = await refundable();
        return {
          cancel: { reason: 'parking_canceled_before_start' },
          refund: {
            amount: money.provider,
            reason: 'Отмена парковки до начала',
            key: `parking-cancel:${order.id}`,
            paymentIds: money.providerPayments,
          },
        };
      },
    },
  };
}
