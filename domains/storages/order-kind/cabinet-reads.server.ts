import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client.server';
import { cellSizes, cells, rentalPeriods, tariffs, warehouses } from '../tables';

/** What the orders cabinet reads of storages: warehouses and cells of orders, size titles, periods and prices for extensions. */
export function createStorageCabinetReads(db: Db) {
  return {
    async warehousesByIds(ids: number[]) {
      if (ids.length === 0) return [];
      return db.select().from(warehouses).where(inArray(warehouses.id, ids));
    },

    async cellsByIds(ids: number[]) {
      if (ids.length === 0) return [];
      return db.select().from(cells).where(inArray(cells.id, ids));
    },

    async sizeTitles(): Promise<Map<string, string>> {
      const rows = await db.select({ code: cellSizes.code, title: cellSizes.title }).from(cellSizes);
      return new Map(rows.map((r) => [r.code, r.title]));
    },

    async periodsOfKind(tariffKind: string) {
      return db
        .select()
        .from(rentalPeriods)
        .where(and(eq(rentalPeriods.tariffKind, tariffKind), eq(rentalPeriods.active, true)))
        .orderBy(asc(rentalPeriods.sort), asc(rentalPeriods.length));
    },

    async periodByCode(code: string) {
      const [row] = await db.select().from(rentalPeriods).where(eq(rentalPeriods.code, code)).limit(1);
      return row;
    },

    async tariffPrice(warehouseId: number, sizeCode: string, kind: string): Promise<number | undefined> {
      const [row] = await db
        .select({ price: tariffs.price })
        .from(tariffs)
        .where(and(eq(tariffs.warehouseId, warehouseId), eq(tariffs.sizeCode, sizeCode), eq(tariffs.kind, kind), eq(tariffs.active, true)))
        .limit(1);
      return row?.price;
    },
  };
}

export type StorageCabinetReads = ReturnType<typeof createStorageCabinetReads>;
