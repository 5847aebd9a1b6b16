import { and, asc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client.server';
import { prokatCells, prokatModels, prokatPostomats, prokatRentalUnits, prokatUnitBookings, prokatUnits } from '../tables';

const returnCells = alias(prokatCells, 'return_cells');
const returnLockers = alias(prokatPostomats, 'return_lockers');
const iso = (moment: Date | null) => moment?.toISOString() ?? null;

/** The tools an order booked, each with its model, inventory number, cell, booking and where it is in the rental. */
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
      rental: prokatRentalUnits,
      returnCell: returnCells.number,
      returnLocker: { id: returnLockers.id, number: returnLockers.number },
    })
    .from(prokatUnitBookings)
    .innerJoin(prokatUnits, eq(prokatUnits.id, prokatUnitBookings.unitId))
    .innerJoin(prokatModels, eq(prokatModels.id, prokatUnits.modelId))
    .leftJoin(
      prokatRentalUnits,
      and(eq(prokatRentalUnits.orderId, prokatUnitBookings.orderId), eq(prokatRentalUnits.unitId, prokatUnitBookings.unitId)),
    )
    // The cell the tool lies in now, or (out with the renter) the one it was taken from.
    .leftJoin(prokatCells, eq(prokatCells.id, prokatRentalUnits.pickupCellId))
    .leftJoin(returnCells, eq(returnCells.id, prokatRentalUnits.returnCellId))
    .leftJoin(returnLockers, eq(returnLockers.id, returnCells.postomatId))
    .where(eq(prokatUnitBookings.orderId, orderId))
    .orderBy(asc(prokatUnitBookings.id));
  const unpaidCells = await cellsNow(
    db,
    rows.filter((row) => !row.rental).map((row) => row.unitId),
  );
  return rows.map((row) => ({
    unit_id: row.unitId,
    inventory_number: row.inventoryNumber,
    name: row.name,
    model_slug: row.slug,
    image: row.photos[0] ?? null,
    cell: row.rental ? row.cell : (unpaidCells.get(row.unitId) ?? null),
    booking: row.status,
    stage: row.rental?.stage ?? null,
    pickup_until: iso(row.rental?.pickupUntil ?? null),
    picked_up_at: iso(row.rental?.pickedUpAt ?? null),
    due_at: iso(row.rental?.dueAt ?? null),
    returned_at: iso(row.rental?.returnedAt ?? null),
    returned_to:
      row.returnLocker && row.returnCell !== null
        ? { postomat_id: row.returnLocker.id, number: row.returnLocker.number, cell: row.returnCell }
        : null,
  }));
}

/** The cells units lie in now (an unpaid booking's tools are still in theirs). */
async function cellsNow(db: Db, unitIds: number[]) {
  if (unitIds.length === 0) return new Map<number, number>();
  const rows = await db
    .select({ unitId: prokatUnits.id, number: prokatCells.number })
    .from(prokatUnits)
    .innerJoin(prokatCells, eq(prokatCells.id, prokatUnits.cellId))
    .where(inArray(prokatUnits.id, unitIds));
  return new Map(rows.map((row) => [row.unitId, row.number]));
}
