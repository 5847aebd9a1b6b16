import { useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../shell/api-client';
import { useDialogs } from '../../shell/dialogs/dialogs-provider';
import { TextField } from '../../shell/forms/text-field';
import { useViewer } from '../../shell/shell-data';
import { useSnackbar } from '../../shell/snackbar/snackbar';
import { useHydrated } from '../../shell/use-hydrated';
import { PhoneField, formatNational, isPhoneComplete, phoneForApi } from '../auth';
import { cloudsApi } from './clouds-api';
import styles from './clouds.module.css';

/**
 * «Вернуть вещи»: a signed-in person who stores goes to their cloud in the cabinet; anyone else
 * leaves a phone, the server files a callback request and the site's «Заявка принята» opens.
 */
export default function ReturnRequest() {
  const id = useId();
  const viewer = useViewer();
  const live = useHydrated();
  const navigate = useNavigate();
  const { openRequestAccepted } = useDialogs();
  const { showError } = useSnackbar();
  const phoneRef = useRef<HTMLInputElement>(null);
  const [phone, setPhone] = useState(viewer ? formatNational(viewer.phone.replace(/\D/g, '').slice(-10)) : '');
  const [name, setName] = useState(viewer?.first_name ?? '');
  const [error, setError] = useState<string | undefined>();
  const [sending, setSending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (sending) return;
    if (!isPhoneComplete(phone)) {
      setError('Введите номер телефона полностью');
      phoneRef.current?.focus();
      return;
    }
    setSending(true);
    try {
      const answer = await cloudsApi.back({ phone: phoneForApi(phone), ...(name.trim() ? { name: name.trim() } : {}) });
      if (viewer && answer.path) {
        void navigate(answer.path);
        return;
      }
      openRequestAccepted();
    } catch (failure) {
      if (failure instanceof ApiError && failure.fields?.phone) setError(failure.fields.phone);
      else showError(failure);
    } finally {
      setSending(false);
    }
  }

  return (
    <form className={styles.returnForm} noValidate onSubmit={(event) => void submit(event)} data-testid="cloud-return-form">
      <TextField
        id={`${id}-name`}
        label="Имя"
        optional={styles.optional}
        value={name}
        onChange={setName}
        disabled={!live}
        maxLength={100}
        autoComplete="name"
      />
      <PhoneField
        value={phone}
        onChange={(value) => {
          setPhone(value);
          setError(undefined);
        }}
        error={error}
        disabled={!live}
        inputRef={phoneRef}
        label="Телефон"
      />
      <button type="submit" className="btn btn-primary" disabled={!live || sending} data-testid="cloud-return-submit">
        {sending ? 'Отправляем…' : 'Вернуть вещи'}
      </button>
    </form>
  );
}
