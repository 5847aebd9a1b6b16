import { describe, expect, it } from 'vitest';
import { MOVING_DISCOUNT_MAX_RUB, REGISTRATION_DISCOUNT_RUB } from './promo-figures';
import { personalCodeText } from './personal-code-text';
import type { KindPrice } from '../tables';
import { priceOrder, promoProblem, type PromoRule } from './pricing';
import { FIRST_MONTH_PERCENT, firstMonthDiscount, referralProblem, welcomeDiscount, welcomeProblem } from './promo-rules';

const now = new Date('2026-11-23T09:00:00Z');
const daysAgo = (n: number) => new Date(now.getTime() - n * 86_400_000);
/** `months` months of a cell at `unitPrice`, no period discount, as a kind would line them. */
function monthsOf(unitPrice: number, months: number): KindPrice {
  return {
    lines: [
      { title: 'Аренда: ячейка', unit: 'month', quantity: months, unit_price: unitPrice, amount: unitPrice * months, type: 'charge' },
    ],
    firstPeriodAmount: unitPrice,
    summary: { tariffKind: 'monthly', periodCode: 'month-3', periodTitle: '3 месяца', unitPrice, units: months, periodDiscountPercent: 0 },
  };
}

function promo(over: Partial<PromoRule> = {}): PromoRule {
  return {
    code: 'X',
    discountType: 'fixed',
    value: 700,
    kinds: [],
    minTotal: 2000,
    firstOrderOnly: true,
    ownerUserId: null,
    referrerUserId: 5,
    validFrom: null,
    validTo: null,
    maxUses: null,
    usedCount: 0,
    active: true,
    ...over,
  };
}

describe('the personal code to share', () => {
  const ctx = { now, kind: 'storage', subtotal: 9000, userId: 9, isFirstOrder: true };
  it('gives a friend the discount on a first order only, never to its owner or a guest', () => {
    expect(promoProblem(promo(), ctx)).toBeNull();
    expect(promoProblem(promo(), { ...ctx, userId: 5 })).toMatch(/ваш личный промокод/);
    expect(promoProblem(promo(), { ...ctx, isFirstOrder: false })).toMatch(/только на первый заказ/);
    expect(promoProblem(promo(), { ...ctx, userId: null })).toMatch(/после входа/);
    expect(promoProblem(promo(), { ...ctx, subtotal: 1500 })).toMatch(/от 2/);
    expect(referralProblem({ referrerUserId: null }, { userId: 5, isFirstOrder: false })).toBeNull();
  });

  it('reads like the owner’s name and four characters nobody misreads', () => {
    let n = 0;
    const seq = (size: number) => (n++ * 7) % size;
    expect(personalCodeText('Иван', seq)).toMatch(/^ИВАН-[2-9A-Z]{4}$/);
    expect(personalCodeText('Ёлка-Мария', seq)).toMatch(/^ЕЛКАМАРИ-/);
    expect(personalCodeText(null, seq)).toMatch(/^ДРУГ-/);
    expect(personalCodeText('J', seq)).toMatch(/^ДРУГ-/);
    expect(personalCodeText('Иван', () => 0)).toBe('ИВАН-2222');
  });
});

describe('the registration discount', () => {
  const facts = { registeredAt: daysAgo(3), phoneReused: false };
  const ctx = { now, isFirstOrder: true, subtotal: 2000 };
  it('applies by itself to a first order from the stated sum within the stated days of registration', () => {
    expect(welcomeDiscount(facts, ctx)).toBe(REGISTRATION_DISCOUNT_RUB);
    expect(welcomeProblem(facts, { ...ctx, subtotal: 1999 })).toMatch(/от 2/);
    expect(welcomeProblem({ ...facts, registeredAt: daysAgo(30) }, ctx)).toMatch(/30 дней/);
    expect(welcomeProblem(facts, { ...ctx, isFirstOrder: false })).toMatch(/первый заказ/);
    expect(welcomeProblem({ ...facts, phoneReused: true }, ctx)).toMatch(/уже была/);
    expect(welcomeDiscount(null, ctx)).toBe(0);
  });

  it('is a line of its own in the price and does not add up with a promo code', () => {
    const plain = { kindPrice: monthsOf(1000, 3), bonuses: null };
    const welcome = priceOrder({ ...plain, promo: null, welcome: 500 });
    expect(welcome.lines.map((l) => [l.title, l.amount])).toContainEqual(['Скидка за регистрацию', -500]);
    expect(welcome.total).toBe(2500);
    const code = priceOrder({ ...plain, promo: { code: 'ZIMA15', discountType: 'percent', value: 15 }, welcome: 500 });
    expect(code.promoDiscount).toBe(450);
    expect(code.lines.some((l) => l.title === 'Скидка за регистрацию')).toBe(false);
  });
});

describe('the moving discount', () => {
  it('is a percent of the first month, at most the stated cap, once per account', () => {
    expect(firstMonthDiscount(25, 4000)).toBe(1000);
    expect(firstMonthDiscount(25, 40_000)).toBe(MOVING_DISCOUNT_MAX_RUB);
    const price = priceOrder({
      kindPrice: monthsOf(4000, 3),
      promo: { code: 'ПЕРЕЕЗД', discountType: FIRST_MONTH_PERCENT, value: 25 },
      bonuses: null,
    });
    expect(price.promoDiscount).toBe(1000);
    expect(price.total).toBe(11_000);
    const rule = promo({
      code: 'ПЕРЕЕЗД',
      discountType: FIRST_MONTH_PERCENT,
      value: 25,
      referrerUserId: null,
      firstOrderOnly: false,
      minTotal: 0,
    });
    const ctx = { now, kind: 'storage', subtotal: 12_000, userId: 9, isFirstOrder: false };
    expect(promoProblem(rule, ctx)).toBeNull();
    expect(promoProblem(rule, { ...ctx, usedBefore: true })).toMatch(/уже использована/);
    expect(promoProblem(rule, { ...ctx, userId: null })).toMatch(/после входа/);
  });
});
