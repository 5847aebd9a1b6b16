import { DEFAULT_TIME_ZONE, formatDate, formatTime } from '../../../lib/format/dates';
import { pluralRu } from '../../../lib/format/plural';

/** «28.11.2026, 12:00» in the locker's time zone. */
export function rentalMoment(iso: string, timeZone: string | null = DEFAULT_TIME_ZONE): string {
  const zone = timeZone ?? DEFAULT_TIME_ZONE;
  return `${formatDate(iso, zone)}, ${formatTime(iso, zone)}`;
}

/**
 * A rental's period in the locker's time zone, both ends with their time (a rental is hours or whole
 * days from the moment it was booked): «28.11.2026, 12:00–15:00» within a day, else
 * «28.11.2026, 12:00 — 01.12.2026, 12:00».
 */
export function rentalPeriod(from: string | null, to: string | null, timeZone: string | null = DEFAULT_TIME_ZONE): string {
  return rentalPeriodParts(from, to, timeZone).join(' — ');
}

/** The period's ends as the pages set them, each kept on one line: one part within a day, two across days. */
export function rentalPeriodParts(from: string | null, to: string | null, timeZone: string | null = DEFAULT_TIME_ZONE): string[] {
  if (!from || !to) return ['—'];
  const zone = timeZone ?? DEFAULT_TIME_ZONE;
  const [fromDay, toDay] = [formatDate(from, zone), formatDate(to, zone)];
  if (fromDay === toDay) return [`${fromDay}, ${formatTime(from, zone)}–${formatTime(to, zone)}`];
  return [rentalMoment(from, zone), rentalMoment(to, zone)];
}

/** «Перфоратор Makita HR2470 и ещё 2»: the first tool's name and how many more the order has. */
export function toolsTitle(first: string, count: number): string {
  return count > 1 ? `${first} и ещё ${count - 1}` : first;
}

/** «1 инструмент», «2 инструмента», «5 инструментов». */
export function toolsCount(count: number): string {
  return `${count} ${pluralRu(count, ['инструмент', 'инструмента', 'инструментов'])}`;
}

/** «ячейка 9», «ячейки 9 и 10», «ячейки 3, 4 и 7»: where the tools lie (cells without a tool left out). */
export function cellsText(cells: readonly (number | null)[]): string | null {
  const numbers = [...new Set(cells.filter((cell): cell is number => cell !== null))].sort((a, b) => a - b);
  if (numbers.length === 0) return null;
  if (numbers.length === 1) return `ячейка ${numbers[0]}`;
  return `ячейки ${numbers.slice(0, -1).join(', ')} и ${numbers.at(-1)}`;
}

/** The 320 px copy of a model picture shipped in public/images/prokat/ (a thumbnail needs no more); other addresses as they are. */
export function toolThumb(src: string): string {
  const match = /^(\/images\/prokat\/(?!category-|postomat-)[a-z0-9-]+)\.webp$/.exec(src);
  return match && !/-\d+w$/.test(match[1]!) ? `${match[1]}-320w.webp` : src;
}
