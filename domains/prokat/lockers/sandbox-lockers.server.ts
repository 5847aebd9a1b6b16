import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.server';
import type { Clock } from '../../../lib/clock';
import { AppError } from '../../../lib/errors';
import { prokatCells, prokatLockerEvents, prokatPostomats, prokatSandboxCells, prokatUnits } from '../tables';
import type { CellState, LockerEvent, LockerNetwork } from './locker-network';

/** What the sandbox does with the events its doors make: the same handler the signed HTTP events reach. */
export type EventSink = (event: LockerEvent) => Promise<unknown>;

/**
 * The locker network of the sandbox: each cell's door and contents kept in `prokat_sandbox_cells`
 * (a cell never touched is closed, occupied when a unit lies in it), events sent straight to the
 * line's handler. The staff console's simulator plays the person at the locker: closes a door with
 * or without a tool inside, leaves it open, types a PIN.
 */
export function createSandboxLockers(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;
  let sink: EventSink = async () => {
    throw new Error('The sandbox lockers are not connected to the event handler');
  };

  async function cellOf(locker: string, cell: number) {
    const [row] = await db
      .select({ id: prokatCells.id, broken: prokatCells.broken })
      .from(prokatCells)
      .innerJoin(prokatPostomats, eq(prokatPostomats.id, prokatCells.postomatId))
      .where(and(eq(prokatPostomats.number, locker), eq(prokatCells.number, cell)));
    if (!row) throw new AppError('NOT_FOUND', { message: `В постамате ${locker} нет ячейки ${cell}` });
    return row;
  }

  async function stateOf(cellId: number): Promise<CellState> {
    const [kept] = await db.select().from(prokatSandboxCells).where(eq(prokatSandboxCells.cellId, cellId));
    if (kept) return { door: kept.door, occupied: kept.occupied };
    const [unit] = await db.select({ id: prokatUnits.id }).from(prokatUnits).where(eq(prokatUnits.cellId, cellId));
    return { door: 'closed', occupied: unit !== undefined };
  }

  async function keep(cellId: number, state: CellState) {
    const updatedAt = clock.now();
    await db
      .insert(prokatSandboxCells)
      .values({ cellId, ...state, updatedAt })
      .onConflictDoUpdate({ target: prokatSandboxCells.cellId, set: { ...state, updatedAt } });
  }

  const emit = (event: Omit<LockerEvent, 'id' | 'at'>) => sink({ id: `sandbox-${randomUUID()}`, at: clock.now().toISOString(), ...event });

  const network: LockerNetwork = {
    name: 'lockers-sandbox',
    sandbox: true,
    async openCell(locker, cell) {
      const { id } = await cellOf(locker, cell);
      const state = await stateOf(id);
      await keep(id, { ...state, door: 'open' });
      await emit({ type: 'door_opened', locker, cell });
    },
    async cellState(locker, cell) {
      return stateOf((await cellOf(locker, cell)).id);
    },
  };

  return {
    network,
    connect(handler: EventSink) {
      sink = handler;
    },
    /** The person closes the door, leaving a tool inside or not. */
    async closeDoor(locker: string, cell: number, occupied: boolean) {
      const { id } = await cellOf(locker, cell);
      if ((await stateOf(id)).door !== 'open') throw new AppError('CONFLICT', { message: `Ячейка ${cell} уже закрыта` });
      await keep(id, { door: 'closed', occupied });
      return emit({ type: 'door_closed', locker, cell, occupied });
    },
    /** The door stays open past the locker's patience: it reports it. */
    async leaveOpen(locker: string, cell: number) {
      const { id } = await cellOf(locker, cell);
      if ((await stateOf(id)).door !== 'open') throw new AppError('CONFLICT', { message: `Ячейка ${cell} закрыта` });
      return emit({ type: 'door_left_open', locker, cell });
    },
    /** Someone types a PIN at the locker's screen. */
    async typePin(locker: string, pin: string) {
      return emit({ type: 'pin_entered', locker, pin });
    },
    /** Every cell of a locker with its door, contents and tool, for the console's simulator. */
    async cells(postomatId: number) {
      const rows = await db
        .select({
          id: prokatCells.id,
          number: prokatCells.number,
          size: prokatCells.size,
          broken: prokatCells.broken,
          door: prokatSandboxCells.door,
          occupied: prokatSandboxCells.occupied,
          unit: prokatUnits.inventoryNumber,
        })
        .from(prokatCells)
        .leftJoin(prokatSandboxCells, eq(prokatSandboxCells.cellId, prokatCells.id))
        .leftJoin(prokatUnits, eq(prokatUnits.cellId, prokatCells.id))
        .where(eq(prokatCells.postomatId, postomatId))
        .orderBy(asc(prokatCells.number));
      return rows.map((row) => ({
        number: row.number,
        size: row.size,
        broken: row.broken,
        door: row.door ?? ('closed' as const),
        occupied: row.occupied ?? row.unit !== null,
        unit: row.unit,
      }));
    },
    /** The locker's latest events, newest first. */
    async events(postomatId: number, limit = 20) {
      return db
        .select({
          id: prokatLockerEvents.id,
          type: prokatLockerEvents.type,
          cell: prokatLockerEvents.cellNumber,
          occupied: prokatLockerEvents.occupied,
          at: prokatLockerEvents.at,
          outcome: prokatLockerEvents.outcome,
        })
        .from(prokatLockerEvents)
        .where(eq(prokatLockerEvents.postomatId, postomatId))
        .orderBy(desc(prokatLockerEvents.receivedAt), desc(sql`${prokatLockerEvents.at}`))
        .limit(limit);
    },
  };
}

export type SandboxLockers = ReturnType<typeof createSandboxLockers>;
