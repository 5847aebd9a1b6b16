import { and, eq, gt, inArray, or, sql } from 'drizzle-orm';
import type { PgSelect, SelectedFields } from 'drizzle-orm/pg-core';
import type { Tx } from '../../../db/tx';
import {
  prokatCells,
  prokatModels,
  prokatPostomats,
  prokatRentalUnits,
  prokatUnitBookings,
  prokatUnits,
  type RentalStage,
} from '../tables';

/** Stages in which the tool is with the renter, or back but not accepted by staff yet. */
export const OUT_STAGES: readonly RentalStage[] = ['in_use', 'returned'];

/**
 * The paid order's units start their rental: each waits in its cell for the pickup until the end
 * of the booked period, and will run for the booked length from the pickup. Called in the core's
 * transaction that activates the order's holds (once: a second call adds nothing).
 */
export async function startRentalUnits(tx: Tx, orderId: number): Promise<void> {
  await tx.execute(sql`
    insert into prokat_rental_units (order_id, unit_id, pickup_cell_id, length_minutes, pickup_until)
    select b.order_id, b.unit_id, u.cell_id,
      greatest(1, round(extract(epoch from upper(b.during) - lower(b.during)) / 60))::int, upper(b.during)
    from prokat_unit_bookings b join prokat_units u on u.id = b.unit_id
    where b.order_id = ${orderId} and b.status = 'active' and u.cell_id is not null
    on conflict do nothing`);
}

type InnerJoined<Tables extends string> = Record<Tables, 'not-null'>;

/**
 * Rental units, each with its tool, the tool's model and the cell and locker it was picked up from
 * (`columns` of those tables). The result is typed by hand: drizzle's join types do not resolve over
 * a generic selection.
 */
export function rentalUnitsWithPickupPlace<Columns extends SelectedFields>(tx: Tx, columns: Columns) {
  return tx
    .select(columns as SelectedFields)
    .from(prokatRentalUnits)
    .innerJoin(prokatUnits, eq(prokatUnits.id, prokatRentalUnits.unitId))
    .innerJoin(prokatModels, eq(prokatModels.id, prokatUnits.modelId))
    .innerJoin(prokatCells, eq(prokatCells.id, prokatRentalUnits.pickupCellId))
    .innerJoin(prokatPostomats, eq(prokatPostomats.id, prokatCells.postomatId))
    .$dynamic() as unknown as PgSelect<
    'prokat_rental_units',
    Columns,
    'partial',
    InnerJoined<'prokat_rental_units' | 'prokat_units' | 'prokat_models' | 'prokat_cells' | 'prokat_postomats'>
  >;
}

/** A rental unit with its tool, the pickup cell and locker. */
export async function rentalUnitsOf(tx: Tx, orderIds: number[]) {
  if (orderIds.length === 0) return [];
  return rentalUnitsWithPickupPlace(tx, {
    orderId: prokatRentalUnits.orderId,
    unitId: prokatRentalUnits.unitId,
    stage: prokatRentalUnits.stage,
    lengthMinutes: prokatRentalUnits.lengthMinutes,
    pickupUntil: prokatRentalUnits.pickupUntil,
    pickedUpAt: prokatRentalUnits.pickedUpAt,
    dueAt: prokatRentalUnits.dueAt,
    returnedAt: prokatRentalUnits.returnedAt,
    returnCellId: prokatRentalUnits.returnCellId,
    pickupCellId: prokatRentalUnits.pickupCellId,
    pickupCell: prokatCells.number,
    postomatId: prokatPostomats.id,
    postomatNumber: prokatPostomats.number,
    modelName: prokatModels.name,
  })
    .where(inArray(prokatRentalUnits.orderId, orderIds))
    .orderBy(prokatRentalUnits.orderId, prokatCells.number);
}

/**
 * True while a tool of the order is out, back but not accepted, or still waiting in its cell with
 * its pickup window open: the order may not end yet.
 */
export async function rentalItemsOut(tx: Tx, orderId: number, now: Date): Promise<boolean> {
  const rows = await tx
    .select({ unitId: prokatRentalUnits.unitId })
    .from(prokatRentalUnits)
    .where(
      and(
        eq(prokatRentalUnits.orderId, orderId),
        or(
          inArray(prokatRentalUnits.stage, [...OUT_STAGES]),
          and(eq(prokatRentalUnits.stage, 'awaiting_pickup'), gt(prokatRentalUnits.pickupUntil, now)),
        ),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** The renter took the tool out: the clock runs from `at` for the paid length; the unit leaves its cell. */
export async function markPickedUp(tx: Tx, input: { orderId: number; unitId: number; at: Date }): Promise<boolean> {
  const [row] = await tx
    .update(prokatRentalUnits)
    .set({
      stage: 'in_use',
      pickedUpAt: input.at,
      dueAt: sql`${input.at.toISOString()}::timestamptz + make_interval(mins => ${prokatRentalUnits.lengthMinutes})`,
    })
    .where(
      and(
        eq(prokatRentalUnits.orderId, input.orderId),
        eq(prokatRentalUnits.unitId, input.unitId),
        eq(prokatRentalUnits.stage, 'awaiting_pickup'),
      ),
    )
    .returning({ dueAt: prokatRentalUnits.dueAt });
  if (!row) return false;
  await tx.update(prokatUnits).set({ status: 'rented', cellId: null }).where(eq(prokatUnits.id, input.unitId));
  // The unit's booking runs to the new end, so the guarantee of one renter per unit covers it.
  await tx
    .update(prokatUnitBookings)
    .set({
      during: sql`tstzrange(lower(${prokatUnitBookings.during}),
        greatest(upper(${prokatUnitBookings.during}), ${row.dueAt!.toISOString()}::timestamptz), '[)')`,
    })
    .where(
      and(
        eq(prokatUnitBookings.orderId, input.orderId),
        eq(prokatUnitBookings.unitId, input.unitId),
        eq(prokatUnitBookings.status, 'active'),
      ),
    );
  return true;
}

/** The tool is back in `cellId` (any locker): the clock stops; the unit waits there for the staff check. */
export async function markReturned(tx: Tx, input: { orderId: number; unitId: number; cellId: number; at: Date }): Promise<boolean> {
  const [row] = await tx
    .update(prokatRentalUnits)
    .set({ stage: 'returned', returnedAt: input.at, returnCellId: input.cellId })
    .where(
      and(eq(prokatRentalUnits.orderId, input.orderId), eq(prokatRentalUnits.unitId, input.unitId), eq(prokatRentalUnits.stage, 'in_use')),
    )
    .returning({ unitId: prokatRentalUnits.unitId });
  if (!row) return false;
  await tx.update(prokatUnits).set({ status: 'checking', cellId: input.cellId }).where(eq(prokatUnits.id, input.unitId));
  return true;
}
