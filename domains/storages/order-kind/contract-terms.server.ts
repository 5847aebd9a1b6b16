import { eq } from 'drizzle-orm';
import type { Tx } from '../../../db/tx';
import type { KindContract } from '../../orders/service.server';
import { cells, warehouses } from '../tables';

/**
 * What a storage rental contract says of the cell and its warehouse. A contract is made for a paid
 * order, so the cell is read even when it is no longer rented out to others.
 */
export const storageContract: KindContract = {
  async itemTerms(tx: Tx, line) {
    const [row] = await tx
      .select({ number: cells.number, area: cells.area, warehouseName: warehouses.name, address: warehouses.address })
      .from(cells)
      .innerJoin(warehouses, eq(warehouses.id, cells.warehouseId))
      .where(eq(cells.id, line.itemId));
    return row ? { placeName: row.warehouseName, placeAddress: row.address, itemNumber: row.number, itemArea: row.area } : null;
  },
};
