import { subscriptionsApi } from './api';
import { useGoToPayment } from './use-go-to-payment';

/** "Оплатить" for an order awaiting payment: a new payment link, then the provider's page. */
export function PayButton({ orderId, className }: { orderId: number; className?: string }) {
  const { busy, go } = useGoToPayment();
  const pay = () =>
    go(async () => {
      const { payment } = await subscriptionsApi.pay(orderId);
      return { confirmation_url: payment.confirmation_url, payment_id: payment.id };
    });
  return (
    <button type="button" className={className ?? 'btn btn-primary'} onClick={pay} disabled={busy} data-testid={`pay-${orderId}`}>
      {busy ? 'Переходим к оплате…' : 'Оплатить'}
    </button>
  );
}
