import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { Dialog } from '../../shell/dialogs/dialog';
import { useSnackbar } from '../../shell/snackbar/snackbar';
import { cloudCabinetApi, type CloudRequest } from './api';
import { formatRub, windowText } from './format';
import styles from './cloud-cabinet.module.css';

/** Asks once more before a paid cloud order is cancelled before its pickup, and says what comes back. */
export function CancelPickupDialog({ request, open, onClose }: { request: CloudRequest; open: boolean; onClose: () => void }) {
  const snackbar = useSnackbar();
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    if (request.order_id == null) return;
    setBusy(true);
    try {
      const answer = await cloudCabinetApi.cancelOrder(request.order_id);
      const back = [
        answer.refund > 0 ? `${formatRub(answer.refund)} вернутся на карту` : null,
        answer.bonuses_returned > 0 ? 'баллы — на счёт' : null,
      ]
        .filter(Boolean)
        .join(', ');
      snackbar.show({ text: `Вывоз отменён${back ? `: ${back}` : ''}`, color: 'success', icon: 'success' });
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
      title="Отменить вывоз?"
      testId="cancel-pickup-dialog"
      footer={
        <button type="button" className="btn btn-primary" onClick={confirm} disabled={busy} data-testid="cancel-pickup-confirm">
          {busy ? 'Отменяем…' : 'Отменить вывоз и заказ'}
        </button>
      }
    >
      <p>
        Грузчики не приедут {windowText(request.window)}, заказ №{request.order_id} отменится.
      </p>
      <p className={styles.muted}>
        Оплата вернётся на карту, которой оплачен заказ, в течение 10 рабочих дней; потраченные баллы вернутся на счёт сразу. Отменить можно
        не позже чем за 4 часа до начала окна.
      </p>
    </Dialog>
  );
}
