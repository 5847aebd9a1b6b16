import type { ComponentProps } from 'react';
import loginStyles from '../../features/auth/login.module.css';
import { FieldError } from './field-error';

type InputProps = Omit<ComponentProps<'input'>, 'id' | 'className' | 'value' | 'onChange' | 'disabled' | 'required'>;

interface TextFieldProps extends InputProps {
  id: string;
  label: string;
  /** The class of an "(необязательно)" note after the label, styled by each form. */
  optional?: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  disabled?: boolean;
  /** Sets `aria-required` only: the forms are `noValidate` and check their fields themselves. */
  required?: boolean;
  /** Added to the field's wrapper, not to the input. */
  className?: string;
}

/** A labelled one-line input with its error under it; the props it does not name go to the input. */
export function TextField({
  id,
  label,
  optional,
  value,
  onChange,
  error,
  disabled,
  required,
  className,
  type,
  inputMode,
  ...input
}: TextFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className={className ? `${loginStyles.field} ${className}` : loginStyles.field}>
      <label htmlFor={id} className={loginStyles.label}>
        {optional ? (
          <>
            {`${label} `}
            <span className={optional}>(необязательно)</span>
          </>
        ) : (
          label
        )}
      </label>
      {/* The attributes in the order the forms wrote them, so the server's HTML stays the same. */}
      <input
        id={id}
        type={type}
        inputMode={inputMode}
        className={loginStyles.input}
        {...input}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        disabled={disabled}
        aria-required={required ? 'true' : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      <FieldError id={errorId} text={error} />
    </div>
  );
}
