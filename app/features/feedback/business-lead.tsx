import { useId, useRef } from 'react';
import { apiRequest } from '../../shell/api-client';
import { useDialogs } from '../../shell/dialogs/dialogs-provider';
import { loginStyles, PhoneField } from '../auth';
import {
  COMMENT_MAX,
  EMPTY_BUSINESS_LEAD,
  VOLUME_UNITS,
  businessLeadFieldErrors,
  businessLeadRequestBody,
  validateBusinessLead,
  volumeInput,
  type VolumeUnit,
} from './business-lead-form';
import styles from './feedback.module.css';
import { ConsentField } from '../../shell/forms/consent-field';
import { FieldError } from '../../shell/forms/field-error';
import { LengthCounter } from '../../shell/forms/length-counter';
import { TextField } from '../../shell/forms/text-field';
import { useSiteForm } from '../../shell/forms/use-site-form';

/** "Больше 100 м² или много ячеек?": a business lead; success resets the form and opens "Заявка принята". */
export function BusinessLeadForm() {
  const { openRequestAccepted } = useDialogs();
  const phoneRef = useRef<HTMLInputElement>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const { values, errors, sending, busy, update, submit, field, checkbox } = useSiteForm({
    empty: EMPTY_BUSINESS_LEAD,
    validate: validateBusinessLead,
    send: (lead) => apiRequest('/api/cabinet/site/leads/more100', { method: 'POST', body: businessLeadRequestBody(lead) }),
    serverErrors: businessLeadFieldErrors,
    errorKey: (key) => (key === 'unit' ? 'volume' : key),
    onInvalid: (found) => {
      if (found.name) nameRef.current?.focus();
      else if (found.phone) phoneRef.current?.focus();
    },
    onSuccess: openRequestAccepted,
  });
  const id = useId();
  const ids = {
    name: `${id}-name`,
    company: `${id}-company`,
    volume: `${id}-volume`,
    unit: `${id}-unit`,
    comment: `${id}-comment`,
    agree: `${id}-agree`,
  };

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
      <TextField ref={nameRef} id={ids.name} label="Имя" {...field('name')} name="name" autoComplete="name" maxLength={100} required />
      <PhoneField {...field('phone')} inputRef={phoneRef} label="Телефон" />
      <TextField
        id={ids.company}
        label="Компания"
        optional={styles.optional}
        {...field('company')}
        name="company"
        autoComplete="organization"
        maxLength={200}
      />
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
      <ConsentField id={ids.agree} className={styles.wide} {...checkbox('agree')} />
      <button type="submit" className={`btn btn-primary ${styles.submit}`} disabled={busy}>
        {sending ? 'Отправляем…' : 'Отправить заявку'}
      </button>
    </form>
  );
}
