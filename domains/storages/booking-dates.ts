/**
 * Dates of a rental: a booking starts at 00:00 Moscow time of its start date and lasts whole
 * months (monthly tariff) or days (daily and guest). The calendar itself is lib/moscow-calendar.ts.
 */
import { addDays, addMonths, daysBetween, moscowDate, moscowDayStart } from '../../lib/moscow-calendar';

export { addDays, addMonths, daysBetween, moscowDate, moscowDayStart };

/** How far ahead a rental may start. */
export const MAX_START_DAYS_AHEAD = 60;

export type TariffKind = 'monthly' | 'daily' | 'guest';

/** Every warehouse keeps Moscow time: the rental's range is read on its clock. */
export const WAREHOUSE_TIME_ZONE = 'Europe/Moscow';

/** [start, end) of a rental period of `length` units of the tariff kind. */
export function rentalRange(startDate: string, kind: TariffKind, length: number): { from: Date; to: Date; timeZone: string } {
  const endDate = kind === 'monthly' ? addMonths(startDate, length) : addDays(startDate, length);
  return { from: moscowDayStart(startDate), to: moscowDayStart(endDate), timeZone: WAREHOUSE_TIME_ZONE };
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
