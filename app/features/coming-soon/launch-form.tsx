import { useId, useRef, useState, type FormEvent } from 'react';
import type { LaunchService } from '../../../domains/content/schema';
import { ApiError, apiRequest } from '../../shell/api-client';
import { ConsentField } from '../../shell/forms/consent-field';
import { FieldError } from '../../shell/forms/field-error';
import { useSnackbar } from '../../shell/snackbar/snackbar';
import { loginStyles } from '../auth';
import styles from './coming-soon.module.css';
import { parseLaunchContact } from './launch-contact';

interface Errors {
  contact?: string;
  agree?: string;
}

/** «Сообщить о запуске»: a phone or an e-mail and the consent; success replaces the form with a thank-you. */
export function LaunchForm({ service, title }: { service: LaunchService; title: string }) {
  const { showError } = useSnackbar();
  const [contact, setContact] = useState('');
  const [agree, setAgree] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [sending, setSending] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const sendingRef = useRef(false);
  const contactRef = useRef<HTMLInputElement>(null);
  const id = useId();
  const contactId = `${id}-contact`;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sendingRef.current) return;
    const parsed = parseLaunchContact(contact);
    const found: Errors = {};
    if ('error' in parsed) found.contact = parsed.error;
    if (!agree) found.agree = 'Нужно согласие на обработку персональных данных';
    setErrors(found);
    if (found.contact) contactRef.current?.focus();
    if ('error' in parsed || found.agree) return;
    sendingRef.current = true;
    setSending(true);
    try {
      await apiRequest('/api/cabinet/site/leads/launch', {
        method: 'POST',
        body: { service, ...parsed, agree_personal_data: true },
      });
      setDone('phone' in parsed ? 'Пришлём SMS, как только откроемся.' : 'Напишем на почту, как только откроемся.');
    } catch (error) {
      const fields = error instanceof ApiError ? error.fields : undefined;
      const fieldText = fields?.phone ?? fields?.email;
      if (fieldText) setErrors({ contact: fieldText });
      else showError(error);
    } finally {
      sendingRef.current = false;
      setSending(false);
    }
  }

  if (done) {
    return (
      <div className={styles.form} role="status" data-testid="launch-done">
        <h2 className={styles.formTitle}>Спасибо! Заявка принята</h2>
        <p className={styles.formText}>
          Сообщим о запуске раздела «{title}». {done}
        </p>
      </div>
    );
  }

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-labelledby={`${id}-title`}
      aria-busy={sending || undefined}
      data-testid="launch-form"
    >
      <h2 id={`${id}-title`} className={styles.formTitle}>
        Сообщить о запуске
      </h2>
      <p className={styles.formText}>Оставьте телефон или e-mail — напишем один раз, когда раздел заработает.</p>
      <div className={loginStyles.field}>
        <label htmlFor={contactId} className={loginStyles.label}>
          Телефон или e-mail
        </label>
        <input
          ref={contactRef}
          id={contactId}
          name="contact"
          className={loginStyles.input}
          autoComplete="email"
          inputMode="email"
          maxLength={254}
          value={contact}
          onChange={(event) => {
            setContact(event.target.value);
            setErrors((current) => ({ ...current, contact: undefined }));
          }}
          disabled={sending}
          aria-invalid={errors.contact ? true : undefined}
          aria-describedby={errors.contact ? `${contactId}-error` : undefined}
        />
        <FieldError id={`${contactId}-error`} text={errors.contact} />
      </div>
      <ConsentField
        id={`${id}-agree`}
        checked={agree}
        onChange={(checked) => {
          setAgree(checked);
          setErrors((current) => ({ ...current, agree: undefined }));
        }}
        disabled={sending}
        error={errors.agree}
      />
      <button type="submit" className={`btn btn-primary ${styles.submit}`} disabled={sending}>
        {sending ? 'Отправляем…' : 'Сообщить о запуске'}
      </button>
    </form>
  );
}
