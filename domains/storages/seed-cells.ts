import type { WarehouseSeed } from './seed-warehouses-data';
import { SIZE_ORDER, type SizeCode } from './size-groups';

export { SIZE_ORDER, type SizeCode };

/** Areas (m²) cycled through within a size class: each stays inside the class band. */
const AREAS: Record<SizeCode, number[]> = {
  XS: [0.5, 1, 1.2, 0.8, 1.4],
  S: [1.5, 2, 2.5, 2.8, 1.8],
  M: [3, 4, 5, 3.5, 5.5, 4.5],
  L: [6, 7, 8, 9, 7.5],
  XL: [10, 12, 15, 17],
  XXL: [18, 22, 25, 30],
};

const HEIGHT_CM: Record<SizeCode, number> = { XS: 120, S: 220, M: 250, L: 250, XL: 300, XXL: 300 };

export interface CellSeed {
  number: string;
  floor: number;
  sizeCode: SizeCode;
  area: number;
  volume: number;
  widthCm: number;
  depthCm: number;
  heightCm: number;
  features: string[];
}

/**
 * The cells of a warehouse from its compact mix: small cells go up, big rooms stay on the ground
 * floor; numbers are floor + a running two-digit index ("105", "212"). Deterministic.
 */
export function generateCells(warehouse: Pick<WarehouseSeed, 'mix' | 'build' | 'timetable'>): CellSeed[] {
  const floors = Math.max(1, warehouse.build.floors);
  const perFloor = new Map<number, number>();
  const cells: CellSeed[] = [];
  let overall = 0;
  for (const size of SIZE_ORDER) {
    const count = warehouse.mix[size] ?? 0;
    for (let i = 0; i < count; i += 1) {
      overall += 1;
      // Rooms from L up are on the ground floor or the first floor above; boxes anywhere.
      const floorSpan = size === 'XL' || size === 'XXL' ? 1 : size === 'L' ? Math.min(2, floors) : floors;
      const floor = (i % floorSpan) + 1;
      const index = (perFloor.get(floor) ?? 0) + 1;
      perFloor.set(floor, index);
      const area = AREAS[size][i % AREAS[size].length]!;
      const heightCm = HEIGHT_CM[size];
      const widthCm = Math.round(Math.sqrt(area / 1.25) * 100);
      const depthCm = Math.round((area * 10000) / widthCm);
      const features = ['heating'];
      if (warehouse.timetable.access24h) features.push('access_24h');
      if (floor === 1) features.push('ground_floor');
      else if (index % 3 === 0) features.push('near_lift');
      if ((size === 'XS' || size === 'S') && i % 2 === 0) features.push('shelves');
      if (overall % 4 !== 1) features.push('video');
      if ((size === 'XL' || size === 'XXL') && i % 2 === 0) features.push('pallet_access');
      cells.push({
        number: `${floor}${String(index).padStart(2, '0')}`,
        floor,
        sizeCode: size,
        area,
        volume: Math.round(area * heightCm) / 100,
        widthCm,
        depthCm,
        heightCm,
        features,
      });
    }
  }
  return cells;
}

/** Monthly price of a size class in Moscow; other cities scale it down. */
const MOSCOW_MONTHLY: Record<SizeCode, number> = { XS: 2900, S: 4900, M: 7900, L: 11900, XL: 17900, XXL: 27900 };
const CITY_LEVEL: Record<number, number> = { 604: 1, 465: 0.85, 466: 0.65 };

function roundTo(value: number, step: number): number {
  return Math.round(value / step) * step;
}

/** Monthly RUB/month, daily RUB/day (dearer per day than a month), guest RUB/day (dearer still). */
export function tariffPrices(cityId: number, priceFactor: number, size: SizeCode): { monthly: number; daily: number; guest: number } {
  const monthly = roundTo(MOSCOW_MONTHLY[size] * (CITY_LEVEL[cityId] ?? 0.8) * priceFactor, 10);
  const daily = roundTo((monthly / 30) * 1.8, 5);
  const guest = roundTo(daily * 1.15, 5);
  return { monthly, daily, guest };
}
