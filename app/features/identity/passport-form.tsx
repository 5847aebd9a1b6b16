import { useState, type FormEvent } from 'react';
import { useRevalidator } from 'react-router';
import { ApiError } from '../../shell/api-client';
import { useSnackbar } from '../../shell/snackbar/snackbar';
import { Field } from './field';
import { identityApi, type PassportValues } from './identity-api';
import styles from './identity.module.css';

const EMPTY: PassportValues = {
  series: '',
  number: '',
  issue_date: '',
  issuer_code: '',
  issued_by: '',
  birth_date: '',
  birth_place: '',
  registration_address: '',
};

/**
 * The passport's fields. Saved ones are never sent back to the browser (only the masked series and
 * number): to change the passport the person fills the form again, and it goes to staff again.
 */
export function PassportForm({ filled }: { filled: boolean }) {
  const { show, showError } = useSnackbar();
  const revalidator = useRevalidator();
  const [values, setValues] = useState<PassportValues>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<keyof PassportValues, string>>>({});
  const [busy, setBusy] = useState(false);

  const set = (field: keyof PassportValues) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const field = (name: keyof PassportValues) => ({ name, value: values[name], onChange: set(name), error: errors[name] });

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    try {
      await identityApi.savePassport(values);
      setValues(EMPTY);
      setErrors({});
      show({ text: 'Паспорт отправлен на проверку', color: 'success', icon: 'success' });
      await revalidator.revalidate();
    } catch (error) {
      if (error instanceof ApiError && error.fields) setErrors(error.fields);
      showError(error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="passport-form-title" data-testid="passport-form">
      <h2 id="passport-form-title" className={styles.cardTitle}>
        {filled ? 'Изменить данные паспорта' : 'Данные паспорта'}
      </h2>
      {filled ? (
        <p className={styles.muted}>
          Сохранённые данные скрыты. Чтобы изменить их, заполните форму заново — паспорт снова уйдёт на проверку.
        </p>
      ) : null}
      <div className={styles.grid}>
        <Field label="Серия" inputMode="numeric" autoComplete="off" maxLength={5} placeholder="45 12" hint="4 цифры" {...field('series')} />
        <Field label="Номер" inputMode="numeric" autoComplete="off" maxLength={6} placeholder="123456" hint="6 цифр" {...field('number')} />
        <Field label="Дата выдачи" type="date" {...field('issue_date')} />
        <Field label="Код подразделения" inputMode="numeric" maxLength={7} placeholder="770-001" {...field('issuer_code')} />
        <Field label="Кем выдан" wide maxLength={300} {...field('issued_by')} />
        <Field label="Дата рождения" type="date" autoComplete="bday" {...field('birth_date')} />
        <Field label="Место рождения" maxLength={300} {...field('birth_place')} />
        <Field label="Адрес регистрации" wide maxLength={300} autoComplete="address-line1" {...field('registration_address')} />
      </div>
      <div className={styles.actions}>
        <button type="submit" className="btn btn-primary" disabled={busy} data-testid="passport-save">
          {busy ? 'Отправляем…' : 'Отправить на проверку'}
        </button>
      </div>
    </form>
  );
}
