import { useState } from 'react';
import { useNavigate } from 'react-router';
import { SmartLink } from '../../../shell/smart-link';
import { QUALITY_COMMENT_MAX, qualityStatuses, toggleQuality } from '../../../../domains/orders/cancel/cancel-rules';
import { LengthCounter } from '../../../shell/forms/length-counter';
import { afterConditions, stepPath, type CancelUrlState } from './state';
import styles from './cancel.module.css';

/**
 * Step 3, optional: how the storage went and a comment. Marks that contradict each other are
 * exclusive: ticking «Всё понравилось» unticks the complaints, a complaint unticks it.
 */
export function QualityStep({ orderId, state }: { orderId: number; state: CancelUrlState }) {
  const navigate = useNavigate();
  const [chosen, setChosen] = useState<string[]>(state.quality);
  const [all, setAll] = useState(state.quality.some((code) => !qualityStatuses.find((q) => q.code === code)?.short));
  const [comment, setComment] = useState(state.comment);
  const shown = qualityStatuses.filter((q) => all || q.short);
  const toggle = (code: string) => setChosen((current) => toggleQuality(current, code));
  const empty = chosen.length === 0 && !comment.trim();

  return (
    <>
      <p className={styles.text}>
        Отметьте, что понравилось и что нет, — это поможет нам стать лучше. Шаг необязательный: можно пропустить.
      </p>
      <fieldset className={styles.marks}>
        <legend className="visually-hidden">Оценки</legend>
        {shown.map((q) => (
          <label key={q.code} className={`${styles.mark} ${chosen.includes(q.code) ? styles.markOn : ''}`}>
            <input type="checkbox" checked={chosen.includes(q.code)} onChange={() => toggle(q.code)} data-testid={`quality-${q.code}`} />
            <span aria-hidden="true">{q.positive ? '👍' : '👎'}</span> {q.title}
          </label>
        ))}
      </fieldset>
      {!all ? (
        <button type="button" className={styles.linkButton} onClick={() => setAll(true)}>
          Показать все оценки
        </button>
      ) : null}
      <div className={styles.field}>
        <label htmlFor="quality-comment" className={styles.label}>
          Комментарий <span className={styles.optional}>(необязательно)</span>
        </label>
        <textarea
          id="quality-comment"
          className={styles.textarea}
          maxLength={QUALITY_COMMENT_MAX}
          rows={3}
          value={comment}
          onChange={(e) => setComment(e.target.value)}
          aria-describedby="quality-comment-counter"
        />
        <LengthCounter id="quality-comment-counter" value={comment} max={QUALITY_COMMENT_MAX} />
      </div>
      <div className={styles.nav}>
        <SmartLink to={stepPath(orderId, afterConditions(state) === 'photo' ? 'photo' : 'conditions', state)} className="btn btn-ghost">
          Назад
        </SmartLink>
        <button
          type="button"
          className="btn btn-primary"
          onClick={() => navigate(stepPath(orderId, 'recalc', { ...state, quality: chosen, comment: comment.trim() }))}
          data-testid="cancel-next"
        >
          {empty ? 'Пропустить' : 'Далее'}
        </button>
      </div>
    </>
  );
}
