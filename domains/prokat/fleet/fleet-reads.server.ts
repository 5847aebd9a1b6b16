import { and, asc, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client.server';
import type { Clock } from '../../../lib/clock';
import { AppError } from '../../../lib/errors';
import { prokatCells, prokatLockerEvents, prokatModels, prokatPostomats, prokatUnits } from '../tables';
import { cellHoldsUnit, cellOpeningNow } from './fleet-rules.server';
import type { DoorAlert, FleetCell, FleetLocker, FreeCell, ModelOption, WorkshopUnit } from './fleet-schema';

const count = (query: SQL) => sql<number>`(select count(*)::int ${query})`;

/** SQL: a door left open at the cell (`lockerId`, `cellNumber`) at `at`, and no door closed there since. */
const stillOpen = (lockerId: SQL, cellNumber: SQL, at: SQL) =>
  sql`not exists (select 1 from prokat_locker_events d where d.postomat_id = ${lockerId} and d.cell_number = ${cellNumber}
    and d.type = 'door_closed' and d.at >= ${at})`;

/** What the console shows of the fleet: lockers with their counts, a locker's cells, free cells, the workshop, open doors. */
export function createFleetReads(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;

  function lockersWith(where: SQL | undefined) {
    const now = clock.now();
    // Correlated subqueries name the outer table in full (see the README).
    const locker = sql`"prokat_postomats"."id"`;
    const cellFree = sql`not c.broken and not ${cellHoldsUnit(sql`c.id`)} and not ${cellOpeningNow(sql`c.id`, now)}`;
    return db
      .select({
        row: prokatPostomats,
        cells: count(sql`from prokat_cells c where c.postomat_id = ${locker}`),
        free: count(sql`from prokat_cells c where c.postomat_id = ${locker} and ${cellFree}`),
        broken: count(sql`from prokat_cells c where c.postomat_id = ${locker} and c.broken`),
        inCells: count(sql`from prokat_units u join prokat_cells c on c.id = u.cell_id where c.postomat_id = ${locker}`),
        out: count(sql`from prokat_rental_units r join prokat_cells c on c.id = r.pickup_cell_id
          where c.postomat_id = ${locker} and r.stage = 'in_use'`),
      })
      .from(prokatPostomats)
      .where(where)
      .orderBy(asc(prokatPostomats.sort), asc(prokatPostomats.id));
  }

  type LockerRow = Awaited<ReturnType<typeof lockersWith>>[number];
  const lockerOf = ({ row, ...counts }: LockerRow): FleetLocker => ({
    id: row.id,
    number: row.number,
    name: row.name,
    city_id: row.cityId,
    address: row.address,
    place: row.place,
    latitude: row.latitude,
    longitude: row.longitude,
    time_zone: row.timeZone,
    timetable: { text: row.timetable.text, around_24h: row.timetable.around24h },
    active: row.active,
    counts: {
      cells: Number(counts.cells),
      free_cells: Number(counts.free),
      broken_cells: Number(counts.broken),
      units_in_cells: Number(counts.inCells),
      units_out: Number(counts.out),
    },
  });

  async function lockerOrNull(id: number): Promise<FleetLocker | null> {
    const [row] = await lockersWith(eq(prokatPostomats.id, id));
    return row ? lockerOf(row) : null;
  }

  async function locker(id: number): Promise<FleetLocker> {
    const found = await lockerOrNull(id);
    if (!found) throw new AppError('NOT_FOUND', { message: 'Такого постамата нет' });
    return found;
  }

  async function cells(postomatId: number): Promise<FleetCell[]> {
    const now = clock.now();
    const rows = await db
      .select({
        cell: prokatCells,
        unit: { id: prokatUnits.id, inventoryNumber: prokatUnits.inventoryNumber, status: prokatUnits.status },
        model: prokatModels.name,
        opening: sql<boolean>`${cellOpeningNow(sql`${prokatCells.id}`, now)}`,
        leftOpen: sql<boolean>`exists (select 1 from prokat_locker_events e where e.postomat_id = ${prokatCells.postomatId}
          and e.cell_number = ${prokatCells.number} and e.type = 'door_left_open'
          and ${stillOpen(sql`e.postomat_id`, sql`e.cell_number`, sql`e.at`)})`,
        booking: sql<string | null>`(select b.status from prokat_unit_bookings b where b.unit_id = ${prokatUnits.id}
          and (b.status = 'active' or (b.status = 'hold' and b.hold_expires_at > ${now.toISOString()}::timestamptz)) limit 1)`,
      })
      .from(prokatCells)
      .leftJoin(prokatUnits, eq(prokatUnits.cellId, prokatCells.id))
      .leftJoin(prokatModels, eq(prokatModels.id, prokatUnits.modelId))
      .where(eq(prokatCells.postomatId, postomatId))
      .orderBy(asc(prokatCells.number));
    return rows.map(({ cell, unit, model, opening, leftOpen, booking }) => ({
      id: cell.id,
      number: cell.number,
      size: cell.size,
      broken: cell.broken,
      live_opening: Boolean(opening),
      door_left_open: Boolean(leftOpen),
      unit: unit
        ? {
            id: unit.id,
            inventory_number: unit.inventoryNumber,
            model: model ?? '',
            status: unit.status,
            booked: booking === null ? null : booking === 'hold' ? 'hold' : 'rental',
          }
        : null,
    }));
  }

  return {
    /** Every locker, open or closed, with its counts. */
    lockers: async () => (await lockersWith(undefined)).map(lockerOf),
    locker,
    /** A locker with its cells and the tool in each. */
    async detail(id: number) {
      return { locker: await locker(id), cells: await cells(id) };
    },
    /** The same, or null when there is no such locker (the console's page answers 404). */
    async detailOrNull(id: number) {
      const found = await lockerOrNull(id);
      return found ? { locker: found, cells: await cells(id) } : null;
    },

    /** The free working cells of every locker, where a tool may be put (lockers in their order, cells by number). */
    async freeCells(): Promise<FreeCell[]> {
      const now = clock.now();
      return db
        .select({
          cell_id: prokatCells.id,
          postomat_id: prokatPostomats.id,
          postomat: prokatPostomats.number,
          number: prokatCells.number,
          size: prokatCells.size,
        })
        .from(prokatCells)
        .innerJoin(prokatPostomats, eq(prokatPostomats.id, prokatCells.postomatId))
        .where(
          and(
            eq(prokatCells.broken, false),
            sql`not ${cellHoldsUnit(sql`${prokatCells.id}`)}`,
            sql`not ${cellOpeningNow(sql`${prokatCells.id}`, now)}`,
          ),
        )
        .orderBy(asc(prokatPostomats.sort), asc(prokatPostomats.id), asc(prokatCells.number))
        .limit(3000);
    },

    /** Tools at the workshop: broken and in no cell. */
    async workshop(): Promise<WorkshopUnit[]> {
      return db
        .select({ id: prokatUnits.id, inventory_number: prokatUnits.inventoryNumber, model: prokatModels.name })
        .from(prokatUnits)
        .innerJoin(prokatModels, eq(prokatModels.id, prokatUnits.modelId))
        .where(and(eq(prokatUnits.status, 'broken'), isNull(prokatUnits.cellId)))
        .orderBy(asc(prokatUnits.inventoryNumber));
    },

    /** The models a new tool may be of. */
    async models(): Promise<ModelOption[]> {
      return db
        .select({ id: prokatModels.id, brand: prokatModels.brand, name: prokatModels.name, active: prokatModels.active })
        .from(prokatModels)
        .orderBy(desc(prokatModels.active), asc(prokatModels.brand), asc(prokatModels.name));
    },

    /** Doors left open and not closed since: the latest report of each cell, the longest open first. */
    async doorAlerts(): Promise<DoorAlert[]> {
      const rows = await db
        .selectDistinctOn([prokatLockerEvents.postomatId, prokatLockerEvents.cellNumber], {
          event_id: prokatLockerEvents.id,
          postomat_id: prokatPostomats.id,
          postomat: prokatPostomats.number,
          name: prokatPostomats.name,
          address: prokatPostomats.address,
          cell: prokatLockerEvents.cellNumber,
          at: prokatLockerEvents.at,
        })
        .from(prokatLockerEvents)
        .innerJoin(prokatPostomats, eq(prokatPostomats.id, prokatLockerEvents.postomatId))
        .where(
          and(
            eq(prokatLockerEvents.type, 'door_left_open'),
            sql`${prokatLockerEvents.cellNumber} is not null`,
            stillOpen(sql`${prokatLockerEvents.postomatId}`, sql`${prokatLockerEvents.cellNumber}`, sql`${prokatLockerEvents.at}`),
          ),
        )
        .orderBy(prokatLockerEvents.postomatId, prokatLockerEvents.cellNumber, desc(prokatLockerEvents.at))
        .limit(500);
      return rows
        .map(({ at, cell, ...row }) => ({ ...row, cell: cell!, since: at.toISOString() }))
        .sort((a, b) => a.since.localeCompare(b.since) || a.postomat.localeCompare(b.postomat) || a.cell - b.cell);
    },
  };
}

export type FleetReads = ReturnType<typeof createFleetReads>;
