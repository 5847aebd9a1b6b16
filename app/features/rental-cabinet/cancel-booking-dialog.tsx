import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { Dialog } from '../../shell/dialogs/dialog';
import { useSnackbar } from '../../shell/snackbar/snackbar';
import { rentalCabinetApi } from './api';
import styles from './rental-cabinet.module.css';

/** Asks once more before an unpaid booking is cancelled: the tools go back on sale at once, nothing is charged. */
export function CancelBookingDialog({ orderId, open, onClose }: { orderId: number; open: boolean; onClose: () => void }) {
  const snackbar = useSnackbar();
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    setBusy(true);
    try {
      await rentalCabinetApi.cancelBooking(orderId);
      snackbar.show({ text: 'Бронь отменена', color: 'success', icon: 'success' });
      onClose();
      await revalidator.revalidate();
    } catch (error) {
      snackbar.showError(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Отменить бронь?"
      testId="cancel-booking-dialog"
      footer={
        <button type="button" className="btn btn-primary" onClick={confirm} disabled={busy} data-testid="cancel-booking-confirm">
          {busy ? 'Отменяем…' : 'Отменить бронь'}
        </button>
      }
    >
      <p>Инструменты сразу станут доступны другим, заказ № {orderId} отменится.</p>
      <p className={styles.muted}>Заказ не оплачен — с карты ничего не спишется.</p>
    </Dialog>
  );
}
