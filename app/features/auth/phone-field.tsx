import { useId, useLayoutEffect, useRef, type RefObject } from 'react';
import styles from './login.module.css';
import { applyPhoneEdit } from './phone-mask';

interface PhoneFieldProps {
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  disabled?: boolean;
  inputRef: RefObject<HTMLInputElement | null>;
  label?: string;
}

/** The phone with the +7 (###) ###-##-## mask; the value is the masked text. */
export function PhoneField({ value, onChange, error, disabled, inputRef, label = 'Номер телефона' }: PhoneFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const pendingCaret = useRef<number | null>(null);

  useLayoutEffect(() => {
    const input = inputRef.current;
    const caret = pendingCaret.current;
    if (!input || caret === null) return;
    pendingCaret.current = null;
    if (document.activeElement === input) input.setSelectionRange(caret, caret);
  });

  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <input
        ref={inputRef}
        id={id}
        name="phone"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder="+7 (___) ___-__-__"
        className={styles.input}
        value={value}
        onChange={(event) => {
          const input = event.target;
          const inputType = (event.nativeEvent as InputEvent).inputType ?? '';
          const edit = applyPhoneEdit(value, input.value, input.selectionStart ?? input.value.length, inputType);
          pendingCaret.current = edit.caret;
          onChange(edit.value);
        }}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        data-testid="login-phone"
      />
      {error ? (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
