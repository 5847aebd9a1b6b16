import { formatNumber } from '../../../lib/format/number';

const MONTHS_GENITIVE = [
  'января',
  'февраля',
  'марта',
  'апреля',
  'мая',
  'июня',
  'июля',
  'августа',
  'сентября',
  'октября',
  'ноября',
  'декабря',
];
const WEEKDAYS = ['вс', 'пн', 'вт', 'ср', 'чт', 'пт', 'сб'];

/** "5 декабря, пт" for a YYYY-MM-DD (a calendar day, no time zone involved). */
export function dayLabel(date: string, withWeekday = true): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const base = `${d} ${MONTHS_GENITIVE[m - 1] ?? ''}`;
  return withWeekday ? `${base}, ${WEEKDAYS[new Date(Date.UTC(y, m - 1, d)).getUTCDay()]}` : base;
}

/** "09:00–12:00" from the window's "09:00" and "12:00" (seconds dropped). */
export function windowLabel(window: { time_from: string; time_to: string }): string {
  return `${window.time_from.slice(0, 5)}–${window.time_to.slice(0, 5)}`;
}

/** "1,5 м³" (an estimate's small things: "0,04 м³" with `fraction` 2). */
export function formatVolume(m3: number, fraction = 1): string {
  return `${formatNumber(m3, { maxFraction: fraction })}\u00a0м³`;
}

/** The price lines to list above the total: the quote's own «Итого» line is the total itself. */
export function listedLines<T extends { title: string }>(lines: T[]): T[] {
  return lines.filter((line) => !line.title.startsWith('Итого'));
}
