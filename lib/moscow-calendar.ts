/**
 * The Moscow calendar: days as YYYY-MM-DD strings and the instants they start at. Moscow has kept
 * UTC+3 all year since 2014, so a fixed offset keeps these helpers pure (no time zone database).
 */
export const MOSCOW_OFFSET_MS = 3 * 3600 * 1000;
export const DAY_MS = 24 * 3600 * 1000;

/** The Moscow calendar day (YYYY-MM-DD) an instant falls on. */
export function moscowDate(moment: Date): string {
  return new Date(moment.getTime() + MOSCOW_OFFSET_MS).toISOString().slice(0, 10);
}

/** 00:00 Moscow time of a YYYY-MM-DD day. */
export function moscowDayStart(date: string): Date {
  return new Date(Date.parse(`${date}T00:00:00Z`) - MOSCOW_OFFSET_MS);
}

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The same day of the month `months` later, or the month's last day when it is shorter (31.01 + 1 → 28.02). */
export function addMonths(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(y, m - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d, lastDay));
  return target.toISOString().slice(0, 10);
}

/** Whole days from a to b (YYYY-MM-DD). */
export function daysBetween(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / DAY_MS);
}

/** DD.MM.YYYY of a YYYY-MM-DD day, as texts and refusals name it. */
export function dayTitle(day: string): string {
  const [y, m, d] = day.split('-');
  return `${d}.${m}.${y}`;
}
