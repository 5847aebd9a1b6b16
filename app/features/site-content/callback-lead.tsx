import { useId, useRef } from 'react';
import { apiRequest } from '../../shell/api-client';
import { useDialogs } from '../../shell/dialogs/dialogs-provider';
import { useShellData } from '../../shell/shell-data';
import { ConsentField } from '../../shell/forms/consent-field';
import { FieldError } from '../../shell/forms/field-error';
import { TextField } from '../../shell/forms/text-field';
import { useSiteForm } from '../../shell/forms/use-site-form';
import { loginStyles, PhoneField } from '../auth';
import { homeStyles as shared } from '../home';
import styles from './callback-lead.module.css';
import {
  EMPTY_LEAD_FORM,
  LEAD_SERVICE_OPTIONS,
  formFieldErrors,
  leadRequestBody,
  validateLeadForm,
  type LeadService,
} from './callback-lead-form';

/** "Перезвоните мне": a lead with the phone, the service and the city; success opens "Заявка принята". */
export function CallbackLead() {
  const { cityId } = useShellData();
  const { openRequestAccepted } = useDialogs();
  const phoneRef = useRef<HTMLInputElement>(null);
  const { values, errors, sending, busy, update, submit, field, checkbox } = useSiteForm({
    empty: EMPTY_LEAD_FORM,
    validate: validateLeadForm,
    send: (lead) => apiRequest('/api/cabinet/site/leads/callback', { method: 'POST', body: leadRequestBody(lead, cityId) }),
    serverErrors: formFieldErrors,
    onInvalid: (found) => {
      if (found.phone) phoneRef.current?.focus();
    },
    onSuccess: openRequestAccepted,
  });
  const id = useId();
  const ids = {
    name: `${id}-name`,
    service: `${id}-service`,
    comment: `${id}-comment`,
    agree: `${id}-agree`,
  };

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
          <TextField
            id={ids.name}
            label="Имя"
            optional={styles.optional}
            {...field('name')}
            name="name"
            autoComplete="name"
            maxLength={100}
          />
          <PhoneField {...field('phone')} inputRef={phoneRef} label="Телефон" />
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
          <ConsentField id={ids.agree} className={styles.wide} {...checkbox('agree')} />
          <button type="submit" className={`btn btn-primary ${styles.submit}`} disabled={busy} data-testid="callback-submit">
            {sending ? 'Отправляем…' : 'Жду звонка'}
          </button>
        </form>
      </div>
    </section>
  );
}
