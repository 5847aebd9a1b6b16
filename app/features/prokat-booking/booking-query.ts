import { BOOKING_KEYS, withBooking } from './booking-address';

// The booking's choice as the panel reads it from the address (booking-address.ts names its keys);
// the page itself loads none of this: the panel's chunk does.

/** Units of one model in one order, as the booking call allows. */
export const MAX_QUANTITY = 3;

export type GoOn = 'book' | 'wait';

export interface BookingChoice {
  slug: string;
  /** The locker, when the page is not a locker's own. */
  at: number | null;
  /** `hour-3`, `day-1`; null: the panel picks the first day's tariff. */
  period: string | null;
  qty: number;
  go: GoOn | null;
}

const SLUG = /^[a-z0-9-]{1,80}$/;
const PERIOD = /^(hour|day)-([1-9]\d?)$/;

/** A locker id of the address: a positive integer of the database's range, else null. */
export function idOf(value: string | null): number | null {
  if (!value || !/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= 2_147_483_647 ? id : null;
}

/** The choice of the address, or null when it opens no booking (no model, or a malformed one). */
export function readChoice(search: string): BookingChoice | null {
  const params = new URLSearchParams(search);
  const slug = params.get('book') ?? '';
  if (!SLUG.test(slug)) return null;
  const period = params.get('period');
  const qty = Number(params.get('qty'));
  const go = params.get('go');
  return {
    slug,
    at: idOf(params.get('at')),
    period: period && PERIOD.test(period) ? period : null,
    qty: Number.isInteger(qty) && qty >= 1 && qty <= MAX_QUANTITY ? qty : 1,
    go: go === 'book' || go === 'wait' ? go : null,
  };
}

export function periodCode(unit: 'hour' | 'day', periodNumber: number): string {
  return `${unit}-${periodNumber}`;
}

/** `day-3` as the booking call takes it. */
export function parsePeriod(code: string): { unit: 'hour' | 'day'; period_number: number } | null {
  const match = PERIOD.exec(code);
  return match ? { unit: match[1] as 'hour' | 'day', period_number: Number(match[2]) } : null;
}

/** The period to show: the wanted one when the model sells it, else its first day's, else its first. */
export function pickPeriod(tariffs: { unit: 'hour' | 'day'; period_number: number }[], wanted: string | null): string | null {
  const codes = tariffs.map((tariff) => periodCode(tariff.unit, tariff.period_number));
  if (wanted && codes.includes(wanted)) return wanted;
  return codes.find((code) => code.startsWith('day-')) ?? codes[0] ?? null;
}

/**
 * The login dialog over this page (the site's own, `?login=dialog`), coming back to the choice with
 * `go`, so the panel goes on by itself once signed in.
 */
export function loginHref(pathname: string, choiceSearch: string, go: GoOn): string {
  const back = `${pathname}${withBooking(choiceSearch, { ...fieldsOf(choiceSearch), go })}`;
  const params = new URLSearchParams(choiceSearch);
  params.set('login', 'dialog');
  params.set('redirect_back', back);
  return `${pathname}?${params.toString()}`;
}

function fieldsOf(search: string): Partial<Record<(typeof BOOKING_KEYS)[number], string>> {
  const params = new URLSearchParams(search);
  return Object.fromEntries(BOOKING_KEYS.flatMap((key) => (params.has(key) ? [[key, params.get(key)!]] : [])));
}
