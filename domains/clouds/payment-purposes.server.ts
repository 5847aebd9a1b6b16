import type { PaymentPurposes, SettledListener } from '../payments/service.server';

/**
 * The clouds line's own payments: `request`, the delivery of a return (the payer goes back to its
 * request), and `surcharge`, a bigger measured volume. Their outcomes reach the line's listeners.
 */
export function registerCloudPaymentPurposes(
  purposes: PaymentPurposes,
  listeners: { request: SettledListener; surcharge: SettledListener },
): void {
  purposes.register({
    name: 'request',
    title: () => 'Доставка вещей из облака',
    settled: listeners.request,
    resultLink: (payment, owner) =>
      typeof payment.metadata.request_id === 'string' ? `/cabinet/requests/${payment.metadata.request_id}/` : (owner?.path ?? null),
  });
  purposes.register({ name: 'surcharge', title: () => 'Доплата за объём по замеру', settled: listeners.surcharge });
}
