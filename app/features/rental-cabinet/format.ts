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

/** «05.12 18:30»: a moment of this rental in the locker's time zone, the year left out. */
export function shortMoment(iso: string, timeZone: string = DEFAULT_TIME_ZONE): string {
  return `${formatDate(iso, timeZone).slice(0, 5)} ${formatTime(iso, timeZone)}`;
}

/** «2 дня 3 ч», «3 ч 15 мин», «12 мин»: how long past the due moment (at least a minute). */
export function overdueLength(ms: number): string {
  const minutes = Math.max(1, Math.floor(ms / 60_000));
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const rest = minutes % 60;
  if (days > 0)
    return hours > 0
      ? `${days} ${pluralRu(days, ['день', 'дня', 'дней'])} ${hours} ч`
      : `${days} ${pluralRu(days, ['день', 'дня', 'дней'])}`;
  if (hours > 0) return rest > 0 ? `${hours} ч ${rest} мин` : `${hours} ч`;
  return `${rest} мин`;
}

/** A paid tool's stage in words (null before the payment, when it has none). */
export function toolStageText(
  tool: {
    stage: string | null;
    cell: number | null;
    pickup_until: string | null;
    due_at: string | null;
    returned_to: { number: string; cell: number } | null;
  },
  timeZone: string = DEFAULT_TIME_ZONE,
  today: string | null = null,
): string | null {
  switch (tool.stage) {
    case 'awaiting_pickup': {
      if (!tool.pickup_until) return `Ждёт вас в ячейке ${tool.cell ?? ''}`.trim();
      // Within today the time is enough; a later day names its date.
      const until =
        today !== null && formatDate(tool.pickup_until, timeZone) !== today
          ? shortMoment(tool.pickup_until, timeZone)
          : formatTime(tool.pickup_until, timeZone);
      return `Ждёт вас в ячейке ${tool.cell ?? ''} до ${until}`;
    }
    case 'in_use':
      return tool.due_at ? `У вас до ${shortMoment(tool.due_at, timeZone)}` : 'У вас';
    case 'returned':
      return tool.returned_to
        ? `Возвращён в постамат ${tool.returned_to.number}, ячейка ${tool.returned_to.cell} — проверяем`
        : 'Возвращён — проверяем';
    case 'checked':
      return 'Принят';
    case 'damaged':
      return 'Отправлен на проверку повреждений';
    default:
      return null;
  }
}
