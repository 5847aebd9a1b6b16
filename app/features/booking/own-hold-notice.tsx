import { useState } from 'react';
import { useSnackbar } from '../../shell/snackbar/snackbar';
import { payOwnHold, type OwnHold } from './booking-api';
import styles from './booking.module.css';

/**
 * The booker's own unpaid hold of this cell for these dates (after going back from the checkout):
 * not «taken», but the order waiting to be paid, with the button that pays it.
 */
export function OwnHoldNotice({ hold, signedIn }: { hold: OwnHold; signedIn: boolean }) {
  const snackbar = useSnackbar();
  const [busy, setBusy] = useState(false);
  async function pay() {
    if (busy) return;
    setBusy(true);
    try {
      window.location.assign(await payOwnHold(hold, signedIn));
    } catch (error) {
      setBusy(false);
      snackbar.showError(error);
    }
  }
  return (
    <div className={styles.own} role="status" data-testid="own-hold">
      <p className={styles.ownText}>Эта ячейка на эти даты уже забронирована вами — бронь ждёт оплаты.</p>
      <button
        type="button"
        className={`btn btn-primary ${styles.submit}`}
        onClick={() => void pay()}
        disabled={busy}
        data-testid="own-hold-pay"
      >
        {busy ? 'Переходим к оплате…' : 'У вас есть неоплаченная бронь — оплатить'}
      </button>
    </div>
  );
}
