import { FieldError } from '../../../shell/forms/field-error';
import { LengthCounter } from '../../../shell/forms/length-counter';
import styles from './cancel.module.css';

interface QualityMark {
  code: string;
  title: string;
  positive: boolean;
}

/** The quality marks as chips that tick on and off, the chosen ones highlighted; `thumbs` puts 👍 or 👎 before each. */
export function QualityMarks({
  marks,
  chosen,
  onToggle,
  thumbs = false,
}: {
  marks: readonly QualityMark[];
  chosen: readonly string[];
  onToggle: (code: string) => void;
  thumbs?: boolean;
}) {
  return (
    <fieldset className={styles.marks}>
      <legend className="visually-hidden">Оценки</legend>
      {marks.map((mark) => (
        <label key={mark.code} className={`${styles.mark} ${chosen.includes(mark.code) ? styles.markOn : ''}`}>
          <input
            type="checkbox"
            checked={chosen.includes(mark.code)}
            onChange={() => onToggle(mark.code)}
            data-testid={`quality-${mark.code}`}
          />
          {thumbs ? (
            <>
              <span aria-hidden="true">{mark.positive ? '👍' : '👎'}</span>{' '}
            </>
          ) : null}
          {mark.title}
        </label>
      ))}
    </fieldset>
  );
}

/**
 * The optional comment under the marks, with its length counter (`{id}-counter`) and, for a step
 * that checks the marks, the error under it.
 */
export function QualityComment({
  id,
  max,
  value,
  onChange,
  error,
  testId,
}: {
  id: string;
  max: number;
  value: string;
  onChange: (value: string) => void;
  error?: { id: string; text?: string };
  testId?: string;
}) {
  const counterId = `${id}-counter`;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        Комментарий <span className={styles.optional}>(необязательно)</span>
      </label>
      <textarea
        id={id}
        className={styles.textarea}
        maxLength={max}
        rows={3}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-describedby={error ? `${counterId} ${error.id}` : counterId}
        data-testid={testId}
      />
      <LengthCounter id={counterId} value={value} max={max} />
      {error ? <FieldError id={error.id} text={error.text} /> : null}
    </div>
  );
}
