/**
 * The order lifecycle as an explicit state graph, shared by every kind of order
 * (storage, cloud, rental, apartment). Anything not listed here is refused.
 *
 *   awaiting_payment ─ paid ─────────────▶ active ─ renewed/extended ─▶ active
 *        │  ├─ booker cancels ─▶ canceled   │  ├─ cancel flow ─▶ cancel_requested ─ withdrawn ─▶ active
 *        │  └─ late payment, cell gone ─▶ canceled (refunded)   │                   └─ cancel date ─▶ finished
 *        └─ hold expired ─▶ expired        ├─ period over, no renewal ─▶ finished
 *                                           └─ canceled before its service began (a cloud pickup) ─▶ canceled (refunded)
 */

export const orderStatuses = ['awaiting_payment', 'active', 'cancel_requested', 'finished', 'canceled', 'expired'] as const;
export type OrderStatus = (typeof orderStatuses)[number];

const graph: Record<OrderStatus, readonly OrderStatus[]> = {
  awaiting_payment: ['active', 'canceled', 'expired'],
  active: ['active', 'cancel_requested', 'finished', 'canceled'],
  cancel_requested: ['active', 'finished'],
  finished: [],
  canceled: [],
  expired: [],
};

export function canTransition(from: OrderStatus, to: OrderStatus): boolean {
  return graph[from].includes(to);
}

/** The three lists of the cabinet: what a person sees, derived from status and time. */
export type OrderGroup = 'active' | 'awaiting_payment' | 'finished';

/**
 * An unpaid order whose hold is over reads as expired even before anything wrote it down
 * (state derived from time, no background job needed).
 */
export function effectiveStatus(order: { status: OrderStatus; holdExpiresAt: Date | null }, now: Date): OrderStatus {
  if (order.status === 'awaiting_payment' && order.holdExpiresAt && order.holdExpiresAt.getTime() <= now.getTime()) {
    return 'expired';
  }
  return order.status;
}

export function orderGroup(status: OrderStatus): OrderGroup {
  if (status === 'active' || status === 'cancel_requested') return 'active';
  if (status === 'awaiting_payment') return 'awaiting_payment';
  return 'finished';
}

export const orderStatusTitles: Record<OrderStatus, string> = {
  awaiting_payment: 'Ожидает оплаты',
  active: 'Активна',
  cancel_requested: 'Расторжение оформлено',
  finished: 'Завершена',
  canceled: 'Отменена',
  expired: 'Бронь истекла',
};
