import { describe, expect, it } from 'vitest';
import { BONUS_MAX_SHARE, bonusLimit, priceOrder, promoDiscount, promoProblem, type PeriodInfo, type PromoRule } from './pricing';

const month3: PeriodInfo = { code: 'm3', title: '3 месяца', tariffKind: 'monthly', length: 3, discountPercent: 10 };
const day7: PeriodInfo = { code: 'd7', title: '7 дней', tariffKind: 'daily', length: 7, discountPercent: 0 };
const now = new Date('2026-11-23T09:00:00Z');

function promo(over: Partial<PromoRule> = {}): PromoRule {
  return {
    code: 'LETO',
    discountType: 'percent',
    value: 10,
    kinds: [],
    minTotal: 0,
    firstOrderOnly: false,
    ownerUserId: null,
    validFrom: null,
    validTo: null,
    maxUses: null,
    usedCount: 0,
    active: true,
    ...over,
  };
}
const ctx = { now, kind: 'storage', subtotal: 5000, userId: 7, isFirstOrder: true };

describe('priceOrder', () => {
  it('multiplies the unit price by the period and applies the period discount', () => {
    const p = priceOrder({ tariffKind: 'monthly', unitPrice: 2900, subject: 'ячейка S', period: month3, promo: null, bonuses: null });
    expect(p.base).toBe(8700);
    expect(p.periodDiscount).toBe(870);
    expect(p.total).toBe(7830);
    expect(p.lines.map((l) => l.amount)).toEqual([8700, -870, 7830]);
    expect(p.lines[0]!.title).toContain('3 месяца');
    expect(p.lines[1]!.title).toContain('10 %');
    expect(p.lines.at(-1)!.title).toBe('Итого к оплате');
  });

  it('prices days for daily and guest tariffs', () => {
    const p = priceOrder({ tariffKind: 'daily', unitPrice: 199, subject: 'ячейка XS', period: day7, promo: null, bonuses: null });
    expect(p.base).toBe(1393);
    expect(p.total).toBe(1393);
    expect(p.lines[0]!.title).toContain('7 дней');
    expect(p.lines).toHaveLength(2);
  });

  it('applies a percent promo after the period discount, rounding half away from zero', () => {
    const p = priceOrder({
      tariffKind: 'monthly',
      unitPrice: 2905,
      subject: 'S',
      period: month3,
      promo: promo({ value: 15 }),
      bonuses: null,
    });
    // 8715 − 872 (871.5 rounds up) = 7843; 15 % of it is 1176.45 → 1176
    expect(p.periodDiscount).toBe(872);
    expect(p.promoDiscount).toBe(1176);
    expect(p.total).toBe(7843 - 1176);
    expect(p.promoCode).toBe('LETO');
  });

  it('caps a fixed promo at the sum and never goes below zero', () => {
    const p = priceOrder({
      tariffKind: 'daily',
      unitPrice: 100,
      subject: 'XS',
      period: { ...day7, length: 1 },
      promo: promo({ discountType: 'fixed', value: 500 }),
      bonuses: { balance: 1000 },
    });
    expect(p.promoDiscount).toBe(100);
    expect(p.bonusesUsed).toBe(0);
    expect(p.total).toBe(0);
  });

  it('uses bonuses up to the share of the sum and up to the balance', () => {
    const share = priceOrder({
      tariffKind: 'monthly',
      unitPrice: 1001,
      subject: 'S',
      period: { ...month3, length: 1, discountPercent: 0 },
      promo: null,
      bonuses: { balance: 100000 },
    });
    expect(share.bonusesUsed).toBe(Math.floor(1001 * BONUS_MAX_SHARE));
    expect(share.total).toBe(1001 - 500);
    const balance = priceOrder({
      tariffKind: 'monthly',
      unitPrice: 1000,
      subject: 'S',
      period: { ...month3, length: 1, discountPercent: 0 },
      promo: null,
      bonuses: { balance: 120 },
    });
    expect(balance.bonusesUsed).toBe(120);
    expect(balance.total).toBe(880);
    expect(balance.lines.find((l) => l.title === 'Оплата бонусами')!.amount).toBe(-120);
    expect(bonusLimit(100, -5)).toBe(0);
  });
});

describe('promoProblem', () => {
  it('accepts a valid public code', () => {
    expect(promoProblem(promo(), ctx)).toBeNull();
  });
  it('explains every refusal in Russian', () => {
    expect(promoProblem(undefined, ctx)).toMatch(/нет/);
    expect(promoProblem(promo({ active: false }), ctx)).toMatch(/не действует/);
    expect(promoProblem(promo({ validFrom: new Date('2026-12-01T00:00:00Z') }), ctx)).toMatch(/01\.12\.2026/);
    expect(promoProblem(promo({ validTo: now }), ctx)).toMatch(/истёк/);
    expect(promoProblem(promo({ maxUses: 3, usedCount: 3 }), ctx)).toMatch(/максимальное/);
    expect(promoProblem(promo({ kinds: ['cloud'] }), ctx)).toMatch(/не подходит/);
    expect(promoProblem(promo({ ownerUserId: 8 }), ctx)).toMatch(/другого/);
    expect(promoProblem(promo({ ownerUserId: 8 }), { ...ctx, userId: null })).toMatch(/войдите/);
    expect(promoProblem(promo({ firstOrderOnly: true }), { ...ctx, isFirstOrder: false })).toMatch(/первый заказ/);
    expect(promoProblem(promo({ minTotal: 6000 }), ctx)).toMatch(/от 6\s000/);
  });
  it('accepts a personal code for its owner and a first-order code on the first order', () => {
    expect(promoProblem(promo({ ownerUserId: 7, firstOrderOnly: true }), ctx)).toBeNull();
  });
});

describe('promoDiscount', () => {
  it('never exceeds the sum and ignores nonsense values', () => {
    expect(promoDiscount({ discountType: 'percent', value: 150 }, 1000)).toBe(1000);
    expect(promoDiscount({ discountType: 'fixed', value: -50 }, 1000)).toBe(0);
  });
});
