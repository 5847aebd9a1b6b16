import { useRef, useState, type FormEvent } from 'react';
import { ApiError } from '../api-error';
import { useSnackbar } from '../snackbar/snackbar';
import { useHydrated } from '../use-hydrated';
import { hasErrors, withoutError, type FormErrors } from './form-errors';

export interface SiteFormOptions<V, E extends FormErrors> {
  empty: V;
  validate: (values: V) => E;
  send: (values: V) => Promise<unknown>;
  /** The field errors of an `ApiError`'s `fields`; empty when none belong to this form. */
  serverErrors: (fields: Record<string, string> | undefined) => E;
  /** The error a change of `key` clears; the field of the same name when not given. */
  errorKey?: (key: keyof V) => keyof E;
  /** Moves focus to a wrong field after the browser's checks. */
  onInvalid: (errors: E) => void;
  /** Also calls `onInvalid` when the server answers with field errors. */
  focusServerErrors?: boolean;
  /** After the values and errors are reset. */
  onSuccess: () => void;
}

/**
 * The submit flow of a site form: validate, focus the first wrong field, send once at a time,
 * reset on success, show the server's field errors under their fields or else in the snackbar.
 */
export function useSiteForm<V, E extends FormErrors>(options: SiteFormOptions<V, E>) {
  const { empty, validate, send, serverErrors, errorKey, onInvalid, focusServerErrors, onSuccess } = options;
  const { showError } = useSnackbar();
  const [values, setValues] = useState<V>(empty);
  const [errors, setErrors] = useState<E>({} as E);
  const [sending, setSending] = useState(false);
  // These forms hydrate after their page (shell/deferred.tsx): until then the server's copy is
  // disabled, so nothing can be typed or submitted into a form that would not answer.
  const hydrated = useHydrated();
  const busy = sending || !hydrated;
  // The state flips on the next render; the ref stops a second submit before that.
  const sendingRef = useRef(false);

  function update<K extends keyof V>(key: K, value: V[K]) {
    setValues((current) => ({ ...current, [key]: value }));
    const field = errorKey ? errorKey(key) : (key as unknown as keyof E);
    setErrors((current) => withoutError(current, field));
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sendingRef.current) return;
    const found = validate(values);
    setErrors(found);
    if (hasErrors(found)) {
      onInvalid(found);
      return;
    }
    sendingRef.current = true;
    setSending(true);
    try {
      await send(values);
      setValues(empty);
      setErrors({} as E);
      onSuccess();
    } catch (error) {
      const fieldErrors = error instanceof ApiError ? serverErrors(error.fields) : ({} as E);
      if (hasErrors(fieldErrors)) {
        setErrors(fieldErrors);
        if (focusServerErrors) onInvalid(fieldErrors);
      } else showError(error);
    } finally {
      sendingRef.current = false;
      setSending(false);
    }
  }

  /** The props that tie a field to `key`: its value, its error, the busy state and the change. */
  function field<K extends keyof V & keyof E>(key: K) {
    return { value: values[key], error: errors[key], disabled: busy, onChange: (value: V[K]) => update(key, value) };
  }

  /** The same for a checkbox. */
  function checkbox<K extends keyof V & keyof E>(key: K) {
    return { checked: values[key], error: errors[key], disabled: busy, onChange: (checked: V[K]) => update(key, checked) };
  }

  return { values, errors, sending, busy, update, submit, field, checkbox };
}
