import { daysBetween } from '../../lib/moscow-calendar';

export interface ActMonth {
  /** First and last day of the calendar month (YYYY-MM-DD). */
  periodStart: string;
  periodEnd: string;
  /** The part of the money for the days of service in this month. */
  amount: number;
}

const monthStart = (day: string) => `${day.slice(0, 7)}-01`;

function nextMonth(start: string): string {
  const [y, m] = start.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 1)).toISOString().slice(0, 10);
}

function lastDay(start: string): string {
  const [y, m] = start.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
}

/**
 * The months a service ran in, from `from` (first day) to `to` (the day after the last), each with
 * its share of `money` by days, rounded so that the shares of all months add up to the money
 * exactly. Only months that ended before `before` (the first day of the current month) are given.
 */
export function actMonths(from: string, to: string, money: number, before: string): ActMonth[] {
  const total = daysBetween(from, to);
  if (total <= 0 || money <= 0) return [];
  const upTo = (day: string) => Math.round((money * Math.min(Math.max(daysBetween(from, day), 0), total)) / total);
  const months: ActMonth[] = [];
  for (let start = monthStart(from); start < to && nextMonth(start) <= before; start = nextMonth(start)) {
    const amount = upTo(nextMonth(start)) - upTo(start);
    if (amount > 0) months.push({ periodStart: start, periodEnd: lastDay(start), amount });
  }
  return months;
}
