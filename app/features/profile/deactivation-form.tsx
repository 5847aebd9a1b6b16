import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { SmartLink } from '../../shell/smart-link';
import { AUTH_LOGOUT_EVENT } from '../auth';
import { ApiError } from '../../shell/api-client';
import { markAuthChanged } from '../../shell/shell-data';
import { useSnackbar } from '../../shell/snackbar/snackbar';
import { DeactivationFacts } from './deactivation-facts';
import styles from './deactivation.module.css';
import profileStyles from './profile.module.css';
import { profileApi } from './profile-api';
import type { ProfileVariant } from './profile-page';

const REASON_MAX = 500;

/**
 * Deleting the account (cabinet and app): what happens, an optional reason, an explicit
 * confirmation. The site then goes to the main page signed out; the app is told to take over.
 */
export function DeactivationForm({ variant }: { variant: ProfileVariant }) {
  const navigate = useNavigate();
  const { show, showError } = useSnackbar();
  const [reason, setReason] = useState('');
  const [confirmed, setConfirmed] = useState(false);
  const [busy, setBusy] = useState(false);
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [deleted, setDeleted] = useState(false);
  const reasonId = useId();

  if (deleted) {
    return (
      <div className={styles.page}>
        <div className={styles.result} role="status" data-testid="deactivation-done">
          <h1 className={styles.resultTitle}>Аккаунт удалён</h1>
          <p className={styles.resultText}>
            Вернитесь в приложение: из него мы тоже вышли. Номер можно снова использовать для регистрации.
          </p>
        </div>
      </div>
    );
  }

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!confirmed || busy) return;
    setBusy(true);
    try {
      await profileApi.deactivate(reason);
      window.dispatchEvent(new CustomEvent(AUTH_LOGOUT_EVENT));
      markAuthChanged();
      if (variant === 'webview') {
        setDeleted(true);
        return;
      }
      show({ text: 'Аккаунт удалён. Спасибо, что были с нами', color: 'success', icon: 'success' });
      await navigate('/', { replace: true });
    } catch (error) {
      if (error instanceof ApiError && error.fields?.reason) setReasonError(error.fields.reason);
      showError(error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Удаление аккаунта</h1>
      <p className={styles.lead}>
        Перед удалением завершите активные аренды и заберите вещи со склада: после удаления управлять заказами из аккаунта не получится.
      </p>
      <DeactivationFacts />
      <form className={styles.form} onSubmit={submit} noValidate data-testid="deactivation-form">
        <div className={profileStyles.field}>
          <label htmlFor={reasonId} className={profileStyles.label}>
            Почему вы уходите?<span className={profileStyles.optional}> — необязательно</span>
          </label>
          <textarea
            id={reasonId}
            name="reason"
            className={profileStyles.input}
            maxLength={REASON_MAX}
            value={reason}
            aria-invalid={reasonError ? true : undefined}
            aria-describedby={`${reasonId}-count`}
            onChange={(event) => {
              setReason(event.target.value);
              setReasonError(null);
            }}
          />
          <p id={`${reasonId}-count`} className={styles.counter}>
            {reason.length} из {REASON_MAX}
          </p>
          {reasonError ? (
            <p className={profileStyles.error} role="alert">
              {reasonError}
            </p>
          ) : null}
        </div>
        <label className={styles.check}>
          <input type="checkbox" name="confirm" checked={confirmed} onChange={(event) => setConfirmed(event.target.checked)} />
          <span>Я понимаю, что аккаунт и бонусы нельзя будет восстановить</span>
        </label>
        <div className={styles.actions}>
          <button type="submit" className={`btn ${styles.destructive}`} disabled={!confirmed || busy}>
            {busy ? 'Удаляем…' : 'Удалить аккаунт'}
          </button>
          <SmartLink to={variant === 'webview' ? '/webview/cabinet/profile/' : '/cabinet/profile/'} className="btn btn-secondary">
            Не удалять
          </SmartLink>
        </div>
      </form>
    </div>
  );
}
