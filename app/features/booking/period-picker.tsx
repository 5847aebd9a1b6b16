import { formatRub } from '../../../lib/format/money';
import { FieldError } from '../../shell/forms/field-error';
import styles from './booking.module.css';

export interface PeriodChoice {
  code: string;
  title: string;
  discount_percent: number;
  /** The period's price without promo and bonuses, when known. */
  total?: number;
}

/** The rental periods as radio cards, with their price and discount. */
export function PeriodPicker({
  id,
  legend,
  periods,
  value,
  onChange,
  error,
}: {
  id: string;
  legend: string;
  periods: PeriodChoice[];
  value: string;
  onChange: (code: string) => void;
  error?: string;
}) {
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.label}>{legend}</legend>
      <div className={styles.periods}>
        {periods.map((period) => (
          <label
            key={period.code}
            className={`${styles.period} ${value === period.code ? styles.periodOn : ''}`}
            data-testid={`period-${period.code}`}
          >
            <input type="radio" name="period" value={period.code} checked={value === period.code} onChange={() => onChange(period.code)} />
            <span className={styles.periodHead}>
              <span className={styles.periodTitle}>{period.title}</span>
              {period.discount_percent > 0 ? <span className={styles.badge}>−{period.discount_percent} %</span> : null}
            </span>
            {period.total !== undefined ? <span className={styles.periodPrice}>{formatRub(period.total)}</span> : null}
          </label>
        ))}
      </div>
      <FieldError id={`${id}-period-error`} text={error} />
    </fieldset>
  );
}
