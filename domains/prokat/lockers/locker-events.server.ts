import { and, count, desc, eq, gt, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client.server';
import type { Tx } from '../../../db/tx';
import type { Clock } from '../../../lib/clock';
import { AppError } from '../../../lib/errors';
import { prokatCellOpenings, prokatCells, prokatLockerEvents, prokatPostomats, prokatRentalUnits } from '../tables';
import type { CellOpenings } from './cell-openings.server';
import type { LockerEvent } from './locker-network';
import { findLivePin, spendPin } from './rental-pins.server';
import { markPickedUp, markReturned } from './rental-units.server';

/** Wrong PINs a locker takes in PIN_WINDOW_MINUTES before it refuses every PIN for the rest of the window. */
export const PIN_ATTEMPTS = 5;
export const PIN_WINDOW_MINUTES = 10;

export type EventOutcome =
  | 'duplicate'
  | 'opened'
  | 'pickup'
  | 'pickup_not_taken'
  | 'return'
  | 'return_not_put'
  | 'closed'
  | 'door_left_open'
  | 'pin_opened'
  | 'pin_refused'
  | 'pin_locked'
  | 'ignored';

export interface LockerEventEffects {
  /** Something happened to a rental its people should see now (the order page refreshes). */
  rentalChanged(orderId: number): Promise<unknown>;
}

/**
 * What the locker network's events do: a door closing on an emptied pickup cell starts the
 * rental's clock; one closing on a tool in a return cell stops it; a PIN typed at the screen opens
 * the cell it is for. Each event counts once (its id), whichever way it came.
 */
export function createLockerEvents(deps: { db: Db; clock: Clock; openings: () => CellOpenings; effects: LockerEventEffects }) {
  const { db, clock } = deps;

  async function lockerId(tx: Tx, number: string) {
    const [row] = await tx.select({ id: prokatPostomats.id }).from(prokatPostomats).where(eq(prokatPostomats.number, number));
    if (!row) throw new AppError('NOT_FOUND', { message: 'Такого постамата нет' });
    return row.id;
  }

  async function liveOpening(tx: Tx, postomatId: number, cell: number) {
    const [row] = await tx
      .select({ opening: prokatCellOpenings, cellId: prokatCells.id })
      .from(prokatCellOpenings)
      .innerJoin(prokatCells, eq(prokatCells.id, prokatCellOpenings.cellId))
      .where(
        and(eq(prokatCells.postomatId, postomatId), eq(prokatCells.number, cell), inArray(prokatCellOpenings.status, ['opening', 'open'])),
      )
      .for('update', { of: prokatCellOpenings });
    return row ?? null;
  }

  /** A closed door: what it means for the opening's rental. */
  async function closed(
    tx: Tx,
    postomatId: number,
    event: LockerEvent,
    at: Date,
  ): Promise<{ outcome: EventOutcome; orderId: number | null }> {
    const live = await liveOpening(tx, postomatId, event.cell!);
    if (!live) return { outcome: 'ignored', orderId: null };
    const { opening } = live;
    const occupied = event.occupied === true;
    await tx
      .update(prokatCellOpenings)
      .set({ status: 'closed', closedAt: at, occupiedAfter: occupied })
      .where(eq(prokatCellOpenings.id, opening.id));
    if (opening.orderId === null || opening.unitId === null) return { outcome: 'closed', orderId: null };
    const key = { orderId: opening.orderId, unitId: opening.unitId };
    if (opening.purpose === 'pickup') {
      if (occupied) return { outcome: 'pickup_not_taken', orderId: opening.orderId };
      await markPickedUp(tx, { ...key, at });
      await spendPin(tx, { ...key, purpose: 'pickup', now: at });
      return { outcome: 'pickup', orderId: opening.orderId };
    }
    if (!occupied) return { outcome: 'return_not_put', orderId: opening.orderId };
    await markReturned(tx, { ...key, cellId: live.cellId, at });
    await spendPin(tx, { ...key, purpose: 'return', now: at });
    return { outcome: 'return', orderId: opening.orderId };
  }

  async function pinEntered(postomatId: number, event: LockerEvent, now: Date): Promise<EventOutcome> {
    const since = new Date(now.getTime() - PIN_WINDOW_MINUTES * 60_000);
    const [refused] = await db
      .select({ n: count() })
      .from(prokatLockerEvents)
      .where(
        and(
          eq(prokatLockerEvents.postomatId, postomatId),
          eq(prokatLockerEvents.outcome, 'pin_refused'),
          gt(prokatLockerEvents.receivedAt, since),
        ),
      );
    if ((refused?.n ?? 0) >= PIN_ATTEMPTS) return 'pin_locked';
    const pin = event.pin ? await findLivePin(db, event.pin) : null;
    if (!pin) return 'pin_refused';
    const [unit] = await db
      .select({ postomatId: prokatCells.postomatId })
      .from(prokatRentalUnits)
      .innerJoin(prokatCells, eq(prokatCells.id, prokatRentalUnits.pickupCellId))
      .where(and(eq(prokatRentalUnits.orderId, pin.orderId), eq(prokatRentalUnits.unitId, pin.unitId)));
    try {
      if (pin.purpose === 'pickup') {
        // A pickup PIN opens only the locker the tool lies in.
        if (unit?.postomatId !== postomatId) return 'pin_refused';
        await deps.openings().openForPickup({ orderId: pin.orderId, unitId: pin.unitId, via: 'pin', userId: null });
      } else {
        await deps.openings().openForReturn({ orderId: pin.orderId, unitId: pin.unitId, postomatId, via: 'pin', userId: null });
      }
    } catch (error) {
      if (error instanceof AppError && error.status < 500) return 'pin_refused';
      throw error;
    }
    return 'pin_opened';
  }

  /** Handles one event (already verified as the network's): its outcome; a repeated id does nothing. */
  async function handle(event: LockerEvent): Promise<EventOutcome> {
    const receivedAt = clock.now();
    const at = new Date(event.at);
    const postomatId = await lockerId(db, event.locker);
    const [seen] = await db
      .select({ outcome: prokatLockerEvents.outcome })
      .from(prokatLockerEvents)
      .where(eq(prokatLockerEvents.id, event.id));
    if (seen) return 'duplicate';
    const record = (tx: Tx, outcome: EventOutcome) =>
      tx
        .insert(prokatLockerEvents)
        .values({
          id: event.id,
          postomatId,
          cellNumber: event.cell ?? null,
          type: event.type,
          occupied: event.occupied ?? null,
          at,
          receivedAt,
          outcome,
        })
        .onConflictDoNothing()
        .returning({ id: prokatLockerEvents.id });

    if (event.type === 'pin_entered') {
      const outcome = await pinEntered(postomatId, event, receivedAt);
      await record(db, outcome);
      return outcome;
    }
    if (event.cell === undefined) throw new AppError('VALIDATION_ERROR', { fields: { cell: 'Укажите номер ячейки' } });
    const result = await db
      .transaction(async (tx): Promise<{ outcome: EventOutcome; orderId: number | null } | null> => {
        let outcome: { outcome: EventOutcome; orderId: number | null };
        if (event.type === 'door_opened') {
          const live = await liveOpening(tx, postomatId, event.cell!);
          if (live)
            await tx.update(prokatCellOpenings).set({ status: 'open', openedAt: at }).where(eq(prokatCellOpenings.id, live.opening.id));
          outcome = { outcome: live ? 'opened' : 'ignored', orderId: live?.opening.orderId ?? null };
        } else if (event.type === 'door_closed') {
          outcome = await closed(tx, postomatId, event, at);
        } else {
          const live = await liveOpening(tx, postomatId, event.cell!);
          outcome = { outcome: 'door_left_open', orderId: live?.opening.orderId ?? null };
        }
        // The same event twice at once: the second insert finds the first and its effects roll back.
        const [inserted] = await record(tx, outcome.outcome);
        if (!inserted) throw new DuplicateEvent();
        return outcome;
      })
      .catch((error: unknown) => {
        if (error instanceof DuplicateEvent) return null;
        throw error;
      });
    if (!result) return 'duplicate';
    if (result.orderId !== null) await deps.effects.rentalChanged(result.orderId);
    return result.outcome;
  }

  return {
    handle,
    /** The latest events of a locker, newest first, as the console shows them. */
    async recent(postomatId: number, limit = 30) {
      const rows = await db
        .select()
        .from(prokatLockerEvents)
        .where(eq(prokatLockerEvents.postomatId, postomatId))
        .orderBy(desc(prokatLockerEvents.receivedAt))
        .limit(limit);
      return rows.map((row) => ({
        id: row.id,
        type: row.type,
        cell: row.cellNumber,
        occupied: row.occupied,
        at: row.at.toISOString(),
        outcome: row.outcome,
      }));
    },
  };
}

class DuplicateEvent extends Error {}

export type LockerEvents = ReturnType<typeof createLockerEvents>;
