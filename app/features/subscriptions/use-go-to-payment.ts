import { useState } from 'react';
import { useSnackbar } from '../../shell/snackbar/snackbar';

/** What a call that starts a payment answers: the provider's page, or the payment to follow on the status page. */
export interface StartedPayment {
  confirmation_url: string | null;
  payment_id?: string | null;
}

/**
 * One way to go from a button to the payment: `go(start)` runs the call, then opens the provider's
 * page (or the status page of a payment that needs no confirmation); a refusal shows in the snackbar
 * and the button comes back. `busy` stays on while the browser leaves.
 */
export function useGoToPayment() {
  const snackbar = useSnackbar();
  const [busy, setBusy] = useState(false);
  const go = async (start: () => Promise<StartedPayment>) => {
    setBusy(true);
    try {
      const { confirmation_url: url, payment_id: id } = await start();
      if (url) window.location.assign(url);
      else if (id) window.location.assign(`/payments/status/?id=${encodeURIComponent(id)}`);
      else setBusy(false);
    } catch (error) {
      snackbar.showError(error);
      setBusy(false);
    }
  };
  return { busy, go };
}
