import { useId, useRef, useState, type FormEvent } from 'react';
import { ApiError, apiRequest } from '../../shell/api-client';
import { useDialogs } from '../../shell/dialogs/dialogs-provider';
import { useSnackbar } from '../../shell/snackbar/snackbar';
import { useHydrated } from '../../shell/use-hydrated';
import { loginStyles, PhoneField } from '../auth';
import {
  COMMENT_MAX,
  EMPTY_BUSINESS_LEAD,
  VOLUME_UNITS,
  businessLeadFieldErrors,
  businessLeadRequestBody,
  validateBusinessLead,
  volumeInput,
  type BusinessLeadErrors,
  type BusinessLeadField,
  type BusinessLeadValues,
  type VolumeUnit,
} from './business-lead-form';
import styles from './feedback.module.css';
import { ConsentField } from '../../shell/forms/consent-field';
import { FieldError } from '../../shell/forms/field-error';
import { LengthCounter } from '../../shell/forms/length-counter';

/** "Больше 100 м² или много ячеек?": a business lead; success resets the form and opens "Заявка принята". */
export function BusinessLeadForm() {
  const { openRequestAccepted } = useDialogs();
  const { showError } = useSnackbar();
  const [values, setValues] = useState<BusinessLeadValues>(EMPTY_BUSINESS_LEAD);
  const [errors, setErrors] = useState<BusinessLeadErrors>({});
  const [sending, setSending] = useState(false);
  // The main page hydrates this form after itself (shell/deferred.tsx): until it is live, the
  // server's copy is disabled, so nothing can be typed or submitted into a form that would not answer.
  const hydrated = useHydrated();
  const busy = sending || !hydrated;
  const sendingRef = useRef(false);
  const phoneRef = useRef<HTMLInputElement>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const id = useId();
  const ids = {
    name: `${id}-name`,
    company: `${id}-company`,
    volume: `${id}-volume`,
    unit: `${id}-unit`,
    comment: `${id}-comment`,
    agree: `${id}-agree`,
  };

  function update<K extends keyof BusinessLeadValues>(key: K, value: BusinessLeadValues[K]) {
    setValues((current) => ({ ...current, [key]: value }));
    const field: BusinessLeadField = key === 'unit' ? 'volume' : key;
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sendingRef.current) return;
    const found = validateBusinessLead(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      if (found.name) nameRef.current?.focus();
      else if (found.phone) phoneRef.current?.focus();
      return;
    }
    sendingRef.current = true;
    setSending(true);
    try {
      await apiRequest('/api/cabinet/site/leads/more100', { method: 'POST', body: businessLeadRequestBody(values) });
      setValues(EMPTY_BUSINESS_LEAD);
      setErrors({});
      openRequestAccepted();
    } catch (error) {
      const fieldErrors = error instanceof ApiError ? businessLeadFieldErrors(error.fields) : {};
      if (Object.keys(fieldErrors).length > 0) setErrors(fieldErrors);
      else showError(error);
    } finally {
      sendingRef.current = false;
      setSending(false);
    }
  }

  const describedBy = (key: keyof typeof ids, hasError: boolean) => (hasError ? `${ids[key]}-error` : undefined);

  return (
    <form
      className={styles.panel}
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-busy={sending || undefined}
      aria-labelledby={`${id}-title`}
      data-testid="business-lead"
    >
      <div className={styles.wide}>
        <h3 id={`${id}-title`} className={styles.panelTitle}>
          Больше 100 м² или много ячеек?
        </h3>
        <p className={styles.panelLead}>Подберём склад под ваш объём и пришлём коммерческое предложение.</p>
      </div>
      <div className={loginStyles.field}>
        <label htmlFor={ids.name} className={loginStyles.label}>
          Имя
        </label>
        <input
          ref={nameRef}
          id={ids.name}
          name="name"
          className={loginStyles.input}
          autoComplete="name"
          maxLength={100}
          value={values.name}
          onChange={(event) => update('name', event.target.value)}
          disabled={busy}
          aria-required="true"
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
      <div className={loginStyles.field}>
        <label htmlFor={ids.company} className={loginStyles.label}>
          Компания <span className={styles.optional}>(необязательно)</span>
        </label>
        <input
          id={ids.company}
          name="company"
          className={loginStyles.input}
          autoComplete="organization"
          maxLength={200}
          value={values.company}
          onChange={(event) => update('company', event.target.value)}
          disabled={busy}
          aria-invalid={errors.company ? true : undefined}
          aria-describedby={describedBy('company', Boolean(errors.company))}
        />
        <FieldError id={`${ids.company}-error`} text={errors.company} />
      </div>
      <div className={loginStyles.field}>
        <label htmlFor={ids.volume} className={loginStyles.label}>
          Сколько нужно <span className={styles.optional}>(необязательно)</span>
        </label>
        <div className={styles.volumeRow}>
          <input
            id={ids.volume}
            name="volume"
            className={loginStyles.input}
            inputMode="numeric"
            autoComplete="off"
            placeholder="Например, 150"
            value={values.volume}
            onChange={(event) => update('volume', volumeInput(event.target.value))}
            disabled={busy}
            aria-invalid={errors.volume ? true : undefined}
            aria-describedby={describedBy('volume', Boolean(errors.volume))}
          />
          <select
            id={ids.unit}
            name="unit"
            className={`${loginStyles.input} ${styles.select} ${styles.unit}`}
            aria-label="Единица: кубометры или ячейки"
            value={values.unit}
            onChange={(event) => update('unit', event.target.value as VolumeUnit)}
            disabled={busy}
          >
            {VOLUME_UNITS.map((unit) => (
              <option key={unit.value} value={unit.value}>
                {unit.label}
              </option>
            ))}
          </select>
        </div>
        <FieldError id={`${ids.volume}-error`} text={errors.volume} />
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
          maxLength={COMMENT_MAX}
          value={values.comment}
          onChange={(event) => update('comment', event.target.value)}
          disabled={busy}
          aria-invalid={errors.comment ? true : undefined}
          aria-describedby={[describedBy('comment', Boolean(errors.comment)), `${ids.comment}-counter`].filter(Boolean).join(' ')}
        />
        <LengthCounter id={`${ids.comment}-counter`} value={values.comment} max={COMMENT_MAX} />
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
      <button type="submit" className={`btn btn-primary ${styles.submit}`} disabled={busy}>
        {sending ? 'Отправляем…' : 'Отправить заявку'}
      </button>
    </form>
  );
}
