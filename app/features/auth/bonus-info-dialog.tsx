import { Dialog } from '../../shell/dialogs/dialog';
import styles from './login.module.css';

/** The guest's bonus badge: what bonus points are for, and the way into the account. */
export function BonusInfoDialog({ open, onClose, onLogin }: { open: boolean; onClose: () => void; onLogin: () => void }) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Бонусные баллы"
      size="bonus"
      testId="bonus-info-dialog"
      footer={
        <button type="button" className={`btn btn-primary ${styles.submit}`} onClick={onLogin}>
          Войти в аккаунт
        </button>
      }
    >
      <div className={styles.form}>
        <p className={styles.lead}>
          Бонусными баллами можно оплатить действующие подписки или новые услуги: хранение вещей, аренду инструментов и квартир.
        </p>
        <p className={styles.lead}>Войдите в аккаунт, чтобы увидеть свой баланс и получать баллы за заказы и отзывы.</p>
      </div>
    </Dialog>
  );
}
