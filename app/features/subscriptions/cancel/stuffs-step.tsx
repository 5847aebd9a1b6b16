import { useState } from 'react';
import { useNavigate } from 'react-router';
import { REASON_COMMENT_MAX, cancelReasons } from '../../../../domains/orders/cancel/cancel-rules';
import { ApiError, apiRequest } from '../../../shell/api-client';
import { FieldError } from '../../../shell/forms/field-error';
import { LengthCounter } from '../../../shell/forms/length-counter';
import { useSnackbar } from '../../../shell/snackbar/snackbar';
import { subscriptionsApi } from '../api';
import { dayOf } from '../format';
import { StepNav } from './step-nav';
import { stepPath, type CancelUrlState } from './state';
import styles from './cancel.module.css';

/** Step 5: the things are out (or the cell was never used) and the reason; then the request goes. */
export function StuffsStep({
  orderId,
  state,
  saved,
}: {
  orderId: number;
  state: CancelUrlState & { date: string };
  saved: { reason: string | null; comment: string | null };
}) {
  const navigate = useNavigate();
  const snackbar = useSnackbar();
  const [reason, setReason] = useState(saved.reason ?? '');
  const [comment, setComment] = useState(saved.comment ?? '');
  const [taken, setTaken] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  const clear = (key: string) => setErrors(({ [key]: _gone, ...rest }) => rest);

  const chooseReason = (code: string) => {
    setReason(code);
    clear('reason');
    if (code !== 'other') void subscriptionsApi.saveReason(orderId, code).catch(() => undefined);
  };

  const submit = async () => {
    const local: Record<string, string> = {};
    if (!taken) local.stuffs_taken = 'Подтвердите, что вещи вывезены и ячейка пуста';
    if (!reason) local.reason = 'Выберите причину расторжения';
    if (reason === 'other' && !comment.trim()) local.comment = 'Расскажите, в чём причина';
    setErrors(local);
    if (Object.keys(local).length > 0) return;
    setBusy(true);
    try {
      // Both parts are limited so that together they stay within the server's 1000 characters.
      const text = [comment.trim(), state.comment ? `Об обслуживании: ${state.comment}` : ''].filter(Boolean).join('\n\n');
      await apiRequest<{ status: string }>('/api/cabinet/v2/orders/cancel', {
        method: 'POST',
        body: {
          id: orderId,
          date: state.date,
          reason,
          quality_statuses: state.quality,
          comment: text || undefined,
          stuffs_taken: true,
          cell_used: state.used,
        },
      });
      navigate(stepPath(orderId, 'success'), { replace: true });
    } catch (error) {
      if (error instanceof ApiError && error.fields) setErrors(error.fields);
      snackbar.showError(error);
      setBusy(false);
    }
  };

  return (
    <>
      <label className={styles.confirm}>
        <input
          type="checkbox"
          checked={taken}
          onChange={(e) => {
            setTaken(e.target.checked);
            clear('stuffs_taken');
          }}
          aria-describedby="taken-error"
          data-testid="stuffs-taken"
        />
        <span>
          {state.used
            ? `Я вывезу вещи до ${dayOf(state.date)} включительно, ячейка будет пустой и чистой, ключ или карту доступа сдам администратору`
            : `Ячейкой я не пользовался(ась), она пустая; ключ или карту доступа сдам администратору до ${dayOf(state.date)} включительно`}
        </span>
      </label>
      <FieldError id="taken-error" text={errors.stuffs_taken} />
      <fieldset className={styles.reasons}>
        <legend className={styles.label}>Почему расторгаете договор?</legend>
        {cancelReasons.map((r) => (
          <label key={r.code} className={styles.reason}>
            <input
              type="radio"
              name="reason"
              value={r.code}
              checked={reason === r.code}
              onChange={() => chooseReason(r.code)}
              data-testid={`reason-${r.code}`}
            />
            {r.title}
          </label>
        ))}
      </fieldset>
      <FieldError id="reason-error" text={errors.reason} />
      {reason === 'other' ? (
        <div className={styles.field}>
          <label htmlFor="reason-comment" className={styles.label}>
            Расскажите подробнее
          </label>
          <textarea
            id="reason-comment"
            className={styles.textarea}
            rows={3}
            maxLength={REASON_COMMENT_MAX}
            value={comment}
            onChange={(e) => {
              setComment(e.target.value);
              clear('comment');
            }}
            onBlur={() => comment.trim() && void subscriptionsApi.saveReason(orderId, 'other', comment.trim()).catch(() => undefined)}
            aria-describedby="comment-error reason-comment-counter"
          />
          <LengthCounter id="reason-comment-counter" value={comment} max={REASON_COMMENT_MAX} />
          <FieldError id="comment-error" text={errors.comment} />
        </div>
      ) : null}
      {errors.photos ? <FieldError id="photos-error" text={errors.photos} /> : null}
      <StepNav back={stepPath(orderId, 'recalc', state)}>
        <button type="button" className="btn btn-primary" onClick={submit} disabled={busy} data-testid="cancel-submit">
          {busy ? 'Отправляем…' : 'Расторгнуть договор'}
        </button>
      </StepNav>
    </>
  );
}
