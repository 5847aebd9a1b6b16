import { and, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.server';
import type { Tx } from '../../db/tx';
import type { Clock } from '../../lib/clock';
import { createGuestOffer } from './booking-guest-offer.server';
import { CellTakenError, isBookingConflict, withConflictRetry } from './booking-conflict';
import { catalogueWindow, extendEnd, moscowDate, rangeLiteral, rentalRange, startDateProblem } from './booking-dates';
import { cellBookings, cells, warehouses } from './tables';
import type { AlternativeCell } from './booking-schema';

export interface Range {
  from: Date;
  to: Date;
}

function ts(moment: Date) {
  return sql`${moment.toISOString()}::timestamptz`;
}

/** SQL: the row occupies its cell (an active rental, or a hold not yet expired). */
export function countingBooking(now: Date) {
  return sql`(${cellBookings.status} = 'active' or (${cellBookings.status} = 'hold' and ${cellBookings.holdExpiresAt} > ${ts(now)}))`;
}
const counting = countingBooking;

function overlaps(range: Range) {
  return sql`${cellBookings.during} && ${rangeLiteral(range.from, range.to)}::tstzrange`;
}

/** Who occupies which cell when: holds, rentals, availability and alternatives. */
export function createCellBookings(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;

  async function freeCellsLike(cellId: number, range: Range, options: { sameWarehouseOnly: boolean; limit: number }) {
    const [cell] = await db
      .select({
        id: cells.id,
        sizeCode: cells.sizeCode,
        warehouseId: cells.warehouseId,
        cityId: warehouses.cityId,
        lat: warehouses.latitude,
        lon: warehouses.longitude,
      })
      .from(cells)
      .innerJoin(warehouses, eq(warehouses.id, cells.warehouseId))
      .where(eq(cells.id, cellId));
    if (!cell) return [];
    const now = clock.now();
    const busy = db
      .select({ one: sql`1` })
      .from(cellBookings)
      .where(and(eq(cellBookings.cellId, cells.id), counting(now), overlaps(range)));
    const rows = await db
      .select({
        id: cells.id,
        number: cells.number,
        floor: cells.floor,
        sizeCode: cells.sizeCode,
        area: cells.area,
        warehouseId: warehouses.id,
        slug: warehouses.slug,
        name: warehouses.name,
        address: warehouses.address,
      })
      .from(cells)
      .innerJoin(warehouses, eq(warehouses.id, cells.warehouseId))
      .where(
        and(
          eq(cells.active, true),
          eq(warehouses.active, true),
          eq(cells.sizeCode, cell.sizeCode),
          sql`${cells.id} <> ${cell.id}`,
          options.sameWarehouseOnly ? eq(cells.warehouseId, cell.warehouseId) : eq(warehouses.cityId, cell.cityId),
          sql`not exists (${busy})`,
        ),
      )
      .orderBy(
        sql`(${cells.warehouseId} <> ${cell.warehouseId})`,
        sql`(${warehouses.latitude} - ${cell.lat}) ^ 2 + ((${warehouses.longitude} - ${cell.lon}) * cos(radians(${cell.lat}))) ^ 2`,
        cells.floor,
        cells.number,
      )
      .limit(options.limit);
    return rows.map((r): AlternativeCell => ({
      id: r.id,
      number: r.number,
      floor: r.floor,
      size_code: r.sizeCode,
      area: r.area,
      warehouse: { id: r.warehouseId, slug: r.slug, name: r.name, address: r.address },
      same_warehouse: r.warehouseId === cell.warehouseId,
      url: `/storages/${r.slug}/${r.id}/`,
    }));
  }

  return {
    /** Rental dates (Moscow days, months or days): for the orders domain, which may not import this folder's files. */
    dates: { rentalRange, extendEnd, moscowDate, startDateProblem, catalogueWindow },
    /** Conflict handling (23P01/40P01 → one retry → CellTakenError), for the same reason. */
    withConflictRetry,
    isBookingConflict,
    CellTakenError,
    /** The guest pages' offer: warehouses with the guest tariff, free cells by size. */
    guestOffer: createGuestOffer({ db, clock }),

    /** Releases the cell's holds whose time is over, so the exclusion constraint forgets them. */
    async releaseExpiredHolds(tx: Tx, cellId: number, now = clock.now()): Promise<void> {
      await tx
        .update(cellBookings)
        .set({ status: 'released', releasedAt: now })
        .where(and(eq(cellBookings.cellId, cellId), eq(cellBookings.status, 'hold'), lte(cellBookings.holdExpiresAt, now)));
    },

    /**
     * Holds a cell for an order awaiting payment. Expired holds of the cell are released first, in
     * the same transaction; an overlap makes PostgreSQL throw 23P01 (see booking-conflict.ts).
     */
    async hold(cellId: number, orderId: number, range: Range, holdExpiresAt: Date, tx: Tx = db): Promise<void> {
      const now = clock.now();
      await this.releaseExpiredHolds(tx, cellId, now);
      await tx.insert(cellBookings).values({
        cellId,
        orderId,
        during: rangeLiteral(range.from, range.to),
        status: 'hold',
        holdExpiresAt,
        createdAt: now,
      });
    },

    /** Books a cell as a paid rental directly (a late payment while the cell is still free). */
    async occupy(cellId: number, orderId: number, range: Range, tx: Tx = db): Promise<void> {
      const now = clock.now();
      await this.releaseExpiredHolds(tx, cellId, now);
      await tx
        .insert(cellBookings)
        .values({ cellId, orderId, during: rangeLiteral(range.from, range.to), status: 'active', createdAt: now });
    },

    /** The order's live hold becomes the rental; false when there is no live hold. */
    async activate(orderId: number, tx: Tx = db): Promise<boolean> {
      const now = clock.now();
      const rows = await tx
        .update(cellBookings)
        .set({ status: 'active', holdExpiresAt: null })
        .where(and(eq(cellBookings.orderId, orderId), eq(cellBookings.status, 'hold'), sql`${cellBookings.holdExpiresAt} > ${ts(now)}`))
        .returning({ id: cellBookings.id });
      return rows.length > 0;
    },

    /** Moves the end of the order's rental (renewal, extension); 23P01 when someone booked after it. */
    async extend(orderId: number, newEnd: Date, tx: Tx = db): Promise<boolean> {
      const rows = await tx
        .update(cellBookings)
        .set({ during: sql`tstzrange(lower(${cellBookings.during}), ${ts(newEnd)}, '[)')` })
        .where(and(eq(cellBookings.orderId, orderId), eq(cellBookings.status, 'active')))
        .returning({ id: cellBookings.id });
      return rows.length > 0;
    },

    /** Frees everything the order holds or rents. */
    async release(orderId: number, tx: Tx = db): Promise<void> {
      await tx
        .update(cellBookings)
        .set({ status: 'released', releasedAt: clock.now() })
        .where(and(eq(cellBookings.orderId, orderId), sql`${cellBookings.status} <> 'released'`));
    },

    async isFree(cellId: number, range: Range, tx: Tx = db, exceptOrderId?: number): Promise<boolean> {
      const rows = await tx
        .select({ id: cellBookings.id })
        .from(cellBookings)
        .where(
          and(
            eq(cellBookings.cellId, cellId),
            counting(clock.now()),
            overlaps(range),
            exceptOrderId === undefined ? undefined : sql`${cellBookings.orderId} <> ${exceptOrderId}`,
          ),
        )
        .limit(1);
      return rows.length === 0;
    },

    /** Nearest free cells of the same size: the same warehouse first, then the city's nearest. */
    alternatives(cellId: number, range: Range, limit = 6): Promise<AlternativeCell[]> {
      return freeCellsLike(cellId, range, { sameWarehouseOnly: false, limit });
    },

    /** Free cells of the same size in the cell's own warehouse (choosing another number). */
    sameWarehouseFree(cellId: number, range: Range, limit = 50): Promise<AlternativeCell[]> {
      return freeCellsLike(cellId, range, { sameWarehouseOnly: true, limit });
    },
  };
}

export type CellBookings = ReturnType<typeof createCellBookings>;
