import { describe, expect, it } from 'vitest';
import { addMonths, extendEnd, moscowDate, rangeLiteral, rentalRange, startDateProblem } from './booking-dates';

describe('booking dates', () => {
  it('starts at 00:00 Moscow and lasts whole months or days', () => {
    const month = rentalRange('2026-11-25', 'monthly', 1);
    expect(month.from.toISOString()).toBe('2026-11-24T21:00:00.000Z');
    expect(month.to.toISOString()).toBe('2026-12-24T21:00:00.000Z');
    const days = rentalRange('2026-12-30', 'daily', 3);
    expect(days.to.toISOString()).toBe('2027-01-01T21:00:00.000Z');
    expect(rangeLiteral(days.from, days.to)).toBe('[2026-12-29T21:00:00.000Z,2027-01-01T21:00:00.000Z)');
  });

  it('clamps to the last day of a shorter month', () => {
    expect(addMonths('2027-01-31', 1)).toBe('2027-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2026-11-30', 3)).toBe('2027-02-28');
  });

  it('extends an end by one period', () => {
    const end = new Date('2026-12-24T21:00:00Z');
    expect(extendEnd(end, 'monthly', 1).toISOString()).toBe('2027-01-24T21:00:00.000Z');
    expect(extendEnd(end, 'daily', 7).toISOString()).toBe('2026-12-31T21:00:00.000Z');
  });

  it('takes the Moscow calendar date of a moment', () => {
    expect(moscowDate(new Date('2026-11-23T20:59:00Z'))).toBe('2026-11-23');
    expect(moscowDate(new Date('2026-11-23T21:00:00Z'))).toBe('2026-11-24');
  });

  it('accepts start dates from today to 60 days ahead', () => {
    const now = new Date('2026-11-23T09:00:00Z');
    expect(startDateProblem('2026-11-23', now)).toBeNull();
    expect(startDateProblem('2027-01-22', now)).toBeNull();
    expect(startDateProblem('2026-11-22', now)).toMatch(/прошлом/);
    expect(startDateProblem('2027-01-23', now)).toMatch(/60 дней/);
  });
});
