import { describe, expect, it } from 'vitest';
import { qualityConflict, toggleQuality } from './cancel-rules';
import {
  calculateCancel,
  cancelDateRange,
  checkCancelDate,
  currentPeriodStart,
  lastDayBefore,
  noticeLastDay,
  type CancelOrderFacts,
} from './cancel-dates';
import { moscowDayStart } from '../../../lib/moscow-calendar';
import { zonedDayStart } from '../../../lib/zoned-calendar';

// A month from 01.11.2026 to 01.12.2026 (00:00 Moscow), 30 days, 6 000 ₽ of which 600 in points.
const order: CancelOrderFacts = {
  startsAt: moscowDayStart('2026-11-01'),
  endsAt: moscowDayStart('2026-12-01'),
  periodValue: 6000,
  bonusesUsed: 600,
  periodUnit: 'month',
  periodUnits: 1,
  noticeDays: 14,
  timeZone: 'Europe/Moscow',
};
const at = (iso: string) => new Date(iso);

describe('the days of the place', () => {
  it('are Moscow days for a Moscow order', () => {
    expect(lastDayBefore(at('2026-11-23T21:00:00Z'), 'Europe/Moscow')).toBe('2026-11-23');
    expect(cancelDateRange(order, at('2026-11-23T20:59:00Z')).min).toBe('2026-11-23');
    expect(cancelDateRange(order, at('2026-11-23T21:00:00Z')).min).toBe('2026-11-24');
  });

  it('are the place’s own days elsewhere: at 23:30 in Moscow it is already tomorrow in Yekaterinburg', () => {
    const zone = 'Asia/Yekaterinburg';
    const there = { ...order, timeZone: zone, startsAt: zonedDayStart('2026-11-01', zone), endsAt: zonedDayStart('2026-12-01', zone) };
    const now = at('2026-11-23T20:30:00Z');
    expect(cancelDateRange(there, now)).toEqual({ min: '2026-11-24', max: '2026-11-30' });
    expect(noticeLastDay(now, 14, zone)).toBe('2026-12-07');
    const c = calculateCancel(there, now, '2026-11-27');
    expect(c.endsAt.toISOString()).toBe('2026-11-27T19:00:00.000Z'); // 00:00 of 28.11 in Yekaterinburg
    expect(c.billedLastDay).toBe('2026-11-30');
  });
});

describe('cancel date range', () => {
  it('runs from today to the last paid day', () => {
    expect(cancelDateRange(order, at('2026-11-05T09:00:00Z'))).toEqual({ min: '2026-11-05', max: '2026-11-30' });
  });
  it('starts at the first day of a rent that has not begun', () => {
    const future = { ...order, startsAt: moscowDayStart('2026-11-10') };
    expect(cancelDateRange(future, at('2026-11-05T09:00:00Z')).min).toBe('2026-11-10');
  });
  it('refuses days outside the range with Russian messages', () => {
    const now = at('2026-11-05T09:00:00Z');
    expect(checkCancelDate(order, now, '2026-11-04')?.problem).toBe('before_min');
    expect(checkCancelDate(order, now, '2026-12-01')?.message).toContain('30.11.2026');
    expect(checkCancelDate(order, now, '2026-11-30')).toBeNull();
  });
});

describe('cancel calculation', () => {
  it('refunds whole unused days after the chosen day, minus the points', () => {
    // Notice ends 19.11 (05.11 + 14); the chosen last day 20.11 is later: 10 days unused.
    const result = calculateCancel(order, at('2026-11-05T09:00:00Z'), '2026-11-20');
    expect(result.periodDays).toBe(30);
    expect(result.unusedDays).toBe(10);
    expect(result.noticeApplied).toBe(false);
    expect(result.unusedValue).toBe(2000);
    expect(result.bonusesWithheld).toBe(600);
    expect(result.refund).toBe(1400);
    expect(result.endsAt.toISOString()).toBe(moscowDayStart('2026-11-21').toISOString());
  });

  it('bills the 14 days of notice when the chosen day is sooner', () => {
    const result = calculateCancel(order, at('2026-11-05T09:00:00Z'), '2026-11-06');
    expect(result.noticeApplied).toBe(true);
    expect(result.billedLastDay).toBe('2026-11-18');
    expect(result.unusedDays).toBe(12);
    expect(result.refund).toBe(2400 - 600);
  });

  it('gives nothing back when the notice reaches the end of the period', () => {
    const result = calculateCancel(order, at('2026-11-25T09:00:00Z'), '2026-11-26');
    expect(result.unusedDays).toBe(0);
    expect(result.refund).toBe(0);
    expect(result.bonusesWithheld).toBe(0);
  });

  it('never returns more points than the unused value', () => {
    const pricey = { ...order, bonusesUsed: 5000 };
    const result = calculateCancel(pricey, at('2026-11-05T09:00:00Z'), '2026-11-20');
    expect(result.bonusesWithheld).toBe(2000);
    expect(result.refund).toBe(0);
  });

  it('uses only the current period of a renewed rent', () => {
    const renewed = { ...order, startsAt: moscowDayStart('2026-09-01'), endsAt: moscowDayStart('2026-12-01') };
    expect(currentPeriodStart(renewed).toISOString()).toBe(moscowDayStart('2026-11-01').toISOString());
    expect(calculateCancel(renewed, at('2026-11-05T09:00:00Z'), '2026-11-20').unusedDays).toBe(10);
  });

  it('handles daily tariffs', () => {
    const daily: CancelOrderFacts = {
      ...order,
      periodUnit: 'day',
      periodUnits: 60,
      endsAt: moscowDayStart('2026-12-31'),
      periodValue: 6000,
      bonusesUsed: 0,
    };
    const result = calculateCancel(daily, at('2026-11-05T09:00:00Z'), '2026-11-30');
    expect(result.periodDays).toBe(60);
    expect(result.unusedDays).toBe(30);
    expect(result.refund).toBe(3000);
  });
});

describe('quality marks that contradict each other', () => {
  it('untick the other side when one is ticked', () => {
    expect(toggleQuality(['dirty', 'damaged', 'clean'], 'all_good')).toEqual(['clean', 'all_good']);
    expect(toggleQuality(['all_good', 'clean'], 'dirty')).toEqual(['dirty']);
    expect(toggleQuality(['polite_staff'], 'rude_staff')).toEqual(['rude_staff']);
    expect(toggleQuality(['clean', 'safe'], 'safe')).toEqual(['clean']);
  });
  it('are named in Russian, and a consistent set passes', () => {
    expect(qualityConflict(['all_good', 'expensive'])).toContain('«Всё понравилось» нельзя отметить вместе с замечаниями');
    expect(qualityConflict(['safe', 'damaged'])).toBe(
      'Отметки «Вещи в сохранности» и «Вещи повреждены» противоречат друг другу: оставьте одну',
    );
    expect(qualityConflict(['all_good', 'clean', 'fair_price'])).toBeNull();
    expect(qualityConflict([])).toBeNull();
  });
});

describe('the notice', () => {
  it('covers the day it is given and the days after it', () => {
    expect(noticeLastDay(at('2026-11-05T09:00:00Z'), 14, 'Europe/Moscow')).toBe('2026-11-18');
  });
  it('bills up to the end of the kind’s notice when the chosen day is closer', () => {
    const shortNotice = calculateCancel({ ...order, noticeDays: 3 }, at('2026-11-05T09:00:00Z'), '2026-11-05');
    expect(shortNotice.billedLastDay).toBe('2026-11-07');
    expect(calculateCancel(order, at('2026-11-05T09:00:00Z'), '2026-11-05').billedLastDay).toBe('2026-11-18');
  });
});
