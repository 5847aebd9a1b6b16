import { lengthHint } from './length-hint';
import styles from './length-counter.module.css';

/**
 * The counter under a limited text field: silent far from the limit, "850 из 1000 символов" near
 * it and a message at it. Polite live region, so a screen reader hears it while typing.
 */
export function LengthCounter({ id, value, max }: { id: string; value: string; max: number }) {
  const text = lengthHint(value, max);
  return (
    <p id={id} className={styles.counter} aria-live="polite" data-full={value.length >= max || undefined} data-testid="length-counter">
      {text ?? ''}
    </p>
  );
}
