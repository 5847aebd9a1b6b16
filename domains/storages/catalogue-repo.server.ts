import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.server';
import { freeInWindowSql } from './availability.server';
import { catalogueVersion, cellBookings, cellSizes, cells, rentalPeriods, storageLandings, tariffs, warehouses } from './tables';

/** The rental a free count is for, [from, to). */
export interface StayRange {
  from: Date;
  to: Date;
}

export type WarehouseRow = typeof warehouses.$inferSelect;

/** Prepared once per database: the reads behind the catalogue pages and calls. */
export function createCatalogueRepo(db: Db) {
  const now = sql.placeholder('now');
  const from = sql.placeholder('from');
  const until = sql.placeholder('until');
  const allWarehouses = db
    .select()
    .from(warehouses)
    .where(eq(warehouses.active, true))
    .orderBy(asc(warehouses.sort), asc(warehouses.id))
    .prepare('storages_warehouses');
  const stats = db
    .select({
      id: warehouses.id,
      cellsCount: sql<number>`count(${cells.id})::int`,
      freeCells: sql<number>`(count(${cells.id}) filter (where ${freeInWindowSql(cells.id, now, from, until)}))::int`,
      minPrice: sql<number | null>`(select min(t.price)::int from ${tariffs} t where t.warehouse_id = ${warehouses.id}
        and t.kind = 'monthly' and t.active)`,
    })
    .from(warehouses)
    .leftJoin(cells, and(eq(cells.warehouseId, warehouses.id), eq(cells.active, true)))
    .where(eq(warehouses.active, true))
    .groupBy(warehouses.id)
    .prepare('storages_warehouse_stats');
  const slots = db
    .select({
      id: cells.id,
      warehouseId: cells.warehouseId,
      number: cells.number,
      floor: cells.floor,
      sizeCode: cells.sizeCode,
      sizeTitle: cellSizes.title,
      sizeSort: cellSizes.sort,
      area: cells.area,
      volume: cells.volume,
      widthCm: cells.widthCm,
      depthCm: cells.depthCm,
      heightCm: cells.heightCm,
      features: cells.features,
      price: tariffs.price,
      isFree: sql<boolean>`${freeInWindowSql(cells.id, now, from, until)}`,
    })
    .from(cells)
    .innerJoin(cellSizes, eq(cellSizes.code, cells.sizeCode))
    .leftJoin(
      tariffs,
      and(
        eq(tariffs.warehouseId, cells.warehouseId),
        eq(tariffs.sizeCode, cells.sizeCode),
        eq(tariffs.kind, 'monthly'),
        eq(tariffs.active, true),
      ),
    )
    .where(and(eq(cells.warehouseId, sql.placeholder('warehouseId')), eq(cells.active, true)))
    .orderBy(asc(cellSizes.sort), asc(cells.area), asc(cells.floor), asc(cells.number))
    .prepare('storages_warehouse_slots');
  const version = db
    .select({ version: catalogueVersion.version })
    .from(catalogueVersion)
    .where(eq(catalogueVersion.id, 1))
    .prepare('storages_catalogue_version');
  // The moments holds stop or start counting around `now`: the latest expiry already past and the
  // earliest still to come. Free counts taken at `now` hold while the clock stays between them.
  const holdBounds = db
    .select({
      lastExpired: sql<number | null>`(extract(epoch from max(${cellBookings.holdExpiresAt})
        filter (where ${cellBookings.holdExpiresAt} <= ${now}::timestamptz)) * 1000)::float8`,
      nextExpiry: sql<number | null>`(extract(epoch from min(${cellBookings.holdExpiresAt})
        filter (where ${cellBookings.holdExpiresAt} > ${now}::timestamptz)) * 1000)::float8`,
    })
    .from(cellBookings)
    .where(eq(cellBookings.status, 'hold'))
    .prepare('storages_hold_bounds');
  const cellWarehouse = db
    .select({ warehouseId: cells.warehouseId })
    .from(cells)
    .where(and(eq(cells.id, sql.placeholder('id')), eq(cells.active, true)))
    .limit(1)
    .prepare('storages_cell_warehouse');
  const sizes = db.select().from(cellSizes).orderBy(asc(cellSizes.sort), asc(cellSizes.code)).prepare('storages_sizes');
  const periods = db
    .select()
    .from(rentalPeriods)
    .where(eq(rentalPeriods.active, true))
    .orderBy(asc(rentalPeriods.sort), asc(rentalPeriods.id))
    .prepare('storages_periods');
  const tariffsOfKind = db
    .select({ warehouseId: tariffs.warehouseId, sizeCode: tariffs.sizeCode, price: tariffs.price })
    .from(tariffs)
    .where(and(eq(tariffs.kind, sql.placeholder('kind')), eq(tariffs.active, true)))
    .prepare('storages_tariffs_of_kind');
  const tariffOne = db
    .select({ price: tariffs.price })
    .from(tariffs)
    .where(
      and(
        eq(tariffs.warehouseId, sql.placeholder('warehouseId')),
        eq(tariffs.sizeCode, sql.placeholder('sizeCode')),
        eq(tariffs.kind, sql.placeholder('kind')),
        eq(tariffs.active, true),
      ),
    )
    .limit(1)
    .prepare('storages_tariff_one');
  const landing = db
    .select()
    .from(storageLandings)
    .where(and(eq(storageLandings.key, sql.placeholder('key')), eq(storageLandings.active, true)))
    .limit(1)
    .prepare('storages_landing');

  const iso = (date: Date) => date.toISOString();
  /** The free-count placeholders: now (which holds are live) and the rental the counts are for. */
  const freeWindow = (at: Date, range: StayRange) => ({ now: iso(at), from: iso(range.from), until: iso(range.to) });
  return {
    warehouses: () => allWarehouses.execute(),
    stats: (at: Date, range: StayRange) => stats.execute(freeWindow(at, range)),
    slots: (warehouseId: number, at: Date, range: StayRange) => slots.execute({ warehouseId, ...freeWindow(at, range) }),
    /** The catalogue's change counter (tables.ts `catalogueVersion`). */
    version: async () => Number((await version.execute())[0]?.version ?? 0),
    /** Epoch milliseconds of the latest hold expiry at or before `at` and of the earliest after it; null when none. */
    holdBounds: async (at: Date) => {
      const [row] = await holdBounds.execute({ now: iso(at) });
      return { lastExpired: row?.lastExpired ?? null, nextExpiry: row?.nextExpiry ?? null };
    },
    cellWarehouseId: async (id: number) => (await cellWarehouse.execute({ id }))[0]?.warehouseId,
    sizes: () => sizes.execute(),
    periods: () => periods.execute(),
    tariffsOfKind: (kind: string) => tariffsOfKind.execute({ kind }),
    tariff: async (warehouseId: number, sizeCode: string, kind: string) =>
      (await tariffOne.execute({ warehouseId, sizeCode, kind }))[0]?.price ?? null,
    landing: async (key: string) => (await landing.execute({ key }))[0],
  };
}

export type CatalogueRepo = ReturnType<typeof createCatalogueRepo>;
export type SlotRow = Awaited<ReturnType<CatalogueRepo['slots']>>[number];
export type StatsRow = Awaited<ReturnType<CatalogueRepo['stats']>>[number];
