import { useRef, useState, type FormEvent } from 'react';
import { ApiError, apiRequest, errorSnackText } from '../../shell/api-client';
import { useSnackbar } from '../../shell/snackbar/snackbar';
import { useHydrated } from '../../shell/use-hydrated';
import { PhoneField } from '../auth';
import { appLinkRequestBody, appLinkSentText, validateAppLinkPhone } from './app-link-form';
import styles from './feedback.module.css';

/** "Прислать ссылку": the store links by SMS to the visitor's phone (at most 3 a day per number). */
export function AppLinkForm() {
  const { showError } = useSnackbar();
  const [phone, setPhone] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [sentText, setSentText] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  // The main page hydrates this form after itself (shell/deferred.tsx): until it is live, the
  // server's copy is disabled, so nothing can be typed or submitted into a form that would not answer.
  const hydrated = useHydrated();
  const busy = sending || !hydrated;
  const sendingRef = useRef(false);
  const phoneRef = useRef<HTMLInputElement>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sendingRef.current) return;
    const found = validateAppLinkPhone(phone);
    setError(found);
    if (found) {
      phoneRef.current?.focus();
      return;
    }
    sendingRef.current = true;
    setSending(true);
    setSentText(null);
    const body = appLinkRequestBody(phone);
    try {
      await apiRequest('/api/cabinet/site/leads/appUrl', { method: 'POST', body });
      setSentText(appLinkSentText(body.phone));
      setPhone('');
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 429) setError(errorSnackText(failure));
      else if (failure instanceof ApiError && failure.fields?.phone) setError(failure.fields.phone);
      else showError(failure);
    } finally {
      sendingRef.current = false;
      setSending(false);
    }
  }

  return (
    <form
      className={styles.appLink}
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-busy={sending || undefined}
      aria-labelledby="app-link-title"
      data-testid="app-link-form"
    >
      <p id="app-link-title" className={styles.appLinkTitle}>
        Пришлём ссылку на приложение по SMS
      </p>
      <div className={styles.appLinkRow}>
        <PhoneField
          value={phone}
          onChange={(value) => {
            setPhone(value);
            setError(undefined);
          }}
          error={error}
          inputRef={phoneRef}
          disabled={busy}
          label="Номер телефона"
        />
        <button type="submit" className={`btn btn-primary ${styles.appLinkSubmit}`} disabled={busy}>
          {sending ? 'Отправляем…' : 'Прислать ссылку'}
        </button>
      </div>
      <p className={styles.appLinkStatus} role="status">
        {sentText}
      </p>
    </form>
  );
}
