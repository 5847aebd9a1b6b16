import { describe, expect, it } from 'vitest';
import { rentalChoiceSchema, rentalEnd, rentalPrice } from './rental-choice';

describe('a tool rental choice', () => {
  it('prices each model by its period and adds them up', () => {
    const price = rentalPrice(
      [
        { name: 'Перфоратор Makita HR2470', quantity: 1, priceTotal: 490 },
        { name: 'Пылесос Kärcher WD 5', quantity: 2, priceTotal: 490 },
      ],
      'day',
      1,
    );
    expect(price.lines.map((line) => [line.title, line.amount])).toEqual([
      ['Перфоратор Makita HR2470, 1 сутки', 490],
      ['Пылесос Kärcher WD 5, 1 сутки × 2', 980],
    ]);
    expect(price.firstPeriodAmount).toBe(1470);
    expect(price.summary).toMatchObject({ periodCode: 'd1', periodTitle: '1 сутки', units: 1 });
  });

  it('ends hours and days from the start', () => {
    const from = new Date('2026-11-28T10:00:00Z');
    expect(rentalEnd(from, 'hour', 3).toISOString()).toBe('2026-11-28T13:00:00.000Z');
    expect(rentalEnd(from, 'day', 7).toISOString()).toBe('2026-12-05T10:00:00.000Z');
  });

  it('refuses no tool, too many, one twice, a zero or a huge period, a slug with a path', () => {
    const base = { postomat_id: 1, unit: 'day', period_number: 1 };
    const ok = rentalChoiceSchema.safeParse({ ...base, items: [{ model_slug: 'makita-hr2470' }] });
    expect(ok.success && ok.data.items[0]!.quantity).toBe(1);
    for (const bad of [
      { ...base, items: [] },
      { ...base, items: Array.from({ length: 6 }, (_, i) => ({ model_slug: `m-${i}` })) },
      { ...base, items: [{ model_slug: 'a' }, { model_slug: 'a' }] },
      { ...base, items: [{ model_slug: 'a', quantity: 4 }] },
      { ...base, period_number: 0, items: [{ model_slug: 'a' }] },
      { ...base, period_number: 1e9, items: [{ model_slug: 'a' }] },
      { ...base, items: [{ model_slug: '../etc' }] },
      { ...base, items: [{ model_slug: 'a\u0000b' }] },
      { ...base, unit: 'week', items: [{ model_slug: 'a' }] },
    ]) {
      expect(rentalChoiceSchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });
});
