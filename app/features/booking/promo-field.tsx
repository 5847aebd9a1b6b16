import { useId, useState } from 'react';
import { FieldError } from '../../shell/forms/field-error';
import styles from './booking.module.css';

/** The promo code: applied on "Применить" or when the field is left; the server's refusal below it. */
export function PromoField({ applied, onApply, error }: { applied: string; onApply: (code: string) => void; error?: string }) {
  const id = useId();
  const [value, setValue] = useState(applied);
  return (
    <div className={styles.field}>
      <label htmlFor={`${id}-promo`} className={styles.label}>
        Промокод
      </label>
      <div className={styles.promoRow}>
        <input
          id={`${id}-promo`}
          className={styles.input}
          value={value}
          maxLength={40}
          autoComplete="off"
          onChange={(event) => setValue(event.target.value)}
          onBlur={() => value.trim() !== applied && onApply(value.trim())}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-promo-error` : undefined}
        />
        <button type="button" className="btn btn-secondary" onClick={() => onApply(value.trim())}>
          Применить
        </button>
      </div>
      <FieldError id={`${id}-promo-error`} text={error} />
    </div>
  );
}
