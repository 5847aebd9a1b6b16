import { describe, expect, it } from 'vitest';
import { groupCells, matchesSearch, normalizeSearch, pageOf } from './catalogue-rules';
import type { CatalogueSlot, CellSize } from './catalogue-schema';
import { generateCells, tariffPrices } from './seed-cells';
import { sizeRows } from './seed-sizes-data';
import { warehouseSeeds } from './seed-warehouses-data';

const sizes: CellSize[] = [
  { code: 'XS', title: 'XS', min_area: 0.5, max_area: 1.5, fits: ['коробки'], image: null },
  { code: 'S', title: 'S', min_area: 1.5, max_area: 3, fits: ['велосипед'], image: null },
  { code: 'M', title: 'M', min_area: 3, max_area: 6, fits: ['комната'], image: null },
];

let nextId = 1;
function slot(size: string, area: number, extra: Partial<CatalogueSlot> = {}): CatalogueSlot {
  const id = nextId++;
  return {
    id,
    warehouse_id: 1,
    number: String(100 + id),
    floor: 1,
    size_code: size,
    size_title: size,
    area,
    volume: area * 2.5,
    width_cm: 100,
    depth_cm: 100,
    height_cm: 250,
    features: ['heating'],
    price: size === 'XS' ? 2900 : 4900,
    is_free: true,
    ...extra,
  };
}

describe('groupCells', () => {
  const slots = [
    slot('XS', 1.2, { floor: 2 }),
    slot('XS', 0.5, { is_free: false }),
    slot('XS', 1, { floor: 2, features: ['heating', 'shelves'] }),
    slot('XS', 1, { floor: 1, price: 2700 }),
    slot('S', 2, { is_free: false }),
  ];

  it('groups by size order with counts, free counts, area range, min price and the first free cell', () => {
    const groups = groupCells(slots, sizes);
    expect(groups.map((g) => g.code)).toEqual(['XS', 'S']);
    const [xs, s] = groups;
    expect(xs).toMatchObject({ count: 4, free_count: 3, area_from: 0.5, area_to: 1.2, min_price: 2700 });
    // The smallest free cell, then the lowest floor.
    expect(xs!.first_free_cell_id).toBe(slots[3]!.id);
    expect(s).toMatchObject({ count: 1, free_count: 0, first_free_cell_id: null });
  });

  it('applies area, floor, feature and only-free filters, dropping empty classes', () => {
    expect(groupCells(slots, sizes, { only_free: true }).map((g) => g.code)).toEqual(['XS']);
    expect(groupCells(slots, sizes, { features: ['shelves'] })[0]).toMatchObject({ count: 1, first_free_cell_id: slots[2]!.id });
    expect(groupCells(slots, sizes, { floor: 2 })[0]!.count).toBe(2);
    expect(groupCells(slots, sizes, { area_min: 1.5, area_max: 3 }).map((g) => g.code)).toEqual(['S']);
    expect(groupCells([], sizes)).toEqual([]);
  });
});

describe('paging and search', () => {
  it('pages by offset and limit', () => {
    const items = [1, 2, 3, 4, 5];
    expect(pageOf(items, 0, 2)).toEqual({ items: [1, 2], count: 5 });
    expect(pageOf(items, 4, 2)).toEqual({ items: [5], count: 5 });
    expect(pageOf(items, 10, 2)).toEqual({ items: [], count: 5 });
  });

  it('matches every word, case and ё insensitive', () => {
    expect(normalizeSearch('  Чёрная   РЕЧКА ')).toBe('черная речка');
    expect(matchesSearch(['Склад', 'ул. Академика Крылова, 4', 'Чёрная речка'], 'черная крылова')).toBe(true);
    expect(matchesSearch(['Склад', 'ул. Академика Крылова, 4', null], 'черная')).toBe(false);
    expect(matchesSearch(['Склад'], '   ')).toBe(true);
  });
});

describe('demo cells and prices', () => {
  it('generates the same cells every time, numbers unique, areas inside their class', () => {
    for (const w of warehouseSeeds) {
      const a = generateCells(w);
      expect(generateCells(w)).toEqual(a);
      expect(new Set(a.map((c) => c.number)).size).toBe(a.length);
      for (const c of a) {
        const size = sizeRows.find((s) => s.code === c.sizeCode)!;
        expect(c.area).toBeGreaterThanOrEqual(size.minArea);
        expect(c.area).toBeLessThanOrEqual(size.maxArea);
        expect(c.floor).toBeLessThanOrEqual(w.build.floors);
        expect(Math.abs((c.widthCm * c.depthCm) / 10000 - c.area)).toBeLessThan(0.05);
      }
    }
    const total = warehouseSeeds.reduce((n, w) => n + generateCells(w).length, 0);
    expect(total).toBeGreaterThanOrEqual(400);
  });

  it('prices daily dearer per day than monthly, guest dearer than daily, Moscow > SPb > Kazan', () => {
    const moscow = tariffPrices(604, 1, 'M');
    expect(moscow.daily * 30).toBeGreaterThan(moscow.monthly);
    expect(moscow.guest).toBeGreaterThan(moscow.daily);
    expect(moscow.monthly).toBeGreaterThan(tariffPrices(465, 1, 'M').monthly);
    expect(tariffPrices(465, 1, 'M').monthly).toBeGreaterThan(tariffPrices(466, 1, 'M').monthly);
  });
});
