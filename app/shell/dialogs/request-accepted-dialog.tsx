import { Dialog } from './dialog';
import styles from './shell-dialogs.module.css';

export function RequestAcceptedDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Заявка принята"
      testId="request-accepted-dialog"
      footer={
        <button type="button" className="btn btn-primary" onClick={onClose}>
          Назад
        </button>
      }
    >
      <p className={styles.lead}>Мы скоро свяжемся с вами.</p>
    </Dialog>
  );
}
