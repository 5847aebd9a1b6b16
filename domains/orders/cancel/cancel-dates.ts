import { addDays, DAY_MS, dayTitle } from '../../../lib/moscow-calendar';
import { zonedDate, zonedDayStart, zonedDaysBetween, zonedMonthsBefore } from '../../../lib/zoned-calendar';

/**
 * Ending a paid rental early (pure), the same for every kind; the kind gives the notice days:
 *
 * - The rent runs until the chosen last day (inclusive); it can be any day from today (or the
 *   first day of the rent) to the last paid day.
 * - A last day closer than the notice is still billed as if the notice had been given.
 * - Whole days of the prepaid period after the billed end come back: to the card, except the part
 *   of the period that was paid with bonus points, which comes back as points (points are not
 *   money) when the rental ends.
 *
 * Days are counted on the clock of the order's place (`timeZone`).
 */

export interface CancelOrderFacts {
  startsAt: Date;
  /** End of the paid period (exclusive instant). */
  endsAt: Date;
  /** What the current period cost before bonus points: money paid plus points spent. */
  periodValue: number;
  bonusesUsed: number;
  /** Length of one period: calendar months (monthly tariff) or days (daily and guest). */
  periodUnit: 'month' | 'day';
  periodUnits: number;
  /** The kind's notice: a last day closer than this is billed as if it had been given. */
  noticeDays: number;
  /** The IANA zone of the order's place: its days are the ones counted. */
  timeZone: string;
}

/** The first and last day a person may choose as the last day of the rent. */
export function cancelDateRange(order: CancelOrderFacts, now: Date): { min: string; max: string } {
  const day = (moment: Date) => zonedDate(moment, order.timeZone);
  const today = day(now);
  const firstDay = day(order.startsAt);
  const min = firstDay > today ? firstDay : today;
  const max = day(new Date(order.endsAt.getTime() - 1));
  return { min, max: max < min ? min : max };
}

/** Start of the period the order is in now: the end minus one period, never before the rent began. */
export function currentPeriodStart(order: CancelOrderFacts): Date {
  const end = order.endsAt;
  let start: Date;
  if (order.periodUnit === 'month') {
    start = zonedMonthsBefore(end, order.periodUnits, order.timeZone);
  } else {
    start = new Date(end.getTime() - order.periodUnits * DAY_MS);
  }
  return start < order.startsAt ? order.startsAt : start;
}

export interface CancelCalculation {
  /** The chosen last day of the rent. */
  lastDay: string;
  /** The instant the rent ends (00:00 after the last day, on the place's clock). */
  endsAt: Date;
  /** The last day that is billed: the chosen one or the end of the notice, whichever is later. */
  billedLastDay: string;
  noticeApplied: boolean;
  periodDays: number;
  unusedDays: number;
  /** Price of one day of the current period, roubles (rounded for display only). */
  dayPrice: number;
  unusedValue: number;
  bonusesWithheld: number;
  refund: number;
  lines: { title: string; amount: number }[];
}

export type CancelDateProblem = { problem: 'before_min' | 'after_max'; message: string };

export function checkCancelDate(order: CancelOrderFacts, now: Date, lastDay: string): CancelDateProblem | null {
  const { min, max } = cancelDateRange(order, now);
  if (lastDay < min) return { problem: 'before_min', message: `Дата окончания — не раньше ${dayTitle(min)}` };
  if (lastDay > max) {
    return {
      problem: 'after_max',
      message: `Дата окончания — не позже ${dayTitle(max)}, последнего оплаченного дня. Чтобы остаться дольше, продлите аренду`,
    };
  }
  return null;
}

/** The refund for ending the rent after `lastDay`; the date must pass checkCancelDate first. */
export function calculateCancel(order: CancelOrderFacts, now: Date, lastDay: string): CancelCalculation {
  const zone = order.timeZone;
  const endsAt = zonedDayStart(addDays(lastDay, 1), zone);
  const noticeEnd = zonedDayStart(addDays(zonedDate(now, zone), order.noticeDays), zone);
  const periodStart = currentPeriodStart(order);
  let billedEnd = endsAt;
  if (noticeEnd > billedEnd) billedEnd = noticeEnd;
  if (periodStart > billedEnd) billedEnd = periodStart;
  if (billedEnd > order.endsAt) billedEnd = order.endsAt;
  const periodDays = Math.max(1, zonedDaysBetween(periodStart, order.endsAt, zone));
  const unusedDays = Math.max(0, zonedDaysBetween(billedEnd, order.endsAt, zone));
  const unusedValue = Math.round((order.periodValue * unusedDays) / periodDays);
  const bonusesWithheld = Math.min(unusedValue, Math.max(0, order.bonusesUsed));
  const refund = unusedValue - bonusesWithheld;
  const lines = [{ title: `Неиспользованные дни: ${unusedDays}`, amount: unusedValue }];
  if (bonusesWithheld > 0) lines.push({ title: 'Оплачено баллами — вернём баллами', amount: -bonusesWithheld });
  lines.push({ title: 'К возврату на карту', amount: refund });
  return {
    lastDay,
    endsAt,
    billedLastDay: zonedDate(new Date(billedEnd.getTime() - 1), zone),
    noticeApplied: noticeEnd > endsAt,
    periodDays,
    unusedDays,
    dayPrice: Math.round(order.periodValue / periodDays),
    unusedValue,
    bonusesWithheld,
    refund,
    lines,
  };
}

/** The last day the notice covers when it is given on the day of `now` at a place of this zone. */
export function noticeLastDay(now: Date, noticeDays: number, timeZone: string): string {
  return addDays(zonedDate(now, timeZone), noticeDays - 1);
}

/** The last day of a rent that ends at `endsAt` (exclusive), on the place's clock. */
export function lastDayBefore(endsAt: Date, timeZone: string): string {
  return zonedDate(new Date(endsAt.getTime() - 1), timeZone);
}
