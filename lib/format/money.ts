const rubFormatter = new Intl.NumberFormat('ru-RU', {
  style: 'currency',
  currency: 'RUB',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

/** The one rounding rule for money: integer roubles, half away from zero. */
export function roundRub(amount: number): number {
  return Math.sign(amount) * Math.round(Math.abs(amount));
}

/** Roubles without decimals: 12500 → "12 500 ₽". */
export function formatRub(amount: number): string {
  return rubFormatter.format(roundRub(amount));
}
