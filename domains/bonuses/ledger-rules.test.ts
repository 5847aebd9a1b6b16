import { describe, expect, it } from 'vitest';
import { assertPoints, ledgerSum, revertablePoints, signedPoints, takeablePoints } from './ledger-rules';

describe('bonus ledger rules', () => {
  it('earn and revert add points; spend and expire take them away', () => {
    expect(signedPoints('earn', 300)).toBe(300);
    expect(signedPoints('revert', 120)).toBe(120);
    expect(signedPoints('spend', 400)).toBe(-400);
    expect(signedPoints('expire', 50)).toBe(-50);
  });

  it('a movement asks for a positive whole number of points', () => {
    for (const bad of [0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY]) expect(() => assertPoints(bad)).toThrow();
    expect(() => assertPoints(1)).not.toThrow();
  });

  it('a spend takes what is asked, never more than the balance, never below zero', () => {
    expect(takeablePoints(1000, 400)).toBe(400);
    expect(takeablePoints(300, 400)).toBe(300);
    expect(takeablePoints(0, 400)).toBe(0);
    expect(takeablePoints(-20, 400)).toBe(0);
  });

  it('a revert gives back what the order spent less what earlier reverts returned', () => {
    expect(revertablePoints([])).toBe(0);
    expect(revertablePoints([{ kind: 'spend', points: -400 }])).toBe(400);
    expect(
      revertablePoints([
        { kind: 'spend', points: -400 },
        { kind: 'spend', points: -100 },
        { kind: 'revert', points: 400 },
      ]),
    ).toBe(100);
    expect(
      revertablePoints([
        { kind: 'spend', points: -400 },
        { kind: 'revert', points: 400 },
      ]),
    ).toBe(0);
  });

  it('the entries add up to the balance', () => {
    const entries = [1000, -400, 150, -50].map((points) => ({ points }));
    expect(ledgerSum(entries)).toBe(700);
  });
});
