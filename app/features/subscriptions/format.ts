import { formatDate, formatLastDay, formatTime } from '../../../lib/format/dates';
import { formatRub } from '../../../lib/format/money';
import { formatNumber } from '../../../lib/format/number';

export { formatRub };

/** DD.MM.YYYY of an ISO instant, or a dash. */
export function day(iso: string | null | undefined): string {
  return iso ? formatDate(iso) : '—';
}

/** DD.MM.YYYY of a YYYY-MM-DD calendar day. */
export function dayOf(ymd: string): string {
  const [y, m, d] = ymd.split('-');
  return `${d}.${m}.${y}`;
}

export function dateTime(iso: string): string {
  return `${formatDate(iso)} в ${formatTime(iso)}`;
}

/** The last rented day of a paid period that ends at 00:00 of `iso` (Moscow). */
export function lastPaidDay(iso: string | null): string {
  return iso ? formatLastDay(iso) : '—';
}

export const statusTone: Record<string, 'ok' | 'wait' | 'warn' | 'off'> = {
  active: 'ok',
  cancel_requested: 'warn',
  awaiting_payment: 'wait',
  finished: 'off',
  canceled: 'off',
  expired: 'off',
};

/** 3.5 → "3,5 м²" */
export function area(value: number, unit = 'м²'): string {
  return `${formatNumber(value, { maxFraction: 2 })} ${unit}`;
}
