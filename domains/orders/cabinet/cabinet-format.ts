import { effectiveStatus, orderGroup, orderStatusTitles, type OrderStatus } from '../core/lifecycle';
import { renewalChargeAt } from '../core/renewal-date';
import type { OrderListItem } from './cabinet-schema';
import type { ListedItem } from '../core/product-kind';
import type { PriceSnapshot } from '../tables';

/** The timeline line of an order event: the reason when we know it, else the new status. */
const eventReasonTitles: Record<string, string> = {
  created: 'Заказ оформлен',
  booked: 'Ячейка забронирована',
  payment_succeeded: 'Оплата прошла',
  paid: 'Оплата прошла',
  renewed: 'Аренда продлена автоматически',
  renewal: 'Аренда продлена автоматически',
  extended: 'Аренда продлена',
  extension: 'Аренда продлена',
  cancel_flow: 'Оформлено расторжение договора',
  cancel_withdrawn: 'Расторжение отозвано',
  hold_expired: 'Бронь истекла без оплаты',
  booker_canceled: 'Бронь отменена',
  late_payment_cell_taken: 'Оплата пришла после брони, ячейка занята — деньги возвращены',
  late_payment_promo_used_up: 'Оплата пришла после брони, промокод исчерпан — деньги возвращены',
  period_over: 'Срок аренды закончился',
  cancel_date_reached: 'Договор расторгнут',
  ended_early: 'Аренда завершена досрочно',
};

export function eventTitle(reason: string, to: string): string {
  return eventReasonTitles[reason] ?? orderStatusTitles[to as OrderStatus] ?? to;
}

export interface OrderRowLike {
  id: number;
  kind: string;
  status: string;
  periodCode: string | null;
  startsAt: Date | null;
  endsAt: Date | null;
  holdExpiresAt: Date | null;
  price: PriceSnapshot | null;
  total: number;
  autoRenewal: boolean;
  cancelDate: Date | null;
  createdAt: Date;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** A list item: the order's own fields and what its kind shows of the item and place. */
export function toListItem(row: OrderRowLike, shown: ListedItem, now: Date): Omit<OrderListItem, 'path'> {
  const status = effectiveStatus({ status: row.status as OrderStatus, holdExpiresAt: row.holdExpiresAt }, now);
  return {
    id: row.id,
    kind: row.kind,
    status,
    status_title: orderStatusTitles[status],
    group: orderGroup(status),
    title: shown.title,
    subtitle: shown.subtitle,
    warehouse: shown.warehouse,
    cell: shown.cell,
    period: row.periodCode ? { code: row.periodCode, title: row.price?.periodTitle ?? row.periodCode } : null,
    starts_at: iso(row.startsAt),
    ends_at: iso(row.endsAt),
    total: row.total,
    auto_renewal: row.autoRenewal,
    next_charge_at: status === 'active' && row.autoRenewal && row.endsAt ? renewalChargeAt(row.endsAt).toISOString() : null,
    hold_expires_at: status === 'awaiting_payment' ? iso(row.holdExpiresAt) : null,
    cancel_date: status === 'cancel_requested' ? iso(row.cancelDate) : null,
    created_at: row.createdAt.toISOString(),
  };
}
