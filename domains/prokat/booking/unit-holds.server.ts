import { and, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.server';
import { hasPgErrorCode } from '../../../db/pg-errors';
import type { Tx } from '../../../db/tx';
import type { Clock } from '../../../lib/clock';
import type { ItemHolds, Range } from '../../orders/service.server';
import { prokatUnitBookings } from '../tables';
import { revokePins } from '../lockers/rental-pins.server';
import { startRentalUnits } from '../lockers/rental-units.server';
import { alternativesToUnit } from './free-units.server';

/** Under contention PostgreSQL reports a taken unit as an exclusion violation (23P01), sometimes as a deadlock (40P01). */
const CONFLICT_CODES = new Set(['23P01', '40P01']);
const isBookingConflict = (error: unknown) => hasPgErrorCode(error, CONFLICT_CODES);

/** Thrown when the unit stayed taken after the retry; the core answers 409 with the alternatives. */
export class UnitTakenError extends Error {
  constructor() {
    super('unit taken');
    this.name = 'UnitTakenError';
  }
}

const rangeLiteral = (range: Range) => `[${range.from.toISOString()},${range.to.toISOString()})`;
const ts = (moment: Date) => sql`${moment.toISOString()}::timestamptz`;

/** SQL: the booking counts (a rental, or a hold not yet expired at `now`). */
export function countingUnitBooking(now: Date) {
  const { status, holdExpiresAt } = prokatUnitBookings;
  return sql`(${status} = 'active' or (${status} = 'hold' and ${holdExpiresAt} > ${ts(now)}))`;
}

/**
 * Who has which tool unit when, for the order core (`ProductKind.holds`): the core calls these in
 * its own transactions. The exclusion constraint is the guarantee; the checks before it only give
 * the clearer answer.
 */
export function createUnitHolds(deps: { db: Db; clock: Clock }): ItemHolds {
  const { db, clock } = deps;

  async function releaseExpiredHolds(tx: Tx, unitId: number, now: Date) {
    await tx
      .update(prokatUnitBookings)
      .set({ status: 'released', releasedAt: now })
      .where(and(eq(prokatUnitBookings.unitId, unitId), eq(prokatUnitBookings.status, 'hold'), lte(prokatUnitBookings.holdExpiresAt, now)));
  }

  return {
    async withConflictRetry(work) {
      for (let attempt = 1; ; attempt += 1) {
        try {
          return await work();
        } catch (error) {
          if (error instanceof UnitTakenError || !isBookingConflict(error)) throw error;
          if (attempt >= 2) throw new UnitTakenError();
        }
      }
    },
    isBookingConflict,
    CellTakenError: UnitTakenError,
    releaseExpiredHolds,
    async isFree(unitId, range, tx = db) {
      const rows = await tx
        .select({ id: prokatUnitBookings.id })
        .from(prokatUnitBookings)
        .where(
          and(
            eq(prokatUnitBookings.unitId, unitId),
            countingUnitBooking(clock.now()),
            sql`${prokatUnitBookings.during} && ${rangeLiteral(range)}::tstzrange`,
          ),
        )
        .limit(1);
      return rows.length === 0;
    },
    async hold(unitId, orderId, range, holdExpiresAt, tx) {
      const now = clock.now();
      await releaseExpiredHolds(tx, unitId, now);
      await tx
        .insert(prokatUnitBookings)
        .values({ unitId, orderId, during: rangeLiteral(range), status: 'hold', holdExpiresAt, createdAt: now });
    },
    async occupy(unitId, orderId, range, tx) {
      const now = clock.now();
      await releaseExpiredHolds(tx, unitId, now);
      await tx.insert(prokatUnitBookings).values({ unitId, orderId, during: rangeLiteral(range), status: 'active', createdAt: now });
      await startRentalUnits(tx, orderId);
    },
    async activate(orderId, tx) {
      const rows = await tx
        .update(prokatUnitBookings)
        .set({ status: 'active', holdExpiresAt: null })
        .where(
          and(
            eq(prokatUnitBookings.orderId, orderId),
            eq(prokatUnitBookings.status, 'hold'),
            sql`${prokatUnitBookings.holdExpiresAt} > ${ts(clock.now())}`,
          ),
        )
        .returning({ id: prokatUnitBookings.id });
      if (rows.length > 0) await startRentalUnits(tx, orderId);
      return rows.length > 0;
    },
    async extend(orderId, newEnd, tx) {
      const rows = await tx
        .update(prokatUnitBookings)
        .set({ during: sql`tstzrange(lower(${prokatUnitBookings.during}), ${ts(newEnd)}, '[)')` })
        .where(and(eq(prokatUnitBookings.orderId, orderId), eq(prokatUnitBookings.status, 'active')))
        .returning({ id: prokatUnitBookings.id });
      return rows.length > 0;
    },
    async release(orderId, tx) {
      await tx
        .update(prokatUnitBookings)
        .set({ status: 'released', releasedAt: clock.now() })
        .where(and(eq(prokatUnitBookings.orderId, orderId), sql`${prokatUnitBookings.status} <> 'released'`));
      // An ended or canceled order's PINs open nothing at the locker any more.
      await revokePins(tx, orderId);
    },
    /** Other lockers that have the taken unit's model free now, nearest first. */
    alternatives: (unitId) => alternativesToUnit(db, unitId, clock.now()),
    /** A unit is not swapped: the renter books again. */
    async sameWarehouseFree() {
      return [];
    },
  };
}
