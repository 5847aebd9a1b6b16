import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { qualityStatuses } from '../../../../domains/orders/cancel-rules';
import { stepPath, type CancelUrlState } from './state';
import styles from './cancel.module.css';

/** Step 3: how the storage went (at least one mark) and a comment. */
export function QualityStep({ orderId, state }: { orderId: number; state: CancelUrlState }) {
  const navigate = useNavigate();
  const [chosen, setChosen] = useState<string[]>(state.quality);
  const [all, setAll] = useState(state.quality.some((code) => !qualityStatuses.find((q) => q.code === code)?.short));
  const [comment, setComment] = useState(state.comment);
  const shown = qualityStatuses.filter((q) => all || q.short);
  const toggle = (code: string) => setChosen((current) => (current.includes(code) ? current.filter((c) => c !== code) : [...current, code]));

  return (
    <>
      <p className={styles.text}>Отметьте, что понравилось и что нет — это поможет нам стать лучше.</p>
      <fieldset className={styles.marks}>
        <legend className="visually-hidden">Оценки</legend>
        {shown.map((q) => (
          <label key={q.code} className={`${styles.mark} ${chosen.includes(q.code) ? styles.markOn : ''}`}>
            <input type="checkbox" checked={chosen.includes(q.code)} onChange={() => toggle(q.code)} data-testid={`quality-${q.code}`} />
            <span>{q.positive ? '👍' : '👎'}</span> {q.title}
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
        <textarea id="quality-comment" className={styles.textarea} maxLength={1000} rows={3} value={comment} onChange={(e) => setComment(e.target.value)} />
      </div>
      <div className={styles.nav}>
        <Link to={stepPath(orderId, 'photo', state)} className="btn btn-ghost">
          Назад
        </Link>
        <button
          type="button"
          className="btn btn-primary"
          disabled={chosen.length === 0}
          onClick={() => navigate(stepPath(orderId, 'recalc', { ...state, quality: chosen, comment: comment.trim() }))}
          data-testid="cancel-next"
        >
          Далее
        </button>
      </div>
    </>
  );
}
