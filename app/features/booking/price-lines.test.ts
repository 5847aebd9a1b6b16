import { describe, expect, it } from 'vitest';
import { priceOrder } from '../../../domains/orders/core/pricing';
import { periodTariffPrice } from '../../../domains/storages/order-kind/period-price';
import type { PriceSnapshotView } from './booking-api';
import { summaryLines } from './price-lines';

const sum = (price: PriceSnapshotView) => summaryLines(price).reduce((total, line) => total + line.amount, 0);

describe('price summary lines', () => {
  it('name every difference between price × months and the total', () => {
    // What a tester saw: «3 050 ₽ × 3 месяца» and 7 823 ₽ with no discount lines between them.
    const bare: PriceSnapshotView = {
      base: 9150,
      periodDiscount: 458,
      periodDiscountPercent: 5,
      periodTitle: '3 месяца',
      promoDiscount: 869,
      promoCode: 'START10',
      bonusesUsed: 0,
      total: 7823,
      lines: [
        { title: 'Аренда: ячейка S №1 (2 м²), 3 050 ₽ × 3 месяца', amount: 9150 },
        { title: 'Итого к оплате', amount: 7823 },
      ],
    };
    expect(summaryLines(bare)).toEqual([
      { title: 'Аренда: ячейка S №1 (2 м²), 3 050 ₽ × 3 месяца', amount: 9150 },
      { title: 'Скидка за период «3 месяца» (5 %)', amount: -458 },
      { title: 'Промокод START10', amount: -869 },
    ]);
    expect(sum(bare)).toBe(7823);
  });

  it('name the registration discount as the server does, not as a promo code the person never typed', () => {
    const price: PriceSnapshotView = {
      base: 9150,
      periodDiscount: 458,
      periodDiscountPercent: 5,
      periodTitle: '3 месяца',
      promoDiscount: 500,
      promoCode: null,
      bonusesUsed: 0,
      total: 8192,
      lines: [
        { title: 'Аренда: ячейка XS №103 (1 м²), 3 050 ₽ × 3 месяца', amount: 9150 },
        { title: 'Скидка за период «3 месяца» (5 %)', amount: -458 },
        { title: 'Скидка за регистрацию', amount: -500 },
        { title: 'Итого к оплате', amount: 8192 },
      ],
    };
    expect(summaryLines(price).map((line) => line.title)).toEqual([
      'Аренда: ячейка XS №103 (1 м²), 3 050 ₽ × 3 месяца',
      'Скидка за период «3 месяца» (5 %)',
      'Скидка за регистрацию',
    ]);
    expect(sum(price)).toBe(8192);
  });

  it('add up to the total for every period, promo and bonus combination the pricing gives', () => {
    const periods = [
      { length: 1, discountPercent: 0 },
      { length: 3, discountPercent: 5 },
      { length: 6, discountPercent: 10 },
      { length: 11, discountPercent: 15 },
    ];
    const promos = [
      null,
      { code: 'START10', discountType: 'percent', value: 10 },
      { code: 'SKLAD500', discountType: 'fixed', value: 500 },
      { code: 'ALL', discountType: 'fixed', value: 1_000_000 },
    ];
    for (const unitPrice of [1, 999, 3050, 4777.5]) {
      for (const p of periods) {
        for (const promo of promos) {
          for (const bonuses of [null, { balance: 0 }, { balance: 333 }, { balance: 1_000_000 }]) {
            const kindPrice = periodTariffPrice({
              tariffKind: 'monthly',
              unitPrice,
              subject: 'ячейка S',
              period: {
                code: `m${p.length}`,
                title: `${p.length} мес.`,
                tariffKind: 'monthly',
                length: p.length,
                discountPercent: p.discountPercent,
              },
            });
            const price = priceOrder({ kindPrice, promo, bonuses });
            expect(sum(price)).toBe(price.total);
            // The server's own lines add up too: nothing is left for the «other» line.
            expect(summaryLines(price).map((l) => l.title)).not.toContain('Другие скидки');
          }
        }
      }
    }
  });

  it('show a difference the snapshot does not explain as its own line', () => {
    const odd: PriceSnapshotView = {
      base: 1000,
      periodDiscount: 0,
      promoDiscount: 0,
      bonusesUsed: 0,
      total: 900,
      lines: [{ title: 'Итого к оплате', amount: 900 }],
    };
    expect(summaryLines(odd)).toEqual([
      { title: 'Аренда', amount: 1000 },
      { title: 'Другие скидки', amount: -100 },
    ]);
  });
});
