import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.server';
import { cached } from '../../lib/cached';
import { temperatureRange, type StorageFacts } from './facts';
import { cells, tariffs, warehouses } from './tables';

/** Tariffs, cells and warehouses change with an admin edit; wall time, as the catalogue's sizes. */
const CACHE_MS = 60_000;

/** The storage line's figures from the catalogue tables, for the pages that state them. */
export function createStorageFacts(deps: { db: Db }) {
  const { db } = deps;
  const byCity = db
    .select({
      cityId: warehouses.cityId,
      minPrice: sql<number>`min(${tariffs.price})::int`,
      areaFrom: sql<number>`min(${cells.area})`,
      areaTo: sql<number>`max(${cells.area})`,
    })
    .from(cells)
    .innerJoin(warehouses, and(eq(warehouses.id, cells.warehouseId), eq(warehouses.active, true), eq(warehouses.type, 'STORAGE')))
    .innerJoin(
      tariffs,
      and(
        eq(tariffs.warehouseId, cells.warehouseId),
        eq(tariffs.sizeCode, cells.sizeCode),
        eq(tariffs.kind, 'monthly'),
        eq(tariffs.active, true),
      ),
    )
    .where(eq(cells.active, true))
    .groupBy(warehouses.cityId)
    .prepare('storages_facts_by_city');
  const temperatures = db
    .select({
      temperature: sql<string | null>`${warehouses.buildInformation}->>'temperature'`,
      access24h: sql<boolean>`coalesce((${warehouses.timetable}->>'access24h')::boolean, false)`,
    })
    .from(warehouses)
    .where(and(eq(warehouses.active, true), eq(warehouses.type, 'STORAGE')))
    .prepare('storages_facts_temperatures');

  async function load(): Promise<StorageFacts> {
    const [cities, lines] = await Promise.all([byCity.execute(), temperatures.execute()]);
    const prices = cities.map((c) => Number(c.minPrice));
    const min = prices.length > 0 ? Math.min(...prices) : null;
    const temperature = temperatureRange(lines.map((l) => l.temperature ?? ''));
    return {
      min_monthly_price: min,
      min_monthly_price_city_ids: cities
        .filter((c) => Number(c.minPrice) === min)
        .map((c) => c.cityId)
        .sort((a, b) => a - b),
      area_from: cities.length > 0 ? Math.min(...cities.map((c) => Number(c.areaFrom))) : null,
      area_to: cities.length > 0 ? Math.max(...cities.map((c) => Number(c.areaTo))) : null,
      temperature_from: temperature?.from ?? null,
      temperature_to: temperature?.to ?? null,
      cities: cities
        .map((c) => ({
          city_id: c.cityId,
          min_monthly_price: Number(c.minPrice),
          area_from: Number(c.areaFrom),
          area_to: Number(c.areaTo),
        }))
        .sort((a, b) => a.city_id - b.city_id),
      warehouses: lines.length,
      warehouses_24h: lines.filter((l) => l.access24h === true).length,
    };
  }

  return { facts: cached(load, CACHE_MS) };
}

export type StorageFactsService = ReturnType<typeof createStorageFacts>;
