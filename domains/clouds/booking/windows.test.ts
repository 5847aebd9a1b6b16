import { describe, expect, it } from 'vitest';
import { cutoffOf, daySlots, isOpen, saleDays } from './windows.server';

describe('the days and hours of pickup windows', () => {
  it('sells 60 Moscow days from tomorrow, whatever the UTC date is', () => {
    // 23:30 Moscow on 23 November is still 20:30 UTC of the 23rd; 00:30 Moscow on the 24th is 21:30 UTC of the 23rd.
    const lateEvening = saleDays(new Date('2026-11-23T20:30:00Z'));
    expect(lateEvening).toHaveLength(60);
    expect(lateEvening[0]).toBe('2026-11-24');
    expect(lateEvening.at(-1)).toBe('2027-01-22');
    expect(saleDays(new Date('2026-11-23T21:30:00Z'))[0]).toBe('2026-11-25');
    expect(saleDays(new Date('2026-11-23T12:00:00Z'), 3)).toEqual(['2026-11-24', '2026-11-25', '2026-11-26']);
  });

  it('gives four windows a day at 09–12, 12–15, 15–18 and 18–21 Moscow time', () => {
    const slots = daySlots('2026-11-24');
    expect(slots.map((s) => [s.startsAt.toISOString(), s.endsAt.toISOString()])).toEqual([
      ['2026-11-24T06:00:00.000Z', '2026-11-24T09:00:00.000Z'],
      ['2026-11-24T09:00:00.000Z', '2026-11-24T12:00:00.000Z'],
      ['2026-11-24T12:00:00.000Z', '2026-11-24T15:00:00.000Z'],
      ['2026-11-24T15:00:00.000Z', '2026-11-24T18:00:00.000Z'],
    ]);
    expect(slots.every((s) => s.day === '2026-11-24')).toBe(true);
  });

  it('closes a window 4 hours before it starts', () => {
    const window = { startsAt: new Date('2026-11-24T06:00:00Z') };
    expect(cutoffOf(new Date('2026-11-24T01:00:00Z')).toISOString()).toBe('2026-11-24T05:00:00.000Z');
    expect(isOpen(window, new Date('2026-11-24T01:59:59Z'))).toBe(true);
    expect(isOpen(window, new Date('2026-11-24T02:00:00Z'))).toBe(false);
    expect(isOpen(window, new Date('2026-11-24T07:00:00Z'))).toBe(false);
  });
});
