import { formatNumber } from './number';

/** The one rounding rule for money: integer roubles, half away from zero. */
export function roundRub(amount: number): number {
  return Math.sign(amount) * Math.round(Math.abs(amount));
}

/** Roubles without decimals: 12500 → "12 500 ₽". */
export function formatRub(amount: number): string {
  return `${formatNumber(roundRub(amount), { maxFraction: 0 })}\u00a0₽`;
}
