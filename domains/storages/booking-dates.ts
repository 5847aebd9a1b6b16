/**
 * Dates of a rental: a booking starts at 00:00 Moscow time of its start date and lasts whole
 * months (monthly tariff) or days (daily and guest). Moscow has kept UTC+3 all year since 2014.
 */
const MOSCOW_OFFSET_MS = 3 * 3600 * 1000;
const DAY_MS = 24 * 3600 * 1000;

/** How far ahead a rental may start. */
export const MAX_START_DAYS_AHEAD = 60;

/** The Moscow calendar date of a moment, YYYY-MM-DD. */
export function moscowDate(moment: Date): string {
  return new Date(moment.getTime() + MOSCOW_OFFSET_MS).toISOString().slice(0, 10);
}

/** 00:00 Moscow time of a YYYY-MM-DD date. */
export function moscowDayStart(date: string): Date {
  return new Date(`${date}T00:00:00+03:00`);
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

export type TariffKind = 'monthly' | 'daily' | 'guest';

/** [start, end) of a rental period of `length` units of the tariff kind. */
export function rentalRange(startDate: string, kind: TariffKind, length: number): { from: Date; to: Date } {
  const endDate = kind === 'monthly' ? addMonths(startDate, length) : addDays(startDate, length);
  return { from: moscowDayStart(startDate), to: moscowDayStart(endDate) };
}

/**
 * The dates the catalogue's free counts are for: the booking page's default rental, one month from
 * today (Moscow), seen from now. A cell is free when no active rental and no live hold overlaps it,
 * so the cell «Выбрать» offers can be booked with the defaults.
 */
export function catalogueWindow(now: Date): { from: Date; to: Date } {
  return { from: now, to: rentalRange(moscowDate(now), 'monthly', 1).to };
}

/** Extends an end moment by one more period (renewal, extension). */
export function extendEnd(end: Date, kind: TariffKind, length: number): Date {
  const date = moscowDate(end);
  return kind === 'monthly' ? moscowDayStart(addMonths(date, length)) : moscowDayStart(addDays(date, length));
}

/** The tstzrange literal `[from,to)`. */
export function rangeLiteral(from: Date, to: Date): string {
  return `[${from.toISOString()},${to.toISOString()})`;
}

/** Why a start date cannot be booked, or null when it can (today … today + 60 days, Moscow). */
export function startDateProblem(startDate: string, now: Date): string | null {
  const today = moscowDate(now);
  const ahead = daysBetween(today, startDate);
  if (ahead < 0) return 'Дата начала не может быть в прошлом';
  if (ahead > MAX_START_DAYS_AHEAD) return `Дата начала — не позже чем через ${MAX_START_DAYS_AHEAD} дней`;
  return null;
}
