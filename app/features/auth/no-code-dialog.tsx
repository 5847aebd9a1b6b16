import { formatPhone, phoneHref } from '../../../lib/format/phone';
import { siteConfig } from '../../../lib/site-config';
import { Dialog } from '../../shell/dialogs/dialog';
import styles from './login.module.css';

/** "Не пришёл код?": what to check before asking for another code, and the support line. */
export function NoCodeDialog({ open, onClose, phone }: { open: boolean; onClose: () => void; phone: string }) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Не пришёл код?"
      size="login"
      testId="no-code-dialog"
      footer={
        <button type="button" className="btn btn-primary" onClick={onClose}>
          Понятно
        </button>
      }
    >
      <ul className={styles.advice}>
        <li>Проверьте номер{phone ? <strong> {phone}</strong> : null}. Если в нём ошибка, нажмите «Изменить номер».</li>
        <li>Подождите пару минут: SMS и письма иногда задерживаются. Письмо с кодом могло попасть в «Спам».</li>
        <li>Когда закончится отсчёт, отправьте код ещё раз или выберите другой способ: звонок, SMS или e-mail.</li>
        <li>
          Если ничего не помогает, позвоните в поддержку:{' '}
          <a href={phoneHref(siteConfig.supportPhone)} data-testid="no-code-support">
            {formatPhone(siteConfig.supportPhone)}
          </a>{' '}
          ({siteConfig.hours.toLowerCase()}).
        </li>
      </ul>
    </Dialog>
  );
}
