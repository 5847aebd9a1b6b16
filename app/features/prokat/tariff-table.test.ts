import { describe, expect, it } from 'vitest';
import type { TariffRow } from '../../../domains/prokat/catalogue-schema';
import { tariffTable } from './tariff-table';

const tariff = (unit: 'hour' | 'day', n: number, price: number, title: string) => ({ unit, period_number: n, price_total: price, title });
const row = (code: string, category: string, slot: number | null, tariffs = [tariff('day', 1, 490, '1 сутки')]): TariffRow => ({
  postomat: slot === null ? null : { id: 1, number: 'П-101', name: 'ТЦ' },
  postomat_group: slot === null ? null : { city_id: 604 },
  postomat_slot: slot,
  tool_brand: 'Makita',
  tool_model: { name: `Модель ${code}`, code },
  category,
  deposit: 3000,
  tariffs,
});
const categories = [
  { slug: 'perforatory', name: 'Перфораторы' },
  { slug: 'pily', name: 'Пилы' },
];

describe('tariffTable', () => {
  it('makes a column of every period, hours before days and shorter first', () => {
    const { periods } = tariffTable(
      [
        row('a', 'Перфораторы', null, [
          tariff('day', 7, 2490, '7 суток'),
          tariff('hour', 2, 300, '2 часа'),
          tariff('day', 1, 490, '1 сутки'),
        ]),
        row('b', 'Пилы', null, [tariff('hour', 1, 150, '1 час')]),
      ],
      categories,
    );
    expect(periods.map((p) => p.title)).toEqual(['1 час', '2 часа', '1 сутки', '7 суток']);
  });

  it("groups rows by category in the catalogue's order with links to the models and prices by period", () => {
    const { groups } = tariffTable([row('saw', 'Пилы', null), row('drill', 'Перфораторы', null)], categories);
    expect(groups.map((g) => g.category)).toEqual(['Перфораторы', 'Пилы']);
    expect(groups[0]!.rows[0]).toEqual({
      key: 'drill',
      name: 'Модель drill',
      href: '/prokat/katalog/perforatory/drill/',
      cell: null,
      deposit: 3000,
      prices: { 'day-1': 490 },
    });
  });

  it("keeps a locker's cells and their order; a category it does not know has no links", () => {
    const { groups } = tariffTable([row('a', 'Перфораторы', 3), row('a', 'Перфораторы', 9), row('x', 'Другое', 11)], categories);
    expect(groups[0]!.rows.map((r) => [r.key, r.cell])).toEqual([
      ['3-a', 3],
      ['9-a', 9],
    ]);
    expect(groups[1]).toMatchObject({ category: 'Другое', slug: null, rows: [{ href: null, cell: 11 }] });
  });
});
