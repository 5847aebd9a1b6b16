import { useState } from 'react';
import { useNavigate } from 'react-router';
import {
  EARLY_END_COMMENT_MAX,
  rentalQualityProblem,
  rentalQualityStatuses,
  toggleRentalQuality,
} from '../../../../domains/prokat/order-kind/early-end-marks';
import { FieldError } from '../../../shell/forms/field-error';
import { LengthCounter } from '../../../shell/forms/length-counter';
import { SmartLink } from '../../../shell/smart-link';
import { cancelStyles as styles } from '../../subscriptions';
import { earlyEndPath, type EarlyEndUrlState } from './state';

/**
 * Step 1, optional: how the rental went. «Всё понравилось» and a complaint untick each other;
 * «Другое» asks a few words in the comment.
 */
export function EarlyEndQualityStep({ orderId, state }: { orderId: number; state: EarlyEndUrlState }) {
  const navigate = useNavigate();
  const [chosen, setChosen] = useState<string[]>(state.quality);
  const [comment, setComment] = useState(state.comment);
  const [error, setError] = useState<string | null>(null);
  const empty = chosen.length === 0 && !comment.trim();

  const next = () => {
    const problem = rentalQualityProblem(chosen, comment);
    setError(problem);
    if (!problem) navigate(earlyEndPath(orderId, 'recalc', { quality: chosen, comment: comment.trim() }));
  };

  return (
    <>
      <p className={styles.text}>Почему завершаете раньше и как прошла аренда? Это поможет нам. Шаг необязательный: можно пропустить.</p>
      <fieldset className={styles.marks}>
        <legend className="visually-hidden">Оценки</legend>
        {rentalQualityStatuses.map((q) => (
          <label key={q.code} className={`${styles.mark} ${chosen.includes(q.code) ? styles.markOn : ''}`}>
            <input
              type="checkbox"
              checked={chosen.includes(q.code)}
              onChange={() => {
                setChosen((current) => toggleRentalQuality(current, q.code));
                setError(null);
              }}
              data-testid={`quality-${q.code}`}
            />
            {q.title}
          </label>
        ))}
      </fieldset>
      <div className={styles.field}>
        <label htmlFor="early-end-comment" className={styles.label}>
          Комментарий <span className={styles.optional}>(необязательно)</span>
        </label>
        <textarea
          id="early-end-comment"
          className={styles.textarea}
          maxLength={EARLY_END_COMMENT_MAX}
          rows={3}
          value={comment}
          onChange={(event) => {
            setComment(event.target.value);
            setError(null);
          }}
          aria-describedby="early-end-comment-counter early-end-error"
          data-testid="quality-comment"
        />
        <LengthCounter id="early-end-comment-counter" value={comment} max={EARLY_END_COMMENT_MAX} />
        <FieldError id="early-end-error" text={error ?? undefined} />
      </div>
      <div className={styles.nav}>
        <SmartLink to={`/cabinet/subscriptions/rental/${orderId}/`} className="btn btn-ghost">
          Назад
        </SmartLink>
        <button type="button" className="btn btn-primary" onClick={next} data-testid="cancel-next">
          {empty ? 'Пропустить' : 'Далее'}
        </button>
      </div>
    </>
  );
}
