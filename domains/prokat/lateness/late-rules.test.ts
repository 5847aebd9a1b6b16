import { describe, expect, it } from 'vitest';
import { lateFines, lateness } from './late-rules';

const due = new Date('2026-12-01T10:00:00Z');
const after = (minutes: number) => new Date(due.getTime() + minutes * 60_000);

describe('late return fines', () => {
  it('are nothing within the free hour', () => {
    expect(lateFines(due, due, 900)).toEqual([]);
    expect(lateFines(due, after(60), 900)).toEqual([]);
  });

  it('are the day tariff from the first minute past the free hour, then one and a half per started day', () => {
    expect(lateFines(due, after(61), 900)).toEqual([{ part: '1', code: 'late_return_first_day', amount: 900 }]);
    expect(lateFines(due, after(24 * 60), 900)).toHaveLength(1);
    expect(lateFines(due, after(24 * 60 + 1), 900)).toEqual([
      { part: '1', code: 'late_return_first_day', amount: 900 },
      { part: '2', code: 'late_return_next_days', amount: 1350 },
    ]);
    expect(lateFines(due, after(3 * 24 * 60 + 5), 999).map((f) => f.amount)).toEqual([999, 1499, 1499, 1499]);
  });

  it('add the one-off sum past seven days', () => {
    const fines = lateFines(due, after(7 * 24 * 60 + 1), 500);
    expect(fines.map((f) => f.part)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', 'lost']);
    expect(fines.at(-1)).toEqual({ part: 'lost', code: 'late_return_over_7_days', amount: 5000 });
  });

  it('say how late in words', () => {
    expect(lateness(due, after(45))).toBe('45 мин');
    expect(lateness(due, after(26 * 60 + 10))).toBe('26 ч');
    expect(lateness(due, after(76 * 60))).toBe('3 сут 4 ч');
    expect(lateness(due, after(72 * 60))).toBe('3 сут');
  });
});
