import { describe, expect, it } from 'vitest';
import { bonusLimit, kindPriceOf, priceOrder, promoDiscount, promoProblem, type PromoRule } from './pricing';
import type { KindPrice } from '../tables';

/** Two hours of a parking place at 150 ₽ and a 200 ₽ fee: the core reads neither unit. */
const parking: KindPrice = {
  lines: [
    { title: 'Парковка, 150 ₽ × 2 часа', unit: 'hour', quantity: 2, unit_price: 150, amount: 300, type: 'charge' },
    { title: 'Сбор за въезд', unit: 'fee', quantity: 1, unit_price: 200, amount: 200, type: 'fee' },
  ],
  firstPeriodAmount: 150,
  summary: { tariffKind: 'hourly', periodCode: 'h2', periodTitle: '2 часа', unitPrice: 150, units: 2, periodDiscountPercent: 0 },
};
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
  it("totals the kind's lines and adds its promo code and points as discount lines, knowing no unit", () => {
    const p = priceOrder({ kindPrice: parking, promo: promo({ value: 10 }), bonuses: { balance: 100 } });
    expect(p).toMatchObject({ base: 500, periodDiscount: 0, promoDiscount: 50, bonusesUsed: 100, total: 350, tariffKind: 'hourly' });
    expect(p.priceLines!.map((l) => [l.unit, l.type, l.amount])).toEqual([
      ['hour', 'charge', 300],
      ['fee', 'fee', 200],
      ['promo', 'discount', -50],
      ['point', 'discount', -100],
    ]);
    expect(p.lines).toEqual([...p.priceLines!.map(({ title, amount }) => ({ title, amount })), { title: 'Итого к оплате', amount: 350 }]);
  });

  it('takes the moving discount from the first period the kind names', () => {
    const p = priceOrder({ kindPrice: parking, promo: { code: 'ПЕРЕЕЗД', discountType: 'first_month_percent', value: 50 }, bonuses: null });
    expect(p.promoDiscount).toBe(75);
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

describe('kindPriceOf', () => {
  const kindPrice = {
    lines: [
      { title: 'Аренда ячейки', unit: 'month', quantity: 3, unit_price: 2000, amount: 6000, type: 'charge' as const },
      { title: 'Скидка за срок', unit: 'month', quantity: 1, unit_price: -600, amount: -600, type: 'discount' as const },
    ],
    firstPeriodAmount: 1800,
    summary: { tariffKind: 'monthly', periodCode: 'm3', periodTitle: '3 месяца', unitPrice: 2000, units: 3, periodDiscountPercent: 10 },
  };

  it('gives back the kind price a snapshot was made from, without the promo code and the points', () => {
    const snapshot = priceOrder({ kindPrice, promo: { code: 'OSEN', discountType: 'percent', value: 10 }, bonuses: { balance: 300 } });
    expect(snapshot.priceLines!.map((line) => line.unit)).toEqual(['month', 'month', 'promo', 'point']);
    expect(kindPriceOf(snapshot)).toEqual(kindPrice);
    expect(priceOrder({ kindPrice: kindPriceOf(snapshot), promo: null, bonuses: null }).total).toBe(5400);
  });

  it('reads a snapshot older than the structured lines as its base and period discount', () => {
    const { priceLines: _lines, firstPeriodAmount: _first, ...old } = priceOrder({ kindPrice, promo: null, bonuses: null });
    const again = priceOrder({ kindPrice: kindPriceOf(old), promo: null, bonuses: null });
    expect([again.base, again.periodDiscount, again.total]).toEqual([6000, 600, 5400]);
  });
});
