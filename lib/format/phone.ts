const PHONE_PATTERN = /^[78](\d{3})(\d{3})(\d{2})(\d{2})$/;

/** Keeps digits only: what the API receives from the masked phone field. */
export function phoneDigits(value: string): string {
  return value.replace(/\D/g, '');
}

/**
 * Shows a phone as +7 (xxx) xxx-xx-xx when it is 7 or 8 followed by ten digits;
 * anything else is returned as it came.
 */
export function formatPhone(value: string): string {
  const match = PHONE_PATTERN.exec(phoneDigits(value));
  if (!match) return value;
  const [, code, first, second, third] = match;
  return `+7 (${code}) ${first}-${second}-${third}`;
}

/** A tel: link target for a displayed phone. */
export function phoneHref(value: string): string {
  const digits = phoneDigits(value);
  return `tel:+${digits.startsWith('8') && digits.length === 11 ? `7${digits.slice(1)}` : digits}`;
}
