/** A form's errors by field: a key is present only while its field is wrong. */
export type FormErrors = Partial<Record<string, string>>;

export function hasErrors(errors: FormErrors): boolean {
  return Object.keys(errors).length > 0;
}

/** The errors without the one of `field`; the same object when that field has none, so React skips the render. */
export function withoutError<E extends FormErrors>(errors: E, field: keyof E): E {
  return errors[field] ? { ...errors, [field]: undefined } : errors;
}
