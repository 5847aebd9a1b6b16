import { describe, expect, it } from 'vitest';
import { rentalPrice, tariffOf } from './rental-price';

const tariffs = [
  { unit: 'hour' as const, period_number: 2, price_total: 300, title: '2 часа' },
  { unit: 'day' as const, period_number: 1, price_total: 700, title: '1 сутки' },
];

describe('the rental price of a choice', () => {
  it('finds the tariff of the chosen period, and none of a period the model does not sell', () => {
    expect(tariffOf(tariffs, 'hour-2')?.price_total).toBe(300);
    expect(tariffOf(tariffs, 'day-7')).toBeUndefined();
    expect(tariffOf(tariffs, null)).toBeUndefined();
  });

  it('multiplies the period’s price by the units, one line named after the model', () => {
    const price = rentalPrice('Перфоратор', tariffs[1]!, 2);
    expect(price.total).toBe(1400);
    expect(price.lines[0]).toEqual({ title: 'Перфоратор, 1 сутки × 2', amount: 1400 });
    expect(rentalPrice('Перфоратор', tariffs[0]!, 1).lines[0]!.title).toBe('Перфоратор, 2 часа');
  });
});
