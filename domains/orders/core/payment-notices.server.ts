import type { Tx } from '../../../db/tx';
import { formatRub } from '../../../lib/format/money';
import { addNotification, type NewNotification } from '../../notifications/service.server';
import type { SettledEvent } from '../../payments/service.server';
import type { orders } from '../tables';

type Order = typeof orders.$inferSelect;
type Outcome = 'applied' | 'refund' | 'ignored';

/** What the owner of an order is told of a payment's outcome; nothing for a guest order (no account to tell). */
export function paymentNotice(event: SettledEvent, order: Order, outcome: Outcome, link?: string, cause?: string): NewNotification | null {
  const { payment } = event;
  const sum = formatRub(payment.amount);
  const base = { orderId: order.id, showType: 'PAYMENT' as const, link };
  const renewal = payment.purpose === 'renewal';
  if (event.outcome === 'canceled') {
    // A payment abandoned after the order was paid or ended (a second checkout left open) tells nothing.
    if (order.status !== (renewal ? 'active' : 'awaiting_payment')) return null;
    if (renewal) {
      return {
        ...base,
        event: 'renewal_declined',
        title: 'Продление не оплачено',
        text: `Не удалось списать ${sum} за продление заказа №${order.id}. Проверьте карту в разделе «Платежи и документы».`,
        link: '/cabinet/payments/?tab=cards',
      };
    }
    return {
      ...base,
      event: 'payment_failed',
      title: 'Оплата не прошла',
      text: `Платёж ${sum} по заказу №${order.id} не прошёл. Оплатить снова можно на странице заказа, пока действует бронь.`,
    };
  }
  if (outcome === 'refund' && cause === 'late_payment_promo_used_up') {
    return {
      ...base,
      event: 'refund_due',
      title: 'Вернём платёж: промокод закончился',
      text:
        `Платёж ${sum} по заказу №${order.id} пришёл после окончания брони, а промокод ${order.promoCode ?? ''} ` +
        'за это время использовали максимальное число раз. Заказ отменён, деньги вернутся на карту. ' +
        'Оформите заказ заново — без промокода или с другим.',
    };
  }
  if (outcome === 'refund') {
    return {
      ...base,
      event: 'refund_due',
      title: 'Вернём платёж',
      text: `Платёж ${sum} по заказу №${order.id} не понадобился: заказ уже оплачен, отменён или бокс занят. Деньги вернутся на карту.`,
    };
  }
  if (outcome !== 'applied') return null;
  if (renewal) {
    return {
      ...base,
      event: 'renewal_charged',
      title: 'Аренда продлена',
      text: `Заказ №${order.id} продлён автоматически, списано ${sum}.`,
    };
  }
  if (payment.purpose === 'extension') {
    return { ...base, event: 'extension_paid', title: 'Аренда продлена', text: `Заказ №${order.id} продлён, оплачено ${sum}.` };
  }
  return { ...base, event: 'paid', title: 'Оплата прошла', text: `Заказ №${order.id} оплачен: ${sum}. Спасибо!` };
}

/** Tells the order's owner of the outcome, in the transaction that records it. */
export async function tellPaymentOutcome(
  tx: Tx,
  event: SettledEvent,
  order: Order,
  outcome: Outcome,
  link: string,
  cause?: string,
): Promise<void> {
  if (order.userId === null) return;
  const notice = paymentNotice(event, order, outcome, link, cause);
  if (notice) await addNotification(tx, order.userId, notice, event.now);
}
