import loginStyles from '../../features/auth/login.module.css';

/** The error under a field, tied to it by `aria-describedby`. */
export function FieldError({ id, text }: { id: string; text?: string }) {
  return text ? (
    <p id={id} className={loginStyles.error} role="alert">
      {text}
    </p>
  ) : null;
}
