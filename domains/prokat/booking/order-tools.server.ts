import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.server';
import { prokatCells, prokatModels, prokatUnitBookings, prokatUnits } from '../tables';

/** The tools an order booked, each with its model, inventory number, cell and booking state. */
export async function toolsOfOrder(db: Db, orderId: number) {
  const rows = await db
    .select({
      unitId: prokatUnits.id,
      inventoryNumber: prokatUnits.inventoryNumber,
      name: prokatModels.name,
      slug: prokatModels.slug,
      photos: prokatModels.photos,
      cell: prokatCells.number,
      status: prokatUnitBookings.status,
    })
    .from(prokatUnitBookings)
    .innerJoin(prokatUnits, eq(prokatUnits.id, prokatUnitBookings.unitId))
    .innerJoin(prokatModels, eq(prokatModels.id, prokatUnits.modelId))
    .leftJoin(prokatCells, eq(prokatCells.id, prokatUnits.cellId))
    .where(eq(prokatUnitBookings.orderId, orderId))
    .orderBy(asc(prokatUnitBookings.id));
  return rows.map((row) => ({
    unit_id: row.unitId,
    inventory_number: row.inventoryNumber,
    name: row.name,
    model_slug: row.slug,
    image: row.photos[0] ?? null,
    cell: row.cell,
    booking: row.status,
  }));
}
