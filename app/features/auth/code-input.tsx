import { useId, type Ref } from 'react';
import { CODE_LENGTH, isCodeComplete, nextCodeValue } from './code-rules';
import styles from './login.module.css';

interface CodeInputProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Called once, at the fourth digit. */
  onComplete: (code: string) => void;
  error?: string | null;
  busy?: boolean;
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * The four-digit code in one field, so the browser's one-time-code autofill and pasting work:
 * digits only, cut to four, editing an earlier digit drops the later ones, sent at the fourth.
 */
export function CodeInput({ label, value, onChange, onComplete, error, busy, inputRef }: CodeInputProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <input
        ref={inputRef}
        id={id}
        name="code"
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]*"
        placeholder={'•'.repeat(CODE_LENGTH)}
        className={styles.codeInput}
        value={value}
        readOnly={busy}
        aria-busy={busy || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => {
          const next = nextCodeValue(value, event.target.value);
          onChange(next);
          if (next !== value && isCodeComplete(next)) onComplete(next);
        }}
        data-testid="login-code"
      />
      {error ? (
        <p id={errorId} className={styles.error} role="alert" data-testid="login-code-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
