import { describe, expect, it } from 'vitest';
import { actMonths } from './act-months';

describe('actMonths', () => {
  it('splits the money by days of service in each ended month, adding up exactly', () => {
    // 15 Nov – 15 Dec (30 days): 16 days in November, 14 in December.
    const months = actMonths('2026-11-15', '2026-12-15', 3000, '2027-01-01');
    expect(months).toEqual([
      { periodStart: '2026-11-01', periodEnd: '2026-11-30', amount: 1600 },
      { periodStart: '2026-12-01', periodEnd: '2026-12-31', amount: 1400 },
    ]);
  });

  it('gives only months that have ended', () => {
    expect(actMonths('2026-11-15', '2026-12-15', 3000, '2026-12-01')).toEqual([
      { periodStart: '2026-11-01', periodEnd: '2026-11-30', amount: 1600 },
    ]);
    expect(actMonths('2026-11-15', '2026-12-15', 3000, '2026-11-01')).toEqual([]);
  });

  it('rounds so that odd sums still add up', () => {
    const months = actMonths('2026-01-10', '2026-04-10', 1001, '2026-06-01');
    expect(months.map((m) => m.periodStart)).toEqual(['2026-01-01', '2026-02-01', '2026-03-01', '2026-04-01']);
    expect(months.reduce((sum, m) => sum + m.amount, 0)).toBe(1001);
  });

  it('gives nothing for no money or no days', () => {
    expect(actMonths('2026-01-10', '2026-01-10', 1000, '2026-06-01')).toEqual([]);
    expect(actMonths('2026-01-10', '2026-02-10', 0, '2026-06-01')).toEqual([]);
  });
});
