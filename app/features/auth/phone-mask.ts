import { format } from '@react-input/mask';

/** The phone field mask: `#` is a digit the visitor types. */
export const PHONE_MASK = '+7 (###) ###-##-##';
/** The masked text of a complete number: "+7 (999) 123-45-67". */
export const PHONE_MASKED_LENGTH = PHONE_MASK.length;
const MASK_OPTIONS = { mask: PHONE_MASK, replacement: { '#': /\d/ } };
const NATIONAL_DIGITS = 10;
/** Where the first typed digit goes: after "+7 (". */
const FIRST_DIGIT_INDEX = PHONE_MASK.indexOf('#');

/** Ten (or fewer) national digits as the field shows them: "+7 (999) 123-45-67". */
export function formatNational(digits: string): string {
  return format(digits.slice(0, NATIONAL_DIGITS), MASK_OPTIONS);
}

/**
 * The national digits in what the field holds: the mask's own "+7" is not one of them, and a
 * pasted or autofilled number with its country prefix (+7…, 8…) loses that prefix.
 */
export function nationalDigits(raw: string): string {
  if (raw.startsWith('+7')) return raw.slice(2).replace(/\D/g, '');
  const digits = raw.replace(/\D/g, '');
  return digits.length === 11 && /^[78]/.test(digits) ? digits.slice(1) : digits;
}

/** Formats what a person typed or pasted, with or without the country prefix. */
export function formatPhoneInput(value: string): string {
  return formatNational(nationalDigits(value));
}

/** How many national digits stand before `caret` in the raw text. */
function digitsBefore(raw: string, caret: number): number {
  if (raw.startsWith('+7')) return raw.slice(2, Math.max(2, caret)).replace(/\D/g, '').length;
  const all = raw.replace(/\D/g, '');
  const before = raw.slice(0, caret).replace(/\D/g, '').length;
  return all.length === 11 && /^[78]/.test(all) ? Math.max(0, before - 1) : before;
}

/** The caret position in the formatted text just after its `count`-th digit. */
function caretAfterDigits(formatted: string, count: number): number {
  if (!formatted) return 0;
  if (count <= 0) return Math.min(FIRST_DIGIT_INDEX, formatted.length);
  let seen = 0;
  for (let i = FIRST_DIGIT_INDEX; i < formatted.length; i += 1) {
    if (/\d/.test(formatted[i]!)) seen += 1;
    if (seen === count) return i + 1;
  }
  return formatted.length;
}

export interface PhoneEdit {
  value: string;
  caret: number;
}

/**
 * One edit of the masked field, decided from the previous text and what the input now holds,
 * without timers (so fast typing never loses a digit): digits only, at most ten after "+7",
 * the caret kept after the same digit. Deleting a mask character ("-", ") ") deletes the digit
 * beside it, as people expect.
 */
export function applyPhoneEdit(previous: string, raw: string, caret: number, inputType = ''): PhoneEdit {
  let digits = nationalDigits(raw);
  let before = Math.min(digitsBefore(raw, caret), digits.length);
  const previousDigits = nationalDigits(previous);
  if (inputType.startsWith('delete') && raw.length < previous.length && digits === previousDigits) {
    if (inputType === 'deleteContentForward') {
      digits = digits.slice(0, before) + digits.slice(before + 1);
    } else if (before > 0) {
      digits = digits.slice(0, before - 1) + digits.slice(before);
      before -= 1;
    }
  }
  digits = digits.slice(0, NATIONAL_DIGITS);
  const value = formatNational(digits);
  return { value, caret: caretAfterDigits(value, Math.min(before, digits.length)) };
}

/** Valid only when the masked text is exactly 18 characters. */
export function isPhoneComplete(masked: string): boolean {
  return masked.length === PHONE_MASKED_LENGTH && /^\+7 \(\d{3}\) \d{3}-\d{2}-\d{2}$/.test(masked);
}

/** What the API receives: the masked text with every non-digit stripped ("79991234567"). */
export function phoneForApi(masked: string): string {
  return masked.replace(/\D/g, '');
}
