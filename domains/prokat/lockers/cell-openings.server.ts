import { and, asc, eq, inArray, lt } from 'drizzle-orm';
import type { Db } from '../../../db/client.server';
import { hasPgErrorCode } from '../../../db/pg-errors';
import type { Tx } from '../../../db/tx';
import type { Clock } from '../../../lib/clock';
import { AppError } from '../../../lib/errors';
import { cellFreeForReturn, lockersWithFreeCells } from './free-cells.server';
import { prokatCellOpenings, prokatCells, prokatPostomats, prokatRentalUnits } from '../tables';
import { LockerNetworkError, type LockerNetwork } from './locker-network';

/** An opening the network never reported closed stops blocking its cell after this long. */
export const OPENING_TIMEOUT_MINUTES = 10;

export interface OpenedCell {
  opening_id: number;
  postomat: { id: number; number: string; address: string };
  cell: number;
}

type Purpose = 'pickup' | 'return';
type Via = 'app' | 'pin' | 'console';

const UNIQUE_VIOLATION = new Set(['23505']);

/**
 * Opening cells for renters: the pickup cell of a unit waiting in it, inside its window; a free
 * working cell of any active locker for a return. The opening is recorded first (one live opening
 * per cell, under a unique index), then the network is asked; its events finish the story.
 */
export function createCellOpenings(deps: { db: Db; clock: Clock; network: LockerNetwork }) {
  const { db, clock, network } = deps;

  async function expireStale(tx: Tx, now: Date) {
    await tx
      .update(prokatCellOpenings)
      .set({ status: 'failed' })
      .where(
        and(
          inArray(prokatCellOpenings.status, ['opening', 'open']),
          lt(prokatCellOpenings.requestedAt, new Date(now.getTime() - OPENING_TIMEOUT_MINUTES * 60_000)),
        ),
      );
  }

  async function rentalUnit(tx: Tx, orderId: number, unitId: number) {
    const [row] = await tx
      .select()
      .from(prokatRentalUnits)
      .where(and(eq(prokatRentalUnits.orderId, orderId), eq(prokatRentalUnits.unitId, unitId)))
      .for('update');
    if (!row) throw new AppError('NOT_FOUND', { message: 'Такого инструмента нет в этом заказе' });
    return row;
  }

  async function cellWithLocker(tx: Tx, cellId: number) {
    const [row] = await tx
      .select({
        number: prokatCells.number,
        postomat: {
          id: prokatPostomats.id,
          number: prokatPostomats.number,
          address: prokatPostomats.address,
          active: prokatPostomats.active,
        },
      })
      .from(prokatCells)
      .innerJoin(prokatPostomats, eq(prokatPostomats.id, prokatCells.postomatId))
      .where(eq(prokatCells.id, cellId));
    return row!;
  }

  /** Records the opening (CELL_BUSY when the cell has a live one), then asks the network. */
  async function open(
    record: (tx: Tx, now: Date) => Promise<{ cellId: number; orderId: number | null; unitId: number | null; purpose: Purpose | 'staff' }>,
    via: Via,
    userId: number | null,
  ): Promise<OpenedCell> {
    const now = clock.now();
    let opening: { id: number; cellId: number };
    try {
      opening = await db.transaction(async (tx) => {
        await expireStale(tx, now);
        const target = await record(tx, now);
        const [row] = await tx
          .insert(prokatCellOpenings)
          .values({ ...target, via, userId, requestedAt: now })
          .returning({ id: prokatCellOpenings.id, cellId: prokatCellOpenings.cellId });
        return row!;
      });
    } catch (error) {
      if (hasPgErrorCode(error, UNIQUE_VIOLATION)) throw new AppError('CELL_BUSY');
      throw error;
    }
    const cell = await cellWithLocker(db, opening.cellId);
    try {
      await network.openCell(cell.postomat.number, cell.number);
    } catch (error) {
      if (!(error instanceof LockerNetworkError)) throw error;
      await db.update(prokatCellOpenings).set({ status: 'failed' }).where(eq(prokatCellOpenings.id, opening.id));
      throw new AppError('LOCKER_UNAVAILABLE', { cause: error });
    }
    const { active: _active, ...postomat } = cell.postomat;
    return { opening_id: opening.id, postomat, cell: cell.number };
  }

  /** A free working cell of an active locker for a return: no tool in it, no live opening; the lowest number first. */
  async function freeCellAt(tx: Tx, postomatId: number): Promise<number> {
    // Returns at one locker choose their cells one at a time: the locker's row is locked until the
    // opening is recorded, so the next one sees it (a unique index alone left losers retrying into
    // the same lowest cell).
    const [locker] = await tx
      .select({ active: prokatPostomats.active })
      .from(prokatPostomats)
      .where(eq(prokatPostomats.id, postomatId))
      .for('update');
    if (!locker?.active) throw new AppError('NOT_FOUND', { message: 'Такого постамата нет или он закрыт' });
    const [cell] = await tx
      .select({ id: prokatCells.id })
      .from(prokatCells)
      .where(and(eq(prokatCells.postomatId, postomatId), cellFreeForReturn()))
      .orderBy(asc(prokatCells.number))
      .limit(1);
    if (!cell) throw new AppError('NO_FREE_CELL', { details: { alternatives: await lockersWithFreeCells(tx, postomatId) } });
    return cell.id;
  }

  /** Why the unit's pickup cell cannot open now, or null when it can (the message the renter sees). */
  function pickupProblem(unit: { stage: string; pickupUntil: Date }, now: Date): string | null {
    if (unit.stage !== 'awaiting_pickup') return 'Этот инструмент уже забран из ячейки';
    if (unit.pickupUntil <= now) return 'Время, когда можно забрать инструмент, прошло';
    return null;
  }

  return {
    /** Why the cell of the unit would not open for its pickup now, for a caller the order's access refused; null: no rule of the line's. */
    async whyClosed(orderId: number, unitId: number): Promise<string | null> {
      const [unit] = await db
        .select()
        .from(prokatRentalUnits)
        .where(and(eq(prokatRentalUnits.orderId, orderId), eq(prokatRentalUnits.unitId, unitId)));
      return unit ? pickupProblem(unit, clock.now()) : null;
    },

    /** Opens the cell a unit waits in, for its renter (the caller checked who may), inside the pickup window. */
    openForPickup(input: { orderId: number; unitId: number; via: Via; userId: number | null }) {
      return open(
        async (tx, now) => {
          const unit = await rentalUnit(tx, input.orderId, input.unitId);
          const problem = pickupProblem(unit, now);
          if (problem) throw new AppError('CELL_NOT_OPENABLE', { message: problem });
          return { cellId: unit.pickupCellId, orderId: input.orderId, unitId: input.unitId, purpose: 'pickup' };
        },
        input.via,
        input.userId,
      );
    },

    /** Opens a free cell of `postomatId` (any locker of the network) for the return of a unit in use. */
    async openForReturn(input: { orderId: number; unitId: number; postomatId: number; via: Via; userId: number | null }) {
      for (let attempt = 1; ; attempt += 1) {
        try {
          return await open(
            async (tx) => {
              const unit = await rentalUnit(tx, input.orderId, input.unitId);
              if (unit.stage !== 'in_use')
                throw new AppError('CELL_NOT_OPENABLE', {
                  message: unit.stage === 'awaiting_pickup' ? 'Инструмент ещё в ячейке: сначала заберите его' : 'Инструмент уже возвращён',
                });
              return { cellId: await freeCellAt(tx, input.postomatId), orderId: input.orderId, unitId: input.unitId, purpose: 'return' };
            },
            input.via,
            input.userId,
          );
        } catch (error) {
          // Two returns picked the same free cell at once: the second takes the next one.
          if (attempt >= 3 || !(error instanceof AppError && error.code === 'CELL_BUSY')) throw error;
        }
      }
    },

    /** Staff open any cell from the console (to service it); no rental changes by its events. */
    openByStaff(input: { postomatId: number; cell: number; userId: number }) {
      return open(
        async (tx) => {
          const [cell] = await tx
            .select({ id: prokatCells.id })
            .from(prokatCells)
            .where(and(eq(prokatCells.postomatId, input.postomatId), eq(prokatCells.number, input.cell)));
          if (!cell) throw new AppError('NOT_FOUND', { message: 'Такой ячейки нет' });
          return { cellId: cell.id, orderId: null, unitId: null, purpose: 'staff' };
        },
        'console',
        input.userId,
      );
    },
  };
}

export type CellOpenings = ReturnType<typeof createCellOpenings>;
