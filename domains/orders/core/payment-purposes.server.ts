import type { PaymentPurposes, SettledListener } from '../../payments/service.server';
import { ORDER_PAYMENT_PURPOSES, orderPaymentTitle } from './payment-titles';
import type { ProductKinds } from './product-kind';

/** Registers orders' purposes with the payments service: their outcome listener and their words by the order's kind. */
export function registerOrderPaymentPurposes(purposes: PaymentPurposes, settled: SettledListener, kinds: ProductKinds): void {
  for (const name of ORDER_PAYMENT_PURPOSES) {
    purposes.register({
      name,
      settled,
      title: (owner) => orderPaymentTitle(kinds, name, owner?.kind),
      paysOwner: name === 'order' || name === 'invoice',
    });
  }
}
