import { paymentTitle } from '../../../lib/payment-titles';
import type { PaymentPurposes, SettledListener } from '../../payments/service.server';

/** The payments orders own: the first payment and its invoice pay the order, renewal and extension add periods. */
export const ORDER_PAYMENT_PURPOSES = ['order', 'invoice', 'renewal', 'extension'] as const;

/** Registers orders' purposes with the payments service: their outcome listener and their words by the order's kind. */
export function registerOrderPaymentPurposes(purposes: PaymentPurposes, settled: SettledListener): void {
  for (const name of ORDER_PAYMENT_PURPOSES) {
    purposes.register({
      name,
      settled,
      title: (owner) => paymentTitle(name, owner?.kind),
      paysOwner: name === 'order' || name === 'invoice',
    });
  }
}
