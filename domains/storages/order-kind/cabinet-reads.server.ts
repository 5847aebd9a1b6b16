import { inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client.server';
import { cellSizes, cells, warehouses } from '../tables';

/** What the orders cabinet reads of storages: warehouses and cells of orders, size titles. */
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
  };
}

export type StorageCabinetReads = ReturnType<typeof createStorageCabinetReads>;
