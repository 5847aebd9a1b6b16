import { paymentTitle } from '../../../lib/payment-titles';
import type { PaymentPurposes, SettledListener } from '../../payments/service.server';

/** The payments orders own: the first payment and its invoice pay the order, renewal and extension add periods. */
export const ORDER_PAYMENT_PURPOSES = ['order', 'invoice', 'renewal', 'extension'] as const;

/**
 * Registers orders' purposes with the payments service and their words by the order's kind: the
 * payment outcome settles the order, its invoice and renewals; an extension's `extend` change settles
 * the extension.
 */
export function registerOrderPaymentPurposes(
  purposes: PaymentPurposes,
  listeners: { outcome: SettledListener; extension: SettledListener },
): void {
  for (const name of ORDER_PAYMENT_PURPOSES) {
    purposes.register({
      name,
      settled: name === 'extension' ? listeners.extension : listeners.outcome,
      title: (owner) => paymentTitle(name, owner?.kind),
      paysOwner: name === 'order' || name === 'invoice',
    });
  }
}
