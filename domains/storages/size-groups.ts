import { formatNumber } from '../../lib/format/number';

/**
 * The one definition of the cell size groups: codes, names and area bands (m²). The demo seed fills
 * `cell_sizes` from it and the generated cells stay inside its bands; every page that states a size
 * group or an area range (the size guide, the warehouse's groups, the tariffs, the lists and the
 * main page) formats it with the helpers below from the catalogue's sizes, so they say the same.
 */
export type SizeCode = 'XS' | 'S' | 'M' | 'L' | 'XL' | 'XXL';

export interface SizeGroup {
  code: SizeCode;
  title: string;
  /** The band's lower bound, m²: the class holds cells from this area… */
  minArea: number;
  /** …up to this area (the next class starts here; the last class includes it). */
  maxArea: number;
  sort: number;
}

export const SIZE_GROUPS: readonly SizeGroup[] = [
  { code: 'XS', title: 'Бокс XS', minArea: 0.5, maxArea: 1.5, sort: 10 },
  { code: 'S', title: 'Ячейка S', minArea: 1.5, maxArea: 3, sort: 20 },
  { code: 'M', title: 'Ячейка M', minArea: 3, maxArea: 6, sort: 30 },
  { code: 'L', title: 'Комната L', minArea: 6, maxArea: 10, sort: 40 },
  { code: 'XL', title: 'Комната XL', minArea: 10, maxArea: 18, sort: 50 },
  { code: 'XXL', title: 'Склад XXL', minArea: 18, maxArea: 30, sort: 60 },
];

export const SIZE_ORDER: SizeCode[] = SIZE_GROUPS.map((group) => group.code);

/** What a band needs: the API's size shape (`min_area`, `max_area`). */
export interface AreaBand {
  min_area: number;
  max_area: number;
}

/** 0.5 → "0,5", 30 → "30". */
export function formatArea(value: number): string {
  return formatNumber(value, { maxFraction: 1 });
}

/** "0,5–1,5 м²": a size group's band, the way every page states it. */
export function formatAreaRange(from: number, to: number): string {
  return from === to ? `${formatArea(from)}\u00a0м²` : `${formatArea(from)}–${formatArea(to)}\u00a0м²`;
}

/** The band of one size group: "1,5–3 м²". */
export function sizeBandText(size: AreaBand): string {
  return formatAreaRange(size.min_area, size.max_area);
}

/** "от 0,5 до 30 м²". */
export function formatAreaSpan(span: { from: number; to: number }): string {
  return `от ${formatArea(span.from)} до ${formatArea(span.to)}\u00a0м²`;
}
