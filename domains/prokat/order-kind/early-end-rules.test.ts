import { describe, expect, it } from 'vitest';
import { paidTimeOver, toolRefund, unusedRefund, unusedTitle } from './early-end-rules';
import { UNIT_MS } from './extension-rules';

const at = (iso: string) => new Date(iso);
const now = at('2026-12-01T10:00:00Z');
const threeHours = { unit: 'hour' as const, count: 3, money: 900, points: 0 };

describe('the unused whole hours and days of a tool', () => {
  it('come back at what their period cost per hour; a part of an hour does not', () => {
    expect(unusedRefund([threeHours], 1.9 * UNIT_MS.hour)).toEqual({ amount: 300, points: 0, unused: [{ unit: 'hour', count: 1 }] });
    expect(unusedRefund([threeHours], 0.9 * UNIT_MS.hour)).toEqual({ amount: 0, points: 0, unused: [] });
    expect(unusedRefund([threeHours], -UNIT_MS.hour).amount).toBe(0);
  });

  it('are taken from the last paid period backwards: an extension’s day first, then the booking’s hours', () => {
    const periods = [threeHours, { unit: 'day' as const, count: 1, money: 1200, points: 0 }];
    // 26.5 hours unused: the whole extension day (1 200 ₽), then 2 of the booking's hours (600 ₽).
    expect(unusedRefund(periods, 26.5 * UNIT_MS.hour)).toEqual({
      amount: 1800,
      points: 0,
      unused: [
        { unit: 'day', count: 1 },
        { unit: 'hour', count: 2 },
      ],
    });
    // 23 hours of a day period is no whole day.
    expect(unusedRefund(periods, 23 * UNIT_MS.hour).amount).toBe(0);
  });

  it('never come to more than was paid, and round to roubles', () => {
    expect(unusedRefund([{ unit: 'hour', count: 3, money: 500, points: 0 }], 2 * UNIT_MS.hour).amount).toBe(333);
    expect(unusedRefund([threeHours], 10 * UNIT_MS.hour).amount).toBe(900);
  });

  it('give back the share points paid as whole points, from the same periods', () => {
    // A booking of 3 hours: 600 ₽ by card and 300 points; an extension day paid by card alone.
    const booking = { unit: 'hour' as const, count: 3, money: 600, points: 300 };
    const extension = { unit: 'day' as const, count: 1, money: 1200, points: 0 };
    expect(unusedRefund([booking, extension], 26.5 * UNIT_MS.hour)).toMatchObject({ amount: 1600, points: 200 });
    expect(unusedRefund([booking], 1.5 * UNIT_MS.hour)).toMatchObject({ amount: 200, points: 100 });
    expect(unusedRefund([{ ...booking, points: 100 }], 1 * UNIT_MS.hour).points).toBe(33);
  });
});

describe('what comes back for a tool', () => {
  const periods = [threeHours];
  it('everything for a tool still waiting in its cell; nothing once its window passed', () => {
    expect(
      toolRefund({ stage: 'awaiting_pickup', pickupUntil: at('2026-12-01T11:00:00Z'), dueAt: null, returnedAt: null, periods }, now),
    ).toEqual({
      state: 'not_taken',
      unused: [],
      amount: 900,
      points: 0,
    });
    expect(toolRefund({ stage: 'awaiting_pickup', pickupUntil: now, dueAt: null, returnedAt: null, periods }, now).state).toBe('missed');
  });

  it('counts a returned tool from its return, a tool still out from now', () => {
    const returned = {
      stage: 'returned' as const,
      pickupUntil: now,
      dueAt: at('2026-12-01T12:00:00Z'),
      returnedAt: at('2026-12-01T09:30:00Z'),
      periods,
    };
    expect(toolRefund(returned, now)).toMatchObject({ state: 'returned', amount: 600 });
    expect(toolRefund({ ...returned, stage: 'in_use', returnedAt: null }, now)).toMatchObject({ state: 'out', amount: 600 });
    expect(paidTimeOver(returned, now)).toBe(false);
    expect(paidTimeOver({ ...returned, returnedAt: at('2026-12-01T12:00:00Z') }, now)).toBe(true);
  });

  it('names the unused time in Russian', () => {
    expect(
      unusedTitle([
        { unit: 'day', count: 1 },
        { unit: 'hour', count: 2 },
      ]),
    ).toBe('1 сутки 2 часа');
  });
});
