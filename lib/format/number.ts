/**
 * Numbers the Russian way without `Intl.NumberFormat`, whose first use in a page makes the browser
 * load its number data: 30–70 ms on the main thread of a slow machine, on every guest page. Gives
 * what `new Intl.NumberFormat('ru-RU', …)` gives for finite numbers: a decimal comma, groups of
 * three split by a no-break space, rounding half away from zero, trailing zeros dropped down to the
 * minimum. The unit test holds it to Intl.
 */
export interface NumberStyle {
  /** Fraction digits kept at least (zeros added), default 0. */
  minFraction?: number;
  /** Fraction digits at most (rounded), default 3 as in `toLocaleString`. */
  maxFraction?: number;
  /** Groups of thousands, default true. */
  grouping?: boolean;
}

const NBSP = '\u00a0';

/** The plain decimal digits of a non-negative finite number: "1234.5", "0.000001", "1e+21" spelt out. */
function plainDigits(abs: number): string {
  const text = String(abs);
  if (!text.includes('e')) return text;
  if (abs >= 1) return BigInt(Math.round(abs)).toString();
  const [mantissa = '', exponent] = text.split('e-');
  const [whole, fraction = ''] = mantissa.split('.');
  return `0.${'0'.repeat(Number(exponent) - 1)}${whole}${fraction}`;
}

function grouped(whole: string): string {
  let out = '';
  for (let end = whole.length; end > 0; end -= 3) out = whole.slice(Math.max(0, end - 3), end) + (out ? NBSP + out : '');
  return out;
}

export function formatNumber(value: number, { minFraction = 0, maxFraction = 3, grouping = true }: NumberStyle = {}): string {
  if (!Number.isFinite(value)) return String(value);
  const negative = value < 0 || Object.is(value, -0);
  const [whole, fraction = ''] = plainDigits(Math.abs(value)).split('.');
  let digits = BigInt(whole + fraction.slice(0, maxFraction).padEnd(maxFraction, '0'));
  if (Number(fraction[maxFraction] ?? '0') >= 5) digits += 1n;
  const text = digits.toString().padStart(maxFraction + 1, '0');
  const wholePart = text.slice(0, text.length - maxFraction);
  let fractionPart = text.slice(text.length - maxFraction);
  while (fractionPart.length > minFraction && fractionPart.endsWith('0')) fractionPart = fractionPart.slice(0, -1);
  fractionPart = fractionPart.padEnd(minFraction, '0');
  const number = (grouping ? grouped(wholePart) : wholePart) + (fractionPart ? `,${fractionPart}` : '');
  return negative ? `-${number}` : number;
}
