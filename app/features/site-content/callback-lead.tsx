import { useId, useRef, useState, type FormEvent } from 'react';
import { ApiError, apiRequest } from '../../shell/api-client';
import { useDialogs } from '../../shell/dialogs/dialogs-provider';
import { useShellData } from '../../shell/shell-data';
import { ConsentField } from '../../shell/forms/consent-field';
import { FieldError } from '../../shell/forms/field-error';
import { useSnackbar } from '../../shell/snackbar/snackbar';
import { useHydrated } from '../../shell/use-hydrated';
import { loginStyles, PhoneField } from '../auth';
import { homeStyles as shared } from '../home';
import styles from './callback-lead.module.css';
import {
  EMPTY_LEAD_FORM,
  LEAD_SERVICE_OPTIONS,
  formFieldErrors,
  leadRequestBody,
  validateLeadForm,
  type LeadErrors,
  type LeadFormValues,
  type LeadService,
} from './callback-lead-form';

/** "Перезвоните мне": a lead with the phone, the service and the city; success opens "Заявка принята". */
export function CallbackLead() {
  const { cityId } = useShellData();
  const { openRequestAccepted } = useDialogs();
  const { showError } = useSnackbar();
  const [values, setValues] = useState<LeadFormValues>(EMPTY_LEAD_FORM);
  const [errors, setErrors] = useState<LeadErrors>({});
  const [sending, setSending] = useState(false);
  // The main page hydrates this section after itself (shell/deferred.tsx): until it is live, the
  // server's form is disabled, so nothing can be typed or submitted into a form that would not answer.
  const hydrated = useHydrated();
  const busy = sending || !hydrated;
  const sendingRef = useRef(false);
  const phoneRef = useRef<HTMLInputElement>(null);
  const id = useId();
  const ids = {
    name: `${id}-name`,
    service: `${id}-service`,
    comment: `${id}-comment`,
    agree: `${id}-agree`,
  };

  function update<K extends keyof LeadFormValues>(key: K, value: LeadFormValues[K]) {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => (current[key] ? { ...current, [key]: undefined } : current));
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sendingRef.current) return;
    const found = validateLeadForm(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      if (found.phone) phoneRef.current?.focus();
      return;
    }
    sendingRef.current = true;
    setSending(true);
    try {
      await apiRequest('/api/cabinet/site/leads/callback', { method: 'POST', body: leadRequestBody(values, cityId) });
      setValues(EMPTY_LEAD_FORM);
      setErrors({});
      openRequestAccepted();
    } catch (error) {
      const fieldErrors = error instanceof ApiError ? formFieldErrors(error.fields) : {};
      if (Object.keys(fieldErrors).length > 0) setErrors(fieldErrors);
      else showError(error);
    } finally {
      sendingRef.current = false;
      setSending(false);
    }
  }

  const describedBy = (key: keyof typeof ids, hasError: boolean) => (hasError ? `${ids[key]}-error` : undefined);

  return (
    <section className={`${shared.section} ${shared.surface}`} aria-labelledby="callback-title" data-testid="callback-lead">
      <div className={`container ${styles.layout}`}>
        <div className={styles.intro}>
          <h2 id="callback-title" className={shared.title}>
            Перезвоните мне
          </h2>
          <p className={shared.lead}>
            Оставьте номер — менеджер позвонит, ответит на вопросы и поможет выбрать ячейку, доставку, инструмент или квартиру.
          </p>
        </div>
        <form className={styles.form} noValidate onSubmit={(event) => void submit(event)} aria-busy={sending || undefined}>
          <div className={loginStyles.field}>
            <label htmlFor={ids.name} className={loginStyles.label}>
              Имя <span className={styles.optional}>(необязательно)</span>
            </label>
            <input
              id={ids.name}
              name="name"
              className={loginStyles.input}
              autoComplete="name"
              maxLength={100}
              value={values.name}
              onChange={(event) => update('name', event.target.value)}
              disabled={busy}
              aria-invalid={errors.name ? true : undefined}
              aria-describedby={describedBy('name', Boolean(errors.name))}
            />
            <FieldError id={`${ids.name}-error`} text={errors.name} />
          </div>
          <PhoneField
            value={values.phone}
            onChange={(phone) => update('phone', phone)}
            error={errors.phone}
            inputRef={phoneRef}
            disabled={busy}
            label="Телефон"
          />
          <div className={`${loginStyles.field} ${styles.wide}`}>
            <label htmlFor={ids.service} className={loginStyles.label}>
              Услуга
            </label>
            <select
              id={ids.service}
              name="service"
              className={`${loginStyles.input} ${styles.select}`}
              value={values.service}
              onChange={(event) => update('service', event.target.value as LeadService)}
              disabled={busy}
              aria-invalid={errors.service ? true : undefined}
              aria-describedby={describedBy('service', Boolean(errors.service))}
            >
              {LEAD_SERVICE_OPTIONS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
            <FieldError id={`${ids.service}-error`} text={errors.service} />
          </div>
          <div className={`${loginStyles.field} ${styles.wide}`}>
            <label htmlFor={ids.comment} className={loginStyles.label}>
              Комментарий <span className={styles.optional}>(необязательно)</span>
            </label>
            <textarea
              id={ids.comment}
              name="comment"
              className={`${loginStyles.input} ${styles.textarea}`}
              rows={3}
              maxLength={1000}
              value={values.comment}
              onChange={(event) => update('comment', event.target.value)}
              disabled={busy}
              aria-invalid={errors.comment ? true : undefined}
              aria-describedby={describedBy('comment', Boolean(errors.comment))}
            />
            <FieldError id={`${ids.comment}-error`} text={errors.comment} />
          </div>
          <ConsentField
            id={ids.agree}
            className={styles.wide}
            checked={values.agree}
            onChange={(checked) => update('agree', checked)}
            disabled={busy}
            error={errors.agree}
          />
          <button type="submit" className={`btn btn-primary ${styles.submit}`} disabled={busy} data-testid="callback-submit">
            {sending ? 'Отправляем…' : 'Жду звонка'}
          </button>
        </form>
      </div>
    </section>
  );
}
