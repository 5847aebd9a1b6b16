import { describe, expect, it } from 'vitest';
import { generateCells } from './seed-cells';
import { sizeRows } from './seed-sizes-data';
import { warehouseSeeds } from './seed-warehouses-data';
import { formatAreaRange, formatAreaSpan, SIZE_GROUPS, sizeBandText, type SizeCode } from './size-groups';

/** The size group an area belongs to: the first band whose end lies above it, the last band up to its end; null outside. */
function sizeCodeOfArea(area: number): SizeCode | null {
  const last = SIZE_GROUPS[SIZE_GROUPS.length - 1];
  for (const group of SIZE_GROUPS) {
    if (area >= group.minArea && (area < group.maxArea || (group === last && area <= group.maxArea))) return group.code;
  }
  return null;
}

describe('the size groups', () => {
  it('are contiguous bands in their order, each wider than nothing', () => {
    for (const [i, group] of SIZE_GROUPS.entries()) {
      expect(group.maxArea).toBeGreaterThan(group.minArea);
      if (i > 0) expect(group.minArea).toBe(SIZE_GROUPS[i - 1]!.maxArea);
      if (i > 0) expect(group.sort).toBeGreaterThan(SIZE_GROUPS[i - 1]!.sort);
    }
  });

  it('are what the seed writes into cell_sizes', () => {
    expect(sizeRows.map((r) => [r.code, r.title, r.minArea, r.maxArea, r.sort])).toEqual(
      SIZE_GROUPS.map((g) => [g.code, g.title, g.minArea, g.maxArea, g.sort]),
    );
  });

  it('hold every generated demo cell in the band of its own group', () => {
    for (const seed of warehouseSeeds) {
      for (const cell of generateCells(seed)) {
        expect(sizeCodeOfArea(cell.area), `${seed.slug} ${cell.number} ${cell.area}`).toBe(cell.sizeCode);
      }
    }
  });

  it('classify an area by the first band it falls in, the last band up to its end', () => {
    expect(sizeCodeOfArea(0.5)).toBe('XS');
    expect(sizeCodeOfArea(1.5)).toBe('S');
    expect(sizeCodeOfArea(17.9)).toBe('XL');
    expect(sizeCodeOfArea(30)).toBe('XXL');
    expect(sizeCodeOfArea(30.5)).toBeNull();
    expect(sizeCodeOfArea(0.4)).toBeNull();
  });

  it('are stated one way: "0,5–1,5 м²", "от 0,5 до 30 м²"', () => {
    expect(formatAreaRange(0.5, 1.5)).toBe('0,5–1,5\u00a0м²');
    expect(formatAreaRange(3, 3)).toBe('3\u00a0м²');
    expect(sizeBandText({ min_area: 1.5, max_area: 3 })).toBe('1,5–3\u00a0м²');
    expect(formatAreaSpan({ from: 0.5, to: 30 })).toBe('от 0,5 до 30\u00a0м²');
  });
});
