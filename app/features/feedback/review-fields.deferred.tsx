import { useId, useMemo, useRef, useState } from 'react';
import type { ReviewGroup } from '../../../domains/content/schema';
import { apiRequest } from '../../shell/api-client';
import { useShellData } from '../../shell/shell-data';
import { loginStyles, PhoneField } from '../auth';
import styles from './feedback.module.css';
import { ConsentField } from '../../shell/forms/consent-field';
import { FieldError } from '../../shell/forms/field-error';
import { TextField } from '../../shell/forms/text-field';
import { useSiteForm } from '../../shell/forms/use-site-form';
import {
  EMPTY_REVIEW,
  REVIEW_TEXT_MAX,
  orderReviewGroups,
  ratingLabel,
  reviewFieldErrors,
  reviewRequestBody,
  reviewTextCounter,
  validateReview,
} from './review-form';

const RATINGS = [1, 2, 3, 4, 5] as const;

/**
 * The review form of ReviewSection: the group and warehouse, a 1–5 rating, the text, optional
 * contacts and the consent. Hydrated after the page (shell/deferred.tsx), with the phone mask.
 */
export function ReviewForm({ groups }: { groups: ReviewGroup[] }) {
  const { cityId } = useShellData();
  const ordered = useMemo(() => orderReviewGroups(groups, cityId), [groups, cityId]);
  const [sent, setSent] = useState(false);
  const phoneRef = useRef<HTMLInputElement>(null);
  const thanksRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const { values, errors, sending, busy, update, submit, field, checkbox } = useSiteForm({
    empty: EMPTY_REVIEW,
    validate: validateReview,
    send: (review) => apiRequest('/api/cabinet/v2/site/feedbackForm/sendReview', { method: 'POST', body: reviewRequestBody(review) }),
    serverErrors: reviewFieldErrors,
    errorKey: (key) => (key === 'groupId' ? 'group' : key === 'warehouseId' ? 'warehouse' : key),
    onInvalid: () => {
      requestAnimationFrame(() => {
        formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      });
    },
    focusServerErrors: true,
    onSuccess: () => {
      setSent(true);
      requestAnimationFrame(() => thanksRef.current?.focus());
    },
  });
  const id = useId();
  const ids = {
    group: `${id}-group`,
    warehouse: `${id}-warehouse`,
    rating: `${id}-rating`,
    text: `${id}-text`,
    counter: `${id}-counter`,
    name: `${id}-name`,
    email: `${id}-email`,
    agree: `${id}-agree`,
  };

  if (sent) {
    return (
      <div className={`${styles.panel} ${styles.thanks}`} ref={thanksRef} tabIndex={-1} role="status" data-testid="review-thanks">
        <p className={styles.thanksTitle}>Спасибо! Отзыв появится после проверки</p>
        <p className={styles.panelLead}>Мы читаем каждый отзыв и отвечаем, если вы оставили контакты.</p>
        <button type="button" className={`btn ${styles.again}`} onClick={() => setSent(false)}>
          Написать ещё один отзыв
        </button>
      </div>
    );
  }

  const warehouses = ordered.find((group) => String(group.id) === values.groupId)?.warehouses ?? [];
  const describedBy = (key: keyof typeof ids, hasError: boolean) => (hasError ? `${ids[key]}-error` : undefined);
  const textLength = values.text.trim().length;

  return (
    <form
      ref={formRef}
      className={styles.panel}
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-busy={sending || undefined}
      aria-label="Отзыв"
      data-testid="review-form"
    >
      <div className={`${loginStyles.field} ${styles.wide}`}>
        <label htmlFor={ids.group} className={loginStyles.label}>
          О чём отзыв
        </label>
        <select
          id={ids.group}
          name="group_id"
          className={`${loginStyles.input} ${styles.select}`}
          value={values.groupId}
          onChange={(event) => {
            update('groupId', event.target.value);
            update('warehouseId', '');
          }}
          disabled={busy}
          aria-required="true"
          aria-invalid={errors.group ? true : undefined}
          aria-describedby={describedBy('group', Boolean(errors.group))}
        >
          <option value="">Выберите город и услугу</option>
          {ordered.map((group) => (
            <option key={group.id} value={String(group.id)}>
              {group.name}
            </option>
          ))}
        </select>
        <FieldError id={`${ids.group}-error`} text={errors.group} />
      </div>
      {warehouses.length > 0 ? (
        <div className={`${loginStyles.field} ${styles.wide}`}>
          <label htmlFor={ids.warehouse} className={loginStyles.label}>
            Склад (необязательно)
          </label>
          <select
            id={ids.warehouse}
            name="warehouse_id"
            className={`${loginStyles.input} ${styles.select}`}
            value={values.warehouseId}
            onChange={(event) => update('warehouseId', event.target.value)}
            disabled={busy}
            aria-invalid={errors.warehouse ? true : undefined}
            aria-describedby={describedBy('warehouse', Boolean(errors.warehouse))}
            data-testid="review-warehouse"
          >
            <option value="">Сервис в целом</option>
            {warehouses.map((warehouse) => (
              <option key={warehouse.id} value={String(warehouse.id)}>
                {warehouse.name}
              </option>
            ))}
          </select>
          <FieldError id={`${ids.warehouse}-error`} text={errors.warehouse} />
        </div>
      ) : null}
      <fieldset className={`${styles.rating} ${styles.wide}`} aria-describedby={describedBy('rating', Boolean(errors.rating))}>
        <legend className={loginStyles.label}>Оценка</legend>
        <div className={styles.stars}>
          {RATINGS.map((rating) => (
            <label key={rating} className={styles.star} data-on={rating <= values.rating || undefined} title={ratingLabel(rating)}>
              <input
                type="radio"
                name={ids.rating}
                value={rating}
                className="visually-hidden"
                checked={values.rating === rating}
                onChange={() => update('rating', rating)}
                disabled={busy}
                aria-invalid={errors.rating ? true : undefined}
                aria-label={ratingLabel(rating)}
              />
              <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path d="M12 2.8l2.8 5.9 6.4.8-4.7 4.4 1.2 6.4L12 17.2l-5.7 3.1 1.2-6.4-4.7-4.4 6.4-.8z" />
              </svg>
            </label>
          ))}
          <span className={styles.ratingValue} aria-hidden="true">
            {values.rating > 0 ? `${values.rating} из 5` : ''}
          </span>
        </div>
        <FieldError id={`${ids.rating}-error`} text={errors.rating} />
      </fieldset>
      <div className={`${loginStyles.field} ${styles.wide}`}>
        <label htmlFor={ids.text} className={loginStyles.label}>
          Отзыв
        </label>
        <textarea
          id={ids.text}
          name="text"
          className={`${loginStyles.input} ${styles.textarea} ${styles.reviewText}`}
          rows={5}
          maxLength={REVIEW_TEXT_MAX}
          value={values.text}
          onChange={(event) => update('text', event.target.value)}
          disabled={busy}
          aria-required="true"
          aria-invalid={errors.text ? true : undefined}
          aria-describedby={`${ids.counter}${errors.text ? ` ${ids.text}-error` : ''}`}
        />
        <div className={styles.textMeta}>
          <FieldError id={`${ids.text}-error`} text={errors.text} />
          <p id={ids.counter} className={styles.counter} data-short={(textLength > 0 && textLength < 10) || undefined}>
            <span className="visually-hidden">От 10 до {REVIEW_TEXT_MAX} символов, набрано </span>
            {reviewTextCounter(values.text)}
          </p>
        </div>
      </div>
      <TextField id={ids.name} label="Имя" optional={styles.optional} {...field('name')} name="name" autoComplete="name" maxLength={100} />
      <PhoneField {...field('phone')} inputRef={phoneRef} label="Телефон (необязательно)" />
      <TextField
        id={ids.email}
        className={styles.wide}
        label="E-mail"
        optional={styles.optional}
        {...field('email')}
        name="email"
        type="email"
        inputMode="email"
        autoComplete="email"
        maxLength={254}
      />
      <ConsentField id={ids.agree} className={styles.wide} {...checkbox('agree')} />
      <button type="submit" className={`btn btn-primary ${styles.submit}`} disabled={busy}>
        {sending ? 'Отправляем…' : 'Отправить отзыв'}
      </button>
    </form>
  );
}
