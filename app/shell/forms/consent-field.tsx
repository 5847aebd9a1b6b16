import loginStyles from '../../features/auth/login.module.css';
import { useDialogs } from '../dialogs/dialogs-provider';
import { useHydrated } from '../use-hydrated';
import { FieldError } from './field-error';

interface ConsentFieldProps {
  id: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
  error?: string;
  className?: string;
}

/** The required personal-data consent of every form; its link opens the privacy policy dialog. */
export function ConsentField({ id, checked, onChange, disabled, error, className }: ConsentFieldProps) {
  const { openPolicy } = useDialogs();
  // The policy button does nothing until the form is live (a part hydrated after its page waits longer).
  const hydrated = useHydrated();
  const errorId = `${id}-error`;
  return (
    <div className={className}>
      <div className={loginStyles.check}>
        <input
          id={id}
          name="agree"
          type="checkbox"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          disabled={disabled}
          aria-required="true"
          aria-labelledby={`${id}-label ${id}-policy`}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        {/* The policy button sits beside the label, not in it (a label holds no other control);
            the checkbox is named by both, so it still reads "Я соглашаюсь на обработку персональных данных". */}
        <span>
          <label id={`${id}-label`} htmlFor={id}>
            Я соглашаюсь на
          </label>{' '}
          <button id={`${id}-policy`} type="button" className={loginStyles.linkButton} onClick={openPolicy} disabled={!hydrated}>
            обработку персональных данных
          </button>
        </span>
      </div>
      <FieldError id={errorId} text={error} />
    </div>
  );
}
