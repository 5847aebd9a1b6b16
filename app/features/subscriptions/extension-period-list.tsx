import type { ReactNode } from 'react';
import styles from './details.module.css';

/** One period an order can be extended by, as its radio card shows it. */
interface ExtensionPeriodOption {
  key: string;
  /** The radio's value, where the form names one. */
  value?: string;
  label: ReactNode;
  price: ReactNode;
  /** Shown, dimmed, but not chosen: the label says why. */
  disabled?: boolean;
  testId?: string;
}

/** «Срок продления»: the periods of an extension as radio cards, each with its price. */
export function ExtensionPeriodList({
  name,
  options,
  chosen,
  onChoose,
}: {
  name: string;
  options: readonly ExtensionPeriodOption[];
  chosen: string | null;
  onChoose: (key: string) => void;
}) {
  return (
    <fieldset className={styles.periods}>
      <legend className="visually-hidden">Срок продления</legend>
      {options.map((option) => (
        <label
          key={option.key}
          className={option.disabled ? `${styles.period} ${styles.periodOff}` : styles.period}
          data-testid={option.testId}
        >
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={chosen === option.key}
            disabled={option.disabled}
            onChange={() => onChoose(option.key)}
          />
          {option.label}
          <span className={styles.periodPrice}>{option.price}</span>
        </label>
      ))}
    </fieldset>
  );
}
