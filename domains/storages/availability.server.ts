import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { cellBookings } from './tables';

/** A moment in SQL: a prepared statement's placeholder, or an ISO string bound as a parameter. */
type Moment = Placeholder | string;

/**
 * The shared availability rule of every list that says «свободно»: a booking counts when active, or
 * a hold not yet expired at `now`; a cell is free when no counting booking overlaps [now, until).
 * With `catalogueWindow` (booking-dates.ts) a hold for tomorrow makes the cell busy today, as it
 * makes the default booking fail. One correlated `not exists` per cell, served by the indexes of
 * cell_bookings on cell_id (the status filter matches their partial predicates).
 */
export function freeInWindowSql(cellId: AnyPgColumn | SQL, now: Moment, until: Moment): SQL {
  return sql`not exists (select 1 from ${cellBookings} b where b.cell_id = ${cellId}
    and b.status in ('hold', 'active')
    and (b.status = 'active' or b.hold_expires_at > ${now}::timestamptz)
    and b.during && tstzrange(${now}::timestamptz, ${until}::timestamptz, '[)'))`;
}
