import { describe, expect, it } from 'vitest';
import { expiredPoints, expiringWithin, expiryOf, lotsOf, type LedgerLine } from './expiry-rules';

const day = (d: string) => new Date(`${d}T09:00:00Z`);
let nextId = 0;
function line(kind: LedgerLine['kind'], points: number, at: string, expires?: string): LedgerLine {
  nextId += 1;
  const signed = kind === 'earn' || kind === 'revert' ? points : -points;
  return { id: nextId, kind, points: signed, createdAt: day(at), expiresAt: expires ? day(expires) : null };
}

describe('bonus expiry: the oldest points go first', () => {
  it('points last twelve months from the day they came (the end of a shorter month stays in that month)', () => {
    expect(expiryOf(day('2026-11-23')).toISOString()).toBe('2027-11-23T09:00:00.000Z');
    expect(expiryOf(new Date('2027-02-28T10:00:00Z'), 12).toISOString()).toBe('2028-02-28T10:00:00.000Z');
    expect(expiryOf(new Date('2028-02-29T10:00:00Z'), 12).toISOString()).toBe('2029-02-28T10:00:00.000Z');
  });

  it('spends take the oldest credits first, so what expires is what is left of the old ones', () => {
    const lines = [
      line('earn', 300, '2025-01-10', '2026-01-10'),
      line('earn', 200, '2025-06-01', '2026-06-01'),
      line('spend', 350, '2025-07-01'),
      line('earn', 100, '2025-12-01', '2026-12-01'),
    ];
    const lots = lotsOf(lines);
    expect(lots.map((lot) => lot.remaining)).toEqual([0, 150, 100]);
    expect(expiredPoints(lots, day('2026-01-11'))).toBe(0);
    expect(expiredPoints(lots, day('2026-06-01'))).toBe(150);
  });

  it('an expiry already written counts as a debit: a second run finds nothing', () => {
    const lines = [
      line('earn', 300, '2025-01-10', '2026-01-10'),
      line('spend', 100, '2025-02-01'),
      line('earn', 50, '2025-03-01', '2026-03-01'),
    ];
    const now = day('2026-01-20');
    const expired = expiredPoints(lotsOf(lines), now);
    expect(expired).toBe(200);
    lines.push(line('expire', expired, '2026-01-20'));
    expect(expiredPoints(lotsOf(lines), now)).toBe(0);
    expect(lotsOf(lines).map((lot) => lot.remaining)).toEqual([0, 50]);
  });

  it('a revert is a new credit with its own twelve months', () => {
    const lines = [
      line('earn', 100, '2025-01-10', '2026-01-10'),
      line('spend', 100, '2025-12-01'),
      line('revert', 100, '2025-12-20', '2026-12-20'),
    ];
    const lots = lotsOf(lines);
    expect(expiredPoints(lots, day('2026-02-01'))).toBe(0);
    expect(lots.map((lot) => lot.remaining)).toEqual([0, 100]);
  });

  it('warns of lots with points left that expire within the week, soonest first', () => {
    const lines = [
      line('earn', 100, '2025-11-20', '2026-11-27'),
      line('earn', 80, '2025-11-18', '2026-11-25'),
      line('earn', 60, '2025-12-20', '2026-12-20'),
      line('earn', 40, '2025-11-01', '2026-11-01'),
      line('spend', 40, '2025-11-05'),
    ];
    const soon = expiringWithin(lotsOf(lines), day('2026-11-23'), 7);
    expect(soon.map((lot) => [lot.points, lot.remaining])).toEqual([
      [80, 80],
      [100, 100],
    ]);
  });
});
