export const DEFAULT_TIME_ZONE = 'Europe/Moscow';

type DateInput = Date | string | number;

function toDate(value: DateInput): Date {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) throw new RangeError('Invalid date');
  return date;
}

type Parts = Record<'day' | 'month' | 'year' | 'hour' | 'minute', string>;

/**
 * Zones with one fixed offset since a moment, written without Intl: the browser's first
 * `Intl.DateTimeFormat` loads its zone data, tens of milliseconds on a slow phone's main thread.
 * Moscow has been UTC+3 since 26 October 2014 (02:00 local, 22:00 UTC the day before).
 */
const FIXED_ZONES: Record<string, { offsetMinutes: number; since: number }> = {
  'Europe/Moscow': { offsetMinutes: 180, since: Date.UTC(2014, 9, 25, 22) },
};

const formatters = new Map<string, Intl.DateTimeFormat>();

function intlFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('ru-RU', {
      timeZone,
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

const two = (n: number) => String(n).padStart(2, '0');

function parts(value: DateInput, timeZone: string): Parts {
  const date = toDate(value);
  const fixed = FIXED_ZONES[timeZone];
  if (fixed && date.getTime() >= fixed.since) {
    const local = new Date(date.getTime() + fixed.offsetMinutes * 60_000);
    return {
      day: two(local.getUTCDate()),
      month: two(local.getUTCMonth() + 1),
      year: String(local.getUTCFullYear()),
      hour: two(local.getUTCHours()),
      minute: two(local.getUTCMinutes()),
    };
  }
  return Object.fromEntries(
    intlFormatter(timeZone)
      .formatToParts(date)
      .map((p) => [p.type, p.value]),
  ) as Parts;
}

/** DD.MM.YYYY in the city's time zone (Moscow by default). */
export function formatDate(value: DateInput, timeZone = DEFAULT_TIME_ZONE): string {
  const p = parts(value, timeZone);
  return `${p.day}.${p.month}.${p.year}`;
}

/** HH:mm in the city's time zone. */
export function formatTime(value: DateInput, timeZone = DEFAULT_TIME_ZONE): string {
  const p = parts(value, timeZone);
  return `${p.hour}:${p.minute}`;
}

export function formatDateTime(value: DateInput, timeZone = DEFAULT_TIME_ZONE): string {
  return `${formatDate(value, timeZone)} ${formatTime(value, timeZone)}`;
}

/** The last day of a period whose end is exclusive (00:00 of the day after, as orders store it): DD.MM.YYYY. */
export function formatLastDay(end: DateInput, timeZone = DEFAULT_TIME_ZONE): string {
  return formatDate(new Date(new Date(end).getTime() - 1), timeZone);
}

/**
 * A paid period with both days included, as every page, receipt and payment names it:
 * "28.11.2026–27.02.2027" for three months from 28.11.2026 (`end` is exclusive, 28.02.2027 00:00).
 */
export function formatPeriod(start: DateInput, end: DateInput, timeZone = DEFAULT_TIME_ZONE): string {
  return `${formatDate(start, timeZone)}–${formatLastDay(end, timeZone)}`;
}
