import { formatDate, formatTime } from '../../../lib/format/dates';
import { formatNumber } from '../../../lib/format/number';
import { pluralRu } from '../../../lib/format/plural';
import type { CloudRequestType, CloudWindow } from './api';

export { formatRub } from '../../../lib/format/money';

/** Where the cabinet's pages live: the site's cabinet or the app's webview. */
export type CabinetBase = '/cabinet/' | '/webview/cabinet/';

export const requestTypeTitle: Record<CloudRequestType, string> = {
  pickup: 'Вывоз вещей на склад',
  return: 'Возврат вещей',
};

/** 1.5 → "1,5 м³" (volumes in answers are m³). */
export function volume(value: number | null | undefined): string {
  return value == null ? '—' : `${formatNumber(value, { maxFraction: 2 })} м³`;
}

export function day(iso: string | null | undefined): string {
  return iso ? formatDate(iso) : '—';
}

export function dateTime(iso: string): string {
  return `${formatDate(iso)} в ${formatTime(iso)}`;
}

/** DD.MM.YYYY of a YYYY-MM-DD day. */
export function dayOf(ymd: string): string {
  const [y, m, d] = ymd.split('-');
  return `${d}.${m}.${y}`;
}

/** "28.11.2026, 09:00–12:00" */
export function windowText(window: Pick<CloudWindow, 'date' | 'time_from' | 'time_to'> | null | undefined): string {
  if (!window) return 'Время не выбрано';
  return `${dayOf(window.date)}, ${hm(window.time_from)}–${hm(window.time_to)}`;
}

/** "09:00:00" or "09:00" → "09:00" */
export function hm(time: string): string {
  return time.slice(0, 5);
}

export function itemsCount(count: number): string {
  return `${count} ${pluralRu(count, ['вещь', 'вещи', 'вещей'])}`;
}

/** The tone of a request's status badge. */
export function requestTone(status: string | undefined): 'ok' | 'wait' | 'off' {
  if (status === 'COMPLETED') return 'ok';
  if (status === 'CANCELED') return 'off';
  return 'wait';
}

export const itemStatusTitle: Record<string, string> = {
  stored: 'На складе',
  returning: 'Готовим к возврату',
  returned: 'Возвращена',
};

export const actStateTitle: Record<string, string> = {
  awaiting_client: 'Ждёт вашего решения',
  accepted: 'Принят',
  disputed: 'Вы не согласны — разбираемся',
};
