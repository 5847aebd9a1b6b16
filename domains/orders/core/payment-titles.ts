import type { OrderPaymentPurpose } from './order-purposes';
import type { ProductKinds } from './product-kind';

/** The core's words when a kind names none of its own. */
const coreTitles: Record<OrderPaymentPurpose, string> = {
  order: 'Оплата заказа',
  renewal: 'Автопродление аренды',
  extension: 'Продление аренды',
  invoice: 'Оплата по счёту',
};

/** The core's other purposes (their payments belong to an order but do not pay for it). */
const otherCoreTitles: Record<string, string> = {
  fine: 'Штраф',
  change: 'Изменение заказа',
};

const isOrderPurpose = (purpose: string): purpose is OrderPaymentPurpose => Object.hasOwn(coreTitles, purpose);

/**
 * What an order's payment was for, in one vocabulary for every page that lists or shows one (the
 * payments history, an order's documents, the payment result page): the words its kind registered
 * (`cabinet.paymentTitles`: a cloud's storage never reads as a cell's rent), else the core's. A
 * purpose orders do not own is titled by whoever registered it with payments.
 */
export function orderPaymentTitle(kinds: ProductKinds, purpose: string, kind: string | null | undefined): string {
  if (!isOrderPurpose(purpose)) return (Object.hasOwn(otherCoreTitles, purpose) ? otherCoreTitles[purpose] : undefined) ?? 'Платёж';
  return (kind ? kinds.find(kind)?.cabinet.paymentTitles?.[purpose] : undefined) ?? coreTitles[purpose];
}
