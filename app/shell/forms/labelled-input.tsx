import { useId, type InputHTMLAttributes, type Ref } from 'react';
import styles from './form-field.module.css';

interface LabelledInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  hint?: string;
  optional?: boolean;
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * The cabinet forms' labelled input: its hint and error tied to it for screen readers. `className`
 * goes to the wrapper (a grid cell's width); the props it does not name go to the input.
 */
export function LabelledInput({ label, value, onChange, error, hint, optional, className, inputRef, ...input }: LabelledInputProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className ? `${styles.field} ${className}` : styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {optional ? <span className={styles.optional}> — необязательно</span> : null}
      </label>
      <input
        {...input}
        ref={inputRef}
        id={id}
        className={styles.input}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
