import { formatNumber } from './number';

const oneDecimal = (value: number) => formatNumber(value, { maxFraction: 1 });

/** A balance short enough for a badge: 950, 1,2 тыс., 15 тыс., 1,5 млн. */
export function formatShortNumber(value: number): string {
  const abs = Math.abs(value);
  if (abs < 1000) return String(Math.trunc(value));
  if (abs < 1_000_000) return `${oneDecimal(Math.trunc(value / 100) / 10)} тыс.`;
  return `${oneDecimal(Math.trunc(value / 100_000) / 10)} млн`;
}
