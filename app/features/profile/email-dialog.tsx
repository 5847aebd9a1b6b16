import { useRef, useState } from 'react';
import { useFocusOnMount } from '../auth';
import { ApiError } from '../../shell/api-client';
import { Dialog } from '../../shell/dialogs/dialog';
import { useSnackbar } from '../../shell/snackbar/snackbar';
import { profileApi } from './profile-api';
import styles from './profile.module.css';
import { LabelledInput as TextField } from '../../shell/forms/labelled-input';

/** A new e-mail: a letter with a link goes there; the address counts once the link is opened. */
export function EmailDialog({
  open,
  onClose,
  current,
  onSent,
}: {
  open: boolean;
  onClose: () => void;
  current: string | null;
  onSent: (email: string) => void;
}) {
  return (
    <Dialog open={open} onClose={onClose} title={current ? 'Смена почты' : 'Электронная почта'} testId="email-dialog">
      <EmailForm current={current} onSent={onSent} onClose={onClose} />
    </Dialog>
  );
}

function EmailForm({ current, onSent, onClose }: { current: string | null; onSent: (email: string) => void; onClose: () => void }) {
  const { showError } = useSnackbar();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  useFocusOnMount(inputRef);

  if (sentTo) {
    return (
      <div className={styles.done} data-testid="email-sent">
        <span className={styles.doneIcon} aria-hidden="true">
          ✉
        </span>
        <p className={styles.stepLead}>
          Письмо отправлено на <strong>{sentTo}</strong>. Откройте ссылку из письма — она действует 24 часа.
          {current ? ` До подтверждения остаётся прежняя почта ${current}.` : ''}
        </p>
        <button type="button" className="btn btn-primary" onClick={onClose}>
          Понятно
        </button>
      </div>
    );
  }

  return (
    <form
      className={styles.steps}
      noValidate
      onSubmit={async (event) => {
        event.preventDefault();
        if (busy) return;
        setBusy(true);
        setError(null);
        try {
          const sent = await profileApi.changeEmail(email);
          setSentTo(sent.email);
          onSent(sent.email);
        } catch (failure) {
          const message = failure instanceof ApiError ? failure.fields?.email : undefined;
          if (message) setError(message);
          showError(failure);
        } finally {
          setBusy(false);
        }
      }}
    >
      <p className={styles.stepLead}>
        Пришлём письмо со ссылкой для подтверждения. Почта нужна для чеков, документов и входа по коду из письма.
      </p>
      <TextField
        label="Новая почта"
        name="email"
        type="email"
        inputMode="email"
        autoComplete="email"
        placeholder="name@mail.ru"
        maxLength={254}
        value={email}
        onChange={(value) => {
          setEmail(value);
          setError(null);
        }}
        error={error}
        inputRef={inputRef}
        data-testid="email-input"
      />
      <div className={styles.stepActions}>
        <button type="submit" className="btn btn-primary" disabled={busy || !email.trim()}>
          {busy ? 'Отправляем…' : 'Отправить письмо'}
        </button>
      </div>
    </form>
  );
}
