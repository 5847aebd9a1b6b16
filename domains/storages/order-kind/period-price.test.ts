import { describe, expect, it } from 'vitest';
import { BONUS_MAX_SHARE, priceOrder, type PeriodInfo } from '../../orders/service.server';
import { periodTariffPrice, type PeriodChoice } from './period-price';

const month3: PeriodInfo = { code: 'm3', title: '3 месяца', tariffKind: 'monthly', length: 3, discountPercent: 10 };
const day7: PeriodInfo = { code: 'd7', title: '7 дней', tariffKind: 'daily', length: 7, discountPercent: 0 };

type Promo = Parameters<typeof priceOrder>[0]['promo'];

/** A rental by periods priced by the order core, as the storage and cloud kinds price it. */
function price(input: PeriodChoice & { promo: Promo; bonuses: { balance: number } | null }) {
  return priceOrder({ kindPrice: periodTariffPrice(input), promo: input.promo, bonuses: input.bonuses });
}

function promo(over: { value?: number; discountType?: string } = {}) {
  return { code: 'LETO', discountType: 'percent', value: 10, ...over };
}

describe('priceOrder', () => {
  it('multiplies the unit price by the period and applies the period discount', () => {
    const p = price({ tariffKind: 'monthly', unitPrice: 2900, subject: 'ячейка S', period: month3, promo: null, bonuses: null });
    expect(p.base).toBe(8700);
    expect(p.periodDiscount).toBe(870);
    expect(p.total).toBe(7830);
    expect(p.lines.map((l) => l.amount)).toEqual([8700, -870, 7830]);
    expect(p.lines[0]!.title).toContain('3 месяца');
    expect(p.lines[1]!.title).toContain('10 %');
    expect(p.lines.at(-1)!.title).toBe('Итого к оплате');
  });

  it('prices days for daily and guest tariffs', () => {
    const p = price({ tariffKind: 'daily', unitPrice: 199, subject: 'ячейка XS', period: day7, promo: null, bonuses: null });
    expect(p.base).toBe(1393);
    expect(p.total).toBe(1393);
    expect(p.lines[0]!.title).toContain('7 дней');
    expect(p.lines).toHaveLength(2);
  });

  it('applies a percent promo after the period discount, rounding half away from zero', () => {
    const p = price({
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
    const p = price({
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
    const share = price({
      tariffKind: 'monthly',
      unitPrice: 1001,
      subject: 'S',
      period: { ...month3, length: 1, discountPercent: 0 },
      promo: null,
      bonuses: { balance: 100000 },
    });
    expect(share.bonusesUsed).toBe(Math.floor(1001 * BONUS_MAX_SHARE));
    expect(share.total).toBe(1001 - 500);
    const balance = price({
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
  });
});

describe('periodTariffPrice', () => {
  it('gives structured lines: the months or days of the unit price, and the period discount', () => {
    const kindPrice = periodTariffPrice({ tariffKind: 'monthly', unitPrice: 2900, subject: 'ячейка S', period: month3 });
    expect(kindPrice.lines).toEqual([
      {
        title: 'Аренда: ячейка S, 2\u00a0900\u00a0₽ × 3 месяца',
        unit: 'month',
        quantity: 3,
        unit_price: 2900,
        amount: 8700,
        type: 'charge',
      },
      { title: 'Скидка за период «3 месяца» (10 %)', unit: 'period', quantity: 1, unit_price: -870, amount: -870, type: 'discount' },
    ]);
    expect(kindPrice.firstPeriodAmount).toBe(2610);
    const days = periodTariffPrice({ tariffKind: 'daily', unitPrice: 100, subject: 'XS', period: { ...day7, length: 40 } });
    expect(days.lines[0]).toMatchObject({ unit: 'day', quantity: 40, amount: 4000 });
    expect(days.firstPeriodAmount).toBe(3000);
  });
});
