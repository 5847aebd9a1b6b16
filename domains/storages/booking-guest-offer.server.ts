import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.server';
import type { Clock } from '../../lib/clock';
import { freeInWindowSql } from './availability.server';
import { catalogueWindow } from './booking-dates';
import { cellSizes, cells, tariffs, warehouses } from './tables';

/** The guest rental the free cells are for, [from, to); a month from now when not given. */
export interface GuestRange {
  from: Date;
  to: Date;
}

/** What the guest pages offer: warehouses with the guest tariff and their cells free for the chosen dates. */
export function createGuestOffer(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;

  /** Free by the catalogue's rule (availability.server.ts), so the guest pages, the catalogue and the booking agree. */
  function freeFor(now: Date, range: GuestRange = catalogueWindow(now)) {
    return freeInWindowSql(cells.id, now.toISOString(), range.from.toISOString(), range.to.toISOString());
  }

  return {
    /** Active storage warehouses with a guest tariff, with the lowest guest price and the cells free for `range`. */
    async warehouses(range?: GuestRange) {
      const now = clock.now();
      const rows = await db
        .select({
          id: warehouses.id,
          slug: warehouses.slug,
          name: warehouses.name,
          address: warehouses.address,
          metro: warehouses.metro,
          cityId: warehouses.cityId,
          photo: sql<string | null>`${warehouses.photos}->>0`,
          access: sql<string>`${warehouses.timetable}->>'access'`,
          minPrice: sql<number>`min(${tariffs.price})::int`,
          freeCells: sql<number>`(select count(*)::int from ${cells}
            where ${cells.warehouseId} = ${warehouses.id} and ${cells.active} and ${freeFor(now, range)})`,
        })
        .from(warehouses)
        .innerJoin(tariffs, and(eq(tariffs.warehouseId, warehouses.id), eq(tariffs.kind, 'guest'), eq(tariffs.active, true)))
        .where(and(eq(warehouses.active, true), eq(warehouses.type, 'STORAGE')))
        .groupBy(warehouses.id)
        .orderBy(asc(warehouses.cityId), asc(warehouses.sort), asc(warehouses.id));
      return rows;
    },

    /** A warehouse's cells free for `range`, by size, with the guest price per day; null without a guest tariff. */
    async warehouse(warehouseId: number, range?: GuestRange) {
      const now = clock.now();
      const [house] = await db
        .select()
        .from(warehouses)
        .where(and(eq(warehouses.id, warehouseId), eq(warehouses.active, true), eq(warehouses.type, 'STORAGE')));
      if (!house) return null;
      const rows = await db
        .select({
          id: cells.id,
          number: cells.number,
          floor: cells.floor,
          area: cells.area,
          sizeCode: cells.sizeCode,
          sizeTitle: cellSizes.title,
          sizeSort: cellSizes.sort,
          fits: cellSizes.fits,
          price: tariffs.price,
        })
        .from(cells)
        .innerJoin(cellSizes, eq(cellSizes.code, cells.sizeCode))
        .innerJoin(
          tariffs,
          and(
            eq(tariffs.warehouseId, cells.warehouseId),
            eq(tariffs.sizeCode, cells.sizeCode),
            eq(tariffs.kind, 'guest'),
            eq(tariffs.active, true),
          ),
        )
        .where(and(eq(cells.warehouseId, warehouseId), eq(cells.active, true), freeFor(now, range)))
        .orderBy(asc(cellSizes.sort), asc(cells.floor), asc(cells.number));
      const sizes = new Map<
        string,
        { code: string; title: string; fits: string[]; price: number; cells: { id: number; number: string; floor: number; area: number }[] }
      >();
      for (const row of rows) {
        let size = sizes.get(row.sizeCode);
        if (!size) {
          size = { code: row.sizeCode, title: row.sizeTitle, fits: row.fits, price: row.price, cells: [] };
          sizes.set(row.sizeCode, size);
        }
        size.cells.push({ id: row.id, number: row.number, floor: row.floor, area: row.area });
      }
      return {
        warehouse: {
          id: house.id,
          slug: house.slug,
          name: house.name,
          address: house.address,
          metro: house.metro,
          cityId: house.cityId,
          timetable: house.timetable,
          photo: house.photos[0] ?? null,
        },
        sizes: [...sizes.values()],
      };
    },
  };
}
