import { AppError } from '../../../lib/errors';
import { addDays, dayTitle } from '../../../lib/moscow-calendar';
import { zonedDate, zonedDayStart } from '../../../lib/zoned-calendar';
import type { AccessUser } from './grants-schema';

/** A grant's period as stored: from an instant, to the first instant without access (null: while the rental is on). */
export interface GrantPeriod {
  validFrom: Date;
  validTo: Date | null;
}

/** What the owner asked for, as days of the order's place; undefined keeps the current value (or the default), null clears the end. */
export interface PeriodInput {
  valid_from?: string;
  valid_to?: string | null;
}

const refuse = (field: string, message: string) => new AppError('VALIDATION_ERROR', { fields: { [field]: message } });

/** The rental a grant opens: its paid end and the time zone of its place, whose days the owner picks. */
export interface GrantedRental {
  endsAt: Date | null;
  timeZone: string;
}

/**
 * The period of a new or changed grant. The first day may not be before today (unless it is the one the grant already has),
 * the last day is included (access ends at the next midnight on the place's clock), and access never outlasts the paid rental.
 */
export function grantPeriod(input: PeriodInput, rental: GrantedRental, now: Date, current?: GrantPeriod): GrantPeriod {
  const { endsAt: rentalEndsAt, timeZone } = rental;
  const dayOf = (moment: Date) => zonedDate(moment, timeZone);
  const dayStart = (day: string) => zonedDayStart(day, timeZone);
  const today = dayOf(now);
  let validFrom = current?.validFrom ?? now;
  if (input.valid_from !== undefined) {
    const keeps = current && dayOf(current.validFrom) === input.valid_from;
    if (!keeps) {
      if (input.valid_from < today) throw refuse('valid_from', 'Начало доступа — не раньше сегодняшнего дня');
      validFrom = input.valid_from === today ? now : dayStart(input.valid_from);
    }
  }
  let validTo = current ? current.validTo : null;
  if (input.valid_to !== undefined) validTo = input.valid_to === null ? null : dayStart(addDays(input.valid_to, 1));
  if (validTo && validTo <= validFrom) throw refuse('valid_to', 'Последний день доступа — не раньше первого');
  if (rentalEndsAt) {
    const lastPaid = dayTitle(addDays(dayOf(rentalEndsAt), -1));
    if (validFrom >= rentalEndsAt) throw refuse('valid_from', `Аренда оплачена по ${lastPaid}: доступ должен начаться раньше`);
    if (validTo && validTo > rentalEndsAt) throw refuse('valid_to', `Доступ — не дольше аренды: она оплачена по ${lastPaid}`);
  }
  return { validFrom, validTo };
}

/** Whether a grant opens the order at this moment (the order itself must be on as well). */
export function grantLive(grant: GrantPeriod & { revokedAt: Date | null }, now: Date): boolean {
  return grant.revokedAt === null && grant.validFrom <= now && (grant.validTo === null || grant.validTo > now);
}

export function grantState(grant: GrantPeriod & { revokedAt: Date | null }, now: Date): AccessUser['state'] {
  if (grant.revokedAt) return 'revoked';
  if (grant.validTo && grant.validTo <= now) return 'expired';
  return grant.validFrom > now ? 'scheduled' : 'active';
}
