import { count } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.server';
import { generateCells, SIZE_ORDER, tariffPrices } from './seed-cells';
import { landingRows } from './seed-landings-data';
import { periodRows, sizeRows } from './seed-sizes-data';
import { warehouseSeeds } from './seed-warehouses-data';
import { cellSizes, cells, rentalPeriods, storageLandings, tariffs, warehouses } from './tables';

/**
 * Demo catalogue of the storage line: sizes, periods, warehouses with cells and tariffs, landings.
 * Each table is filled only when empty, so the seed is idempotent and never touches live data.
 * `groups` maps `city id:service` to the site's review group (the content domain's `reviewGroupIds`).
 */
export async function seedStorages(db: Db, groups: Map<string, number>): Promise<void> {
  await db.transaction(async (tx) => {
    const isEmpty = async (table: PgTable) => Number((await tx.select({ n: count() }).from(table))[0]?.n ?? 0) === 0;
    if (await isEmpty(cellSizes)) await tx.insert(cellSizes).values(sizeRows);
    if (await isEmpty(rentalPeriods)) await tx.insert(rentalPeriods).values(periodRows);
    if (await isEmpty(storageLandings)) await tx.insert(storageLandings).values(landingRows);
    if (!(await isEmpty(warehouses))) return;
    for (const seed of warehouseSeeds) {
      const [row] = await tx
        .insert(warehouses)
        .values({
          slug: seed.slug,
          type: seed.type,
          cityId: seed.cityId,
          name: seed.name,
          address: seed.address,
          metro: seed.metro,
          latitude: seed.latitude,
          longitude: seed.longitude,
          timetable: seed.timetable,
          description: seed.description,
          photos: seed.photos,
          buildInformation: seed.build,
          externalLinks: seed.links,
          licenses: seed.licenses,
          reviewGroupId: groups.get(`${seed.cityId}:${seed.type === 'CLOUD' ? 'clouds' : 'storages'}`) ?? null,
          sort: seed.sort,
        })
        .returning({ id: warehouses.id });
      const warehouseId = row!.id;
      const generated = generateCells(seed);
      if (generated.length > 0) await tx.insert(cells).values(generated.map((cell) => ({ ...cell, warehouseId })));
      if (seed.type !== 'STORAGE') continue;
      await tx.insert(tariffs).values(
        SIZE_ORDER.flatMap((sizeCode) => {
          const prices = tariffPrices(seed.cityId, seed.priceFactor, sizeCode);
          return (['monthly', 'daily', 'guest'] as const).map((kind) => ({ warehouseId, sizeCode, kind, price: prices[kind] }));
        }),
      );
    }
  });
}
