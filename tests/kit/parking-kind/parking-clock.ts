/**
 * Hours on a place's own clock, for the test-only parking kind: a start is a local «YYYY-MM-DDTHH:mm»
 * of the place's IANA time zone, turned into an instant with the zone's offset at that moment.
 */

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;
const HOUR_MS = 3600_000;

/** The zone's offset from UTC at an instant, in milliseconds (Asia/Yekaterinburg: +5 h). */
function offsetMs(timeZone: string, at: Date): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(at);
  const part = (type: string) => Number(parts.find((p) => p.type === type)!.value);
  const wall = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'));
  return wall - Math.floor(at.getTime() / 60_000) * 60_000;
}

/** The instant of a local «YYYY-MM-DDTHH:mm» in the zone, or null when it is not one. */
export function localInstant(local: string, timeZone: string): Date | null {
  const match = LOCAL.exec(local);
  if (!match) return null;
  const [, y, m, d, hh, mm] = match.map(Number) as [number, number, number, number, number, number];
  const wall = Date.UTC(y, m - 1, d, hh, mm);
  if (Number.isNaN(wall)) return null;
  return new Date(wall - offsetMs(timeZone, new Date(wall)));
}

/** Today as YYYY-MM-DD on the zone's clock. */
export function localDate(at: Date, timeZone: string): string {
  return new Date(at.getTime() + offsetMs(timeZone, at)).toISOString().slice(0, 10);
}

export function addHours(at: Date, hours: number): Date {
  return new Date(at.getTime() + hours * HOUR_MS);
}
