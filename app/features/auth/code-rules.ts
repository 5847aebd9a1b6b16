/** Login codes are four digits. */
export const CODE_LENGTH = 4;

/**
 * The next value of the code field from its previous value and what the input now holds:
 * non-digits are dropped and the value is cut to four; editing a digit before the end drops
 * every digit after it (the visitor retypes them).
 */
export function nextCodeValue(previous: string, raw: string): string {
  const next = raw.replace(/\D/g, '');
  let prefix = 0;
  while (prefix < previous.length && prefix < next.length && previous[prefix] === next[prefix]) prefix += 1;
  // Appending, or removing from the end: nothing later to drop.
  if (prefix >= previous.length || prefix >= next.length) return next.slice(0, CODE_LENGTH);
  let suffix = 0;
  while (
    suffix < previous.length - prefix &&
    suffix < next.length - prefix &&
    previous[previous.length - 1 - suffix] === next[next.length - 1 - suffix]
  ) {
    suffix += 1;
  }
  const inserted = next.slice(prefix, next.length - suffix);
  return (next.slice(0, prefix) + inserted).slice(0, CODE_LENGTH);
}

/** The code is complete, and goes to the server, at the fourth digit. */
export function isCodeComplete(code: string): boolean {
  return code.length === CODE_LENGTH && /^\d+$/.test(code);
}
