import { and, eq, gt, isNotNull, lte } from 'drizzle-orm';
import type { Db } from '../../../db/client.server';
import type { Tx } from '../../../db/tx';
import { formatDate, formatDateTime } from '../../../lib/format/dates';
import { formatRub } from '../../../lib/format/money';
import { addNotification, orderWasTold } from '../../notifications/service.server';
import type { ProductKinds } from './product-kind';
import { orders } from '../tables';

type Order = Pick<typeof orders.$inferSelect, 'id' | 'kind' | 'userId' | 'total' | 'holdExpiresAt' | 'paymentMethod'>;

/** The order's page in the cabinet, from its kind's registration (the list when the kind is no longer sold). */
export const orderPageOf = (kinds: ProductKinds, order: Pick<Order, 'kind' | 'id'>): string =>
  kinds.find(order.kind)?.cabinet.path(order.id) ?? '/cabinet/subscriptions/';

/** How long before a hold ends its owner is warned: a card hold lasts minutes, an invoice days. */
export function holdWarningLeadMs(paymentMethod: string): number {
  return paymentMethod === 'invoice' ? 24 * 3600_000 : 5 * 60_000;
}

/** The order is placed: paid already when discounts covered it, otherwise held until a moment. */
export async function tellBooked(tx: Tx, order: Order, now: Date, kinds: ProductKinds): Promise<void> {
  if (order.userId === null) return;
  const until = order.holdExpiresAt ? ` Бронь действует до ${formatDateTime(order.holdExpiresAt)} (мск): оплатите до этого времени.` : '';
  const text =
    order.total === 0 || !until ? `Заказ №${order.id} оформлен.` : `Заказ №${order.id} на ${formatRub(order.total)} оформлен.${until}`;
  await addNotification(
    tx,
    order.userId,
    { event: 'booked', showType: 'ORDER', title: 'Заказ оформлен', text, orderId: order.id, link: orderPageOf(kinds, order) },
    now,
  );
}

/** The cancellation is accepted: the last day and what will be returned. */
export async function tellCancelAccepted(
  tx: Tx,
  order: Pick<Order, 'id' | 'kind' | 'userId'>,
  terms: { endsAt: Date; refund: number },
  now: Date,
  kinds: ProductKinds,
): Promise<void> {
  if (order.userId === null) return;
  const refund = terms.refund > 0 ? ` После него вернём ${formatRub(terms.refund)}.` : '';
  await addNotification(
    tx,
    order.userId,
    {
      event: 'cancel_accepted',
      showType: 'ORDER',
      title: 'Заявка на расторжение принята',
      text: `Аренда по заказу №${order.id} закончится ${formatDate(terms.endsAt)}.${refund}`,
      orderId: order.id,
      link: orderPageOf(kinds, order),
    },
    now,
  );
}

/**
 * The job run every minute: owners of unpaid holds ending within their lead time are warned once per
 * order. The order's row is locked while it checks and writes, so two runs warn once.
 */
export async function warnExpiringHolds(db: Db, now: Date, kinds: ProductKinds): Promise<number> {
  const horizon = new Date(now.getTime() + holdWarningLeadMs('invoice'));
  const candidates = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.status, 'awaiting_payment'),
        isNotNull(orders.userId),
        gt(orders.holdExpiresAt, now),
        lte(orders.holdExpiresAt, horizon),
      ),
    );
  let warned = 0;
  for (const { id } of candidates) {
    const told = await db.transaction(async (tx) => {
      const [order] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
      if (!order || order.status !== 'awaiting_payment' || order.userId === null || !order.holdExpiresAt) return false;
      if (order.holdExpiresAt <= now || order.holdExpiresAt.getTime() - now.getTime() > holdWarningLeadMs(order.paymentMethod))
        return false;
      if (await orderWasTold(tx, order.userId, order.id, 'hold_expiring')) return false;
      const how = order.paymentMethod === 'invoice' ? 'Оплатите счёт' : 'Оплатите заказ';
      await addNotification(
        tx,
        order.userId,
        {
          event: 'hold_expiring',
          showType: 'ORDER',
          title: 'Бронь скоро закончится',
          text: `Бронь по заказу №${order.id} действует до ${formatDateTime(order.holdExpiresAt)} (мск). ${how}, иначе бокс освободится.`,
          orderId: order.id,
          link: orderPageOf(kinds, order),
        },
        now,
      );
      return true;
    });
    if (told) warned += 1;
  }
  return warned;
}
