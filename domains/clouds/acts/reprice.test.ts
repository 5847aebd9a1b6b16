import { describe, expect, it } from 'vitest';
import { monthlyPrice, reprice } from './reprice';

const base = {
  pricePerM3: 3000,
  oldLiters: 1000,
  newLiters: 1400,
  months: 1,
  discountPercent: 0,
  orderStart: '2026-11-01',
  periodEnd: '2026-12-01',
  today: '2026-11-01',
};

describe('reprice: the difference for the rest of the paid period', () => {
  it('prices a volume by the cubic metre, in whole roubles', () => {
    expect(monthlyPrice(3000, 1400)).toBe(4200);
    expect(monthlyPrice(2999, 1250)).toBe(3749); // 3748.75
  });

  it('charges the whole monthly difference on the first day of a one-month period', () => {
    expect(reprice(base)).toEqual({ oldMonthly: 3000, newMonthly: 4200, daysLeft: 30, periodDays: 30, difference: 1200 });
  });

  it('shares the difference by the days left', () => {
    // 20 of 30 days left: 1200 × 20 / 30 = 800
    expect(reprice({ ...base, today: '2026-11-11' }).difference).toBe(800);
    // 1 of 30: 40
    expect(reprice({ ...base, today: '2026-11-30' }).difference).toBe(40);
  });

  it('gives money back for a smaller volume', () => {
    expect(reprice({ ...base, newLiters: 700 }).difference).toBe(-900);
    expect(reprice({ ...base, newLiters: 700, today: '2026-11-16' }).difference).toBe(-450);
  });

  it('applies the period discount over all its months, and the current period of a renewed order', () => {
    // 3 months at 10 %: 1200 × 3 × 0.9 = 3240 over the period 2026-11-01 … 2027-02-01 (92 days), 46 left.
    const r = reprice({ ...base, months: 3, discountPercent: 10, periodEnd: '2027-02-01', today: '2026-12-18' });
    expect(r.periodDays).toBe(92);
    expect(r.daysLeft).toBe(45);
    expect(r.difference).toBe(Math.round((3240 * 45) / 92));
    // Renewed: the order began months before, the period is the last one.
    expect(reprice({ ...base, orderStart: '2026-01-01', periodEnd: '2026-12-01', today: '2026-11-01' }).periodDays).toBe(30);
  });

  it('is nothing when the volume is the same or the period is over', () => {
    expect(reprice({ ...base, newLiters: 1000 }).difference).toBe(0);
    expect(reprice({ ...base, today: '2026-12-05' }).difference).toBe(0);
  });
});
