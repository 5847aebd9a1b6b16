import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../../db/tx';
import { distanceMeters } from '../../../lib/geo-distance';
import { prokatCells, prokatPostomats, prokatUnits } from '../tables';

/** SQL: the unit `unitId` (a column or an alias's column) has a rental or a live hold at `now`. */
export function unitBookedNow(unitId: SQL, now: Date) {
  return sql`exists (select 1 from prokat_unit_bookings b where b.unit_id = ${unitId}
    and (b.status = 'active' or (b.status = 'hold' and b.hold_expires_at > ${now.toISOString()}::timestamptz)))`;
}

/** SQL: the unit is offered to a waiting person (the waitlist) other than `forUser` until a moment after `now`. */
function unitOfferedToOthers(unitId: SQL, now: Date, forUser: number | null) {
  const other = forUser === null ? sql`` : sql` and w.user_id <> ${forUser}`;
  return sql`exists (select 1 from prokat_waitlist w where w.offered_unit_id = ${unitId}
    and w.status = 'offered' and w.offered_until > ${now.toISOString()}::timestamptz${other})`;
}

/** SQL: nobody but `forUser` may take the unit now: it has a rental or a live hold, or it is offered to someone waiting. */
export function unitTakenNow(unitId: SQL, now: Date, forUser: number | null = null) {
  return sql`(${unitBookedNow(unitId, now)} or ${unitOfferedToOthers(unitId, now, forUser)})`;
}

/** A renter (`forUser`, null: anyone) can take the unit now: available, in a working cell of an active locker, not taken. */
function freeNow(now: Date, forUser: number | null = null) {
  return and(
    eq(prokatUnits.status, 'available'),
    eq(prokatCells.broken, false),
    eq(prokatPostomats.active, true),
    sql`not ${unitTakenNow(sql`${prokatUnits.id}`, now, forUser)}`,
  );
}

const unitsInLockers = (tx: Tx) =>
  tx
    .select({ id: prokatUnits.id, modelId: prokatUnits.modelId, postomat: prokatPostomats })
    .from(prokatUnits)
    .innerJoin(prokatCells, eq(prokatCells.id, prokatUnits.cellId))
    .innerJoin(prokatPostomats, eq(prokatPostomats.id, prokatCells.postomatId));

/**
 * Up to `count` units of a model free now in one locker for `forUser` (a unit offered to them from
 * the waitlist first, then the lowest cell).
 */
export async function freeUnitsAt(
  tx: Tx,
  postomatId: number,
  modelId: number,
  now: Date,
  count: number,
  forUser: number | null = null,
): Promise<number[]> {
  const offeredToThem = sql`exists (select 1 from prokat_waitlist w
    where w.offered_unit_id = ${prokatUnits.id} and w.user_id = ${forUser ?? 0} and w.status = 'offered')`;
  const rows = await unitsInLockers(tx)
    .where(and(eq(prokatPostomats.id, postomatId), eq(prokatUnits.modelId, modelId), freeNow(now, forUser)))
    .orderBy(sql`${offeredToThem} desc`, asc(prokatCells.number))
    .limit(count);
  return rows.map((row) => row.id);
}

/** A refusal's alternatives: lockers that have the model free now, nearest to `near` (the locker asked) first. */
export async function lockersWithModelFree(tx: Tx, modelId: number, near: { latitude: number; longitude: number }, now: Date) {
  const free = await unitsInLockers(tx).where(and(eq(prokatUnits.modelId, modelId), freeNow(now)));
  const byLocker = new Map<number, { postomat: (typeof free)[number]['postomat']; available: number }>();
  for (const unit of free) {
    const entry = byLocker.get(unit.postomat.id) ?? { postomat: unit.postomat, available: 0 };
    entry.available += 1;
    byLocker.set(unit.postomat.id, entry);
  }
  return [...byLocker.values()]
    .map(({ postomat, available }) => ({
      postomat: { id: postomat.id, number: postomat.number, name: postomat.name, address: postomat.address },
      available,
      distance_m: Math.round(distanceMeters(near, postomat)),
      url: `/prokat/${postomat.id}/`,
    }))
    .sort((a, b) => a.distance_m - b.distance_m)
    .slice(0, 6);
}

/** The alternatives to a unit just taken: its model, nearest to its locker. */
export async function alternativesToUnit(tx: Tx, unitId: number, now: Date) {
  const [origin] = await unitsInLockers(tx).where(eq(prokatUnits.id, unitId));
  return origin ? lockersWithModelFree(tx, origin.modelId, origin.postomat, now) : [];
}
