import { DateTime } from 'luxon';

/**
 * The calendar of a place's own IANA time zone (an order line's `timeZone`): days as YYYY-MM-DD and
 * the instants they start at. Storages and clouds are in Europe/Moscow; another line's place may be
 * in Yekaterinburg or a zone with daylight saving time, which luxon's zone rules take care of.
 */
function zoned(moment: Date, zone: string): DateTime {
  const time = DateTime.fromJSDate(moment, { zone });
  if (!time.isValid) throw new Error(`Not a time zone: ${zone}`);
  return time;
}

/** The calendar day (YYYY-MM-DD) an instant falls on in the zone. */
export function zonedDate(moment: Date, zone: string): string {
  return zoned(moment, zone).toISODate()!;
}

/** 00:00 of a YYYY-MM-DD day in the zone. */
export function zonedDayStart(day: string, zone: string): Date {
  const time = DateTime.fromISO(day, { zone });
  if (!time.isValid) throw new Error(`Not a day in ${zone}: ${day}`);
  return time.startOf('day').toJSDate();
}

/** The same wall-clock time `months` calendar months earlier (31.03 − 1 month → 28.02 or 29.02). */
export function zonedMonthsBefore(moment: Date, months: number, zone: string): Date {
  return zoned(moment, zone).minus({ months }).toJSDate();
}

/** Whole calendar days from `from` to `to` in the zone, a part of a day not counted (a 23-hour day is a day). */
export function zonedDaysBetween(from: Date, to: Date, zone: string): number {
  return Math.floor(zoned(to, zone).diff(zoned(from, zone), 'days').days);
}

/** The instant of a local «YYYY-MM-DDTHH:mm» on the zone's clock, or null when it is not one. */
export function zonedLocalInstant(local: string, zone: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(local)) return null;
  const time = DateTime.fromISO(local, { zone });
  return time.isValid ? time.toJSDate() : null;
}
