import { useState } from 'react';
import { SmartLink } from '../../shell/smart-link';
import { loginThenHref, useCountdown } from '../auth';
import { useSnackbar } from '../../shell/snackbar/snackbar';
import styles from './email-pages.module.css';
import { profileApi } from './profile-api';

export interface EmailStatus {
  /** The address waiting for its link, if any. */
  waiting: string | null;
  confirmed: string | null;
}

/** /auth/email/unconfirmed/: the address is not confirmed yet; the letter can be sent again. */
export function EmailUnconfirmed({ status }: { status: EmailStatus | null }) {
  const { show, showError } = useSnackbar();
  const [busy, setBusy] = useState(false);
  const [resend, setResend] = useState({ seconds: 0, at: 0 });
  const wait = useCountdown(resend.seconds, resend.at);

  if (status && !status.waiting && status.confirmed) {
    return (
      <Card icon="✓" tone="ok" title="Почта подтверждена">
        <p className={styles.text}>
          Ваша почта <strong>{status.confirmed}</strong> уже подтверждена.
        </p>
        <div className={styles.cta}>
          <SmartLink to="/cabinet/profile/" className="btn btn-primary">
            Перейти в профиль
          </SmartLink>
        </div>
      </Card>
    );
  }

  return (
    <Card icon="✉" tone="wait" title="Почта ещё не подтверждена">
      {status?.waiting ? (
        <p className={styles.text}>
          Мы отправили письмо на <strong>{status.waiting}</strong>. Откройте ссылку из письма — она действует 24 часа. Письма нет? Проверьте
          папку «Спам» или отправьте его ещё раз.
        </p>
      ) : (
        <p className={styles.text}>
          Чтобы получать чеки и документы на почту и входить по коду из письма, подтвердите адрес: откройте ссылку из письма, которое мы
          прислали после того, как вы указали почту в профиле.
        </p>
      )}
      {status === null ? (
        <div className={styles.cta}>
          <SmartLink to={loginThenHref('/auth/email/unconfirmed/')} className="btn btn-primary">
            Войти, чтобы отправить письмо ещё раз
          </SmartLink>
        </div>
      ) : (
        <div className={styles.cta}>
          {status.waiting ? (
            <button
              type="button"
              className="btn btn-primary"
              disabled={busy || wait > 0}
              onClick={async () => {
                setBusy(true);
                try {
                  const sent = await profileApi.resendEmail();
                  setResend({ seconds: sent.resend_after, at: Date.now() });
                  show({ text: `Письмо отправлено на ${sent.email}`, color: 'success', icon: 'success' });
                } catch (error) {
                  const retry = (error as { body?: { retry_after?: unknown } }).body?.retry_after;
                  if (typeof retry === 'number') setResend({ seconds: retry, at: Date.now() });
                  showError(error);
                } finally {
                  setBusy(false);
                }
              }}
            >
              {wait > 0 ? `Ещё раз — через ${wait} с` : 'Отправить письмо ещё раз'}
            </button>
          ) : null}
          <SmartLink to="/cabinet/profile/" className={status.waiting ? 'btn btn-secondary' : 'btn btn-primary'}>
            {status.waiting ? 'Изменить почту' : 'Указать почту в профиле'}
          </SmartLink>
        </div>
      )}
    </Card>
  );
}

function Card({ icon, tone, title, children }: { icon: string; tone: 'ok' | 'wait'; title: string; children: React.ReactNode }) {
  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="email-status-title" data-testid="email-status">
        <span className={styles[tone]} aria-hidden="true">
          {icon}
        </span>
        <h1 id="email-status-title" className={styles.title}>
          {title}
        </h1>
        {children}
      </section>
    </div>
  );
}
