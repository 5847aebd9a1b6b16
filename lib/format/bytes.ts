const UNITS = ['Б', 'КБ', 'МБ', 'ГБ', 'ТБ'] as const;
const BASE = 1000;

/** File size in Russian units with base 1000: 1500 → "1,5 КБ". */
export function formatBytes(bytes: number, fractionDigits = 1): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '0 Б';
  let value = bytes;
  let unit = 0;
  while (value >= BASE && unit < UNITS.length - 1) {
    value /= BASE;
    unit += 1;
  }
  const formatted = new Intl.NumberFormat('ru-RU', {
    maximumFractionDigits: unit === 0 ? 0 : fractionDigits,
  }).format(value);
  return `${formatted} ${UNITS[unit]}`;
}
