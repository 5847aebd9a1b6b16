import { pluralRu } from '../../../lib/format/plural';

/** «ждёт 5 мин», «ждёт 2 ч», «ждёт 3 дня»: how long a user has waited for an answer. */
export function waitingText(since: string, now: string): string {
  const minutes = Math.max(0, Math.floor((Date.parse(now) - Date.parse(since)) / 60_000));
  if (minutes < 1) return 'ждёт меньше минуты';
  if (minutes < 60) return `ждёт ${minutes} мин`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `ждёт ${hours} ч`;
  const days = Math.floor(hours / 24);
  return `ждёт ${days} ${pluralRu(days, ['день', 'дня', 'дней'])}`;
}
