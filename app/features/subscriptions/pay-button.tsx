import { useState } from 'react';
import { useSnackbar } from '../../shell/snackbar/snackbar';
import { subscriptionsApi } from './api';

/** "Оплатить" for an order awaiting payment: a new payment link, then the provider's page. */
export function PayButton({ orderId, className }: { orderId: number; className?: string }) {
  const snackbar = useSnackbar();
  const [busy, setBusy] = useState(false);
  const pay = async () => {
    setBusy(true);
    try {
      const result = await subscriptionsApi.pay(orderId);
      const url = result.payment.confirmation_url;
      if (url) window.location.assign(url);
      else window.location.assign(`/payments/status/?id=${encodeURIComponent(result.payment.id)}`);
    } catch (error) {
      snackbar.showError(error);
      setBusy(false);
    }
  };
  return (
    <button type="button" className={className ?? 'btn btn-primary'} onClick={pay} disabled={busy} data-testid={`pay-${orderId}`}>
      {busy ? 'Переходим к оплате…' : 'Оплатить'}
    </button>
  );
}
