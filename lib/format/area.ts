import { formatNumber } from './number';

/** 0.5 → "0,5", 4.25 → "4,25", 30 → "30". */
export function formatDecimal(value: number): string {
  return formatNumber(value, { maxFraction: 2, grouping: false });
}

/** 0.5 → "0,5 м²" (a no-break space before the unit). */
export function formatArea(value: number): string {
  return `${formatDecimal(value)}\u00a0м²`;
}

/** A mean rating with one decimal: 4.33 → "4,3", 5 → "5,0". */
export function formatRating(value: number): string {
  return formatNumber(value, { minFraction: 1, maxFraction: 1 });
}
