import { formatPeriod } from '../../../lib/format/dates';
import { effectiveStatus, orderStatusTitles, type OrderStatus } from './lifecycle';
import type { orders } from '../tables';

/** An order as the booking and guest pages show it; its kind adds what it shows of the booked item. */
export function orderView(order: typeof orders.$inferSelect, now: Date) {
  const status = effectiveStatus({ status: order.status as OrderStatus, holdExpiresAt: order.holdExpiresAt }, now);
  return {
    id: order.id,
    kind: order.kind,
    status,
    status_title: orderStatusTitles[status],
    tariff_kind: order.tariffKind,
    period_code: order.periodCode,
    period_title: order.price?.periodTitle ?? null,
    starts_at: order.startsAt?.toISOString() ?? null,
    ends_at: order.endsAt?.toISOString() ?? null,
    /** DD.MM.YYYY–DD.MM.YYYY (the last day inclusive), as every page and payment names the period */
    period_text: order.startsAt && order.endsAt ? formatPeriod(order.startsAt, order.endsAt) : null,
    hold_expires_at: status === 'awaiting_payment' ? (order.holdExpiresAt?.toISOString() ?? null) : null,
    total: order.total,
    price: order.price,
    auto_renewal: order.autoRenewal,
    guest_phone: order.guestPhone,
  };
}

export type OrderView = ReturnType<typeof orderView>;
