/** Numbers the Russian way: a decimal comma, up to two fraction digits, no trailing zeros. */
const decimal = new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 2, useGrouping: false });

/** 0.5 → "0,5", 4.25 → "4,25", 30 → "30". */
export function formatDecimal(value: number): string {
  return decimal.format(value);
}

/** 0.5 → "0,5 м²" (a no-break space before the unit). */
export function formatArea(value: number): string {
  return `${formatDecimal(value)}\u00a0м²`;
}

/** A mean rating with one decimal: 4.33 → "4,3", 5 → "5,0". */
export function formatRating(value: number): string {
  return new Intl.NumberFormat('ru-RU', { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value);
}
