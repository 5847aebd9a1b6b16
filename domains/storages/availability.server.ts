import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { cellBookings } from './tables';

/** A moment in SQL: a prepared statement's placeholder, or an ISO string bound as a parameter. */
type Moment = Placeholder | string;

/**
 * The shared availability rule of every list that says «свободно» and of every cell it offers: a
 * booking counts when active, or a hold not yet expired at `now`; a cell is free when no counting
 * booking overlaps the chosen rental [from, until) (stay-dates.ts: the dates the visitor chose, or
 * the default month from today). The booking checks the same overlap, so an offered cell can be
 * booked for those dates. One correlated `not exists` per cell, served by the indexes of
 * cell_bookings on cell_id (the status filter matches their partial predicates).
 */
export function freeInWindowSql(cellId: AnyPgColumn | SQL, now: Moment, from: Moment, until: Moment): SQL {
  return sql`not exists (select 1 from ${cellBookings} b where b.cell_id = ${cellId}
    and b.status in ('hold', 'active')
    and (b.status = 'active' or b.hold_expires_at > ${now}::timestamptz)
    and b.during && tstzrange(${from}::timestamptz, ${until}::timestamptz, '[)'))`;
}
