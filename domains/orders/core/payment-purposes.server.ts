import type { PaymentPurposes, SettledListener } from '../../payments/service.server';
import { ORDER_PAYMENT_PURPOSES } from './order-purposes';
import { orderPaymentTitle } from './payment-titles';
import type { ProductKinds } from './product-kind';

/**
 * Registers orders' purposes with the payments service and their words by the order's kind: the
 * payment outcome settles the order, its invoice and renewals; an extension's `extend` change settles
 * the extension.
 */
export function registerOrderPaymentPurposes(
  purposes: PaymentPurposes,
  listeners: { outcome: SettledListener; extension: SettledListener },
  kinds: ProductKinds,
): void {
  for (const name of ORDER_PAYMENT_PURPOSES) {
    purposes.register({
      name,
      settled: name === 'extension' ? listeners.extension : listeners.outcome,
      title: (owner) => orderPaymentTitle(kinds, name, owner?.kind),
      paysOwner: name === 'order' || name === 'invoice',
    });
  }
}
