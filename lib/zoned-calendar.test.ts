import { describe, expect, it } from 'vitest';
import { zonedDate, zonedDayStart, zonedDaysBetween, zonedLocalInstant, zonedMonthsBefore } from './zoned-calendar';

describe('the calendar of a place’s time zone', () => {
  it('reads days on the place’s own clock', () => {
    const moment = new Date('2026-11-30T20:30:00Z');
    expect(zonedDate(moment, 'Europe/Moscow')).toBe('2026-11-30'); // 23:30
    expect(zonedDate(moment, 'Asia/Yekaterinburg')).toBe('2026-12-01'); // 01:30 the next day
    expect(zonedDayStart('2026-12-01', 'Europe/Moscow').toISOString()).toBe('2026-11-30T21:00:00.000Z');
    expect(zonedDayStart('2026-12-01', 'Asia/Yekaterinburg').toISOString()).toBe('2026-11-30T19:00:00.000Z');
  });

  it('counts a day shortened by daylight saving time as a day, and months by the calendar', () => {
    const before = zonedDayStart('2027-03-27', 'Europe/Berlin');
    const after = zonedDayStart('2027-03-29', 'Europe/Berlin');
    expect(after.getTime() - before.getTime()).toBe(47 * 3600_000);
    expect(zonedDaysBetween(before, after, 'Europe/Berlin')).toBe(2);
    expect(zonedDate(zonedMonthsBefore(zonedDayStart('2027-03-31', 'Europe/Moscow'), 1, 'Europe/Moscow'), 'Europe/Moscow')).toBe(
      '2027-02-28',
    );
  });

  it('reads a local time on the zone’s clock, and nothing else', () => {
    expect(zonedLocalInstant('2026-12-01T10:00', 'Asia/Yekaterinburg')?.toISOString()).toBe('2026-12-01T05:00:00.000Z');
    expect(zonedLocalInstant('2026-12-01 10:00', 'Asia/Yekaterinburg')).toBeNull();
    expect(zonedLocalInstant('2026-02-30T10:00', 'Asia/Yekaterinburg')).toBeNull();
  });

  it('refuses a zone that does not exist instead of guessing one', () => {
    expect(() => zonedDate(new Date(), 'Mars/Olympus')).toThrow(/Not a time zone/);
    expect(() => zonedDayStart('2026-02-30', 'Europe/Moscow')).toThrow(/Not a day/);
  });
});
