export const DEFAULT_TIME_ZONE = 'Europe/Moscow';

type DateInput = Date | string | number;

function toDate(value: DateInput): Date {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) throw new RangeError('Invalid date');
  return date;
}

function parts(value: DateInput, timeZone: string) {
  const formatter = new Intl.DateTimeFormat('ru-RU', {
    timeZone,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const map = Object.fromEntries(formatter.formatToParts(toDate(value)).map((p) => [p.type, p.value]));
  return map as Record<'day' | 'month' | 'year' | 'hour' | 'minute', string>;
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
