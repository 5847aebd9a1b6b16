import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../../db/tx';
import { AppError } from '../../../lib/errors';
import { OPENING_TIMEOUT_MINUTES } from '../lockers/cell-openings.server';
import { prokatCells, prokatPostomats, prokatSandboxCells, prokatUnits } from '../tables';

/** The staff member acting in the console, for the audit. */
export interface FleetActor {
  staffUserId: number;
  ip: string | null;
}

/** The openings that still block their cell at `now` (one the network never closed stops blocking after the timeout). */
const liveSince = (now: Date) => new Date(now.getTime() - OPENING_TIMEOUT_MINUTES * 60_000).toISOString();

/** SQL: the cell `cellId` (a column or an alias's column) has a live opening at `now`. */
export function cellOpeningNow(cellId: SQL, now: Date) {
  return sql`exists (select 1 from prokat_cell_openings o where o.cell_id = ${cellId}
    and o.status in ('opening', 'open') and o.requested_at > ${liveSince(now)}::timestamptz)`;
}

/** SQL: the cell `cellId` holds a tool. */
export function cellHoldsUnit(cellId: SQL) {
  return sql`exists (select 1 from prokat_units hu where hu.cell_id = ${cellId})`;
}

/** Whether a tool lies in the cell and whether its door is opening now. */
export async function cellState(tx: Tx, cellId: number, now: Date): Promise<{ taken: boolean; opening: boolean }> {
  const [state] = await tx
    .select({
      taken: sql<boolean>`${cellHoldsUnit(sql`${prokatCells.id}`)}`,
      opening: sql<boolean>`${cellOpeningNow(sql`${prokatCells.id}`, now)}`,
    })
    .from(prokatCells)
    .where(eq(prokatCells.id, cellId));
  return { taken: Boolean(state?.taken), opening: Boolean(state?.opening) };
}

/**
 * Locks the cell a tool is about to go into and checks it is free: working, no tool in it, its door
 * not opening. The locker's row is locked first, as a return choosing its cell at that locker locks
 * it, so a move and a return cannot pick one cell at once; then the cell's row, so two moves into
 * one cell go one after the other and the second sees the first's tool (the unique index on
 * `prokat_units.cell_id` stands behind it).
 */
export async function lockFreeCell(tx: Tx, cellId: number, now: Date) {
  const [located] = await tx.select({ postomatId: prokatCells.postomatId }).from(prokatCells).where(eq(prokatCells.id, cellId));
  if (!located) throw new AppError('NOT_FOUND', { message: 'Такой ячейки нет', fields: { cell_id: 'Такой ячейки нет' } });
  await tx.select({ id: prokatPostomats.id }).from(prokatPostomats).where(eq(prokatPostomats.id, located.postomatId)).for('update');
  const [cell] = await tx
    .select({ id: prokatCells.id, number: prokatCells.number, postomatId: prokatCells.postomatId, broken: prokatCells.broken })
    .from(prokatCells)
    .where(eq(prokatCells.id, cellId))
    .for('update');
  // A statement of its own after the locks: its snapshot sees what the one before committed.
  const state = await cellState(tx, cellId, now);
  if (cell!.broken) throw new AppError('CELL_NOT_FREE', { message: `Ячейка ${cell!.number} неисправна: выберите другую` });
  if (state.taken) throw new AppError('CELL_NOT_FREE', { message: `В ячейке ${cell!.number} уже лежит инструмент: выберите другую` });
  if (state.opening) throw new AppError('CELL_NOT_FREE', { message: `Ячейка ${cell!.number} сейчас открыта: выберите другую` });
  return cell!;
}

/** The unit's row, locked; NOT_FOUND when there is none. */
export async function lockUnit(tx: Tx, unitId: number) {
  const [unit] = await tx.select().from(prokatUnits).where(eq(prokatUnits.id, unitId)).for('update');
  if (!unit) throw new AppError('NOT_FOUND', { message: 'Такого инструмента нет' });
  return unit;
}

/** How the unit is booked now: a live hold of an unpaid order, a paid rental, or not at all. */
export async function unitBooking(tx: Tx, unitId: number, now: Date): Promise<'hold' | 'rental' | null> {
  const [row] = await tx
    .select({ status: sql<string>`b.status` })
    .from(sql`prokat_unit_bookings b`)
    .where(
      sql`b.unit_id = ${unitId} and (b.status = 'active' or (b.status = 'hold' and b.hold_expires_at > ${now.toISOString()}::timestamptz))`,
    )
    .limit(1);
  if (!row) return null;
  return row.status === 'hold' ? 'hold' : 'rental';
}

/** Refuses a tool that is with a renter, booked, or waiting for its return check. */
export async function refuseInRental(tx: Tx, unit: { id: number; status: string }, now: Date) {
  if (unit.status === 'rented') throw new AppError('UNIT_IN_RENTAL', { message: 'Инструмент у арендатора: дождитесь возврата' });
  if (unit.status === 'checking')
    throw new AppError('UNIT_IN_RENTAL', { message: 'Инструмент вернули, он ждёт проверки: сначала примите его в разделе возвратов' });
  const booking = await unitBooking(tx, unit.id, now);
  if (booking === 'hold') throw new AppError('UNIT_IN_RENTAL', { message: 'Инструмент забронирован: бронь ждёт оплаты' });
  if (booking === 'rental') throw new AppError('UNIT_IN_RENTAL', { message: 'Инструмент оплачен и ждёт арендатора в ячейке' });
}

/**
 * The sandbox network keeps a cell's contents once its door moved; after a tool is put in or taken
 * out by staff, its closed cells go back to «occupied when a tool lies in it». Nothing in production,
 * where the network keeps its own state.
 */
export async function settleSandboxCells(tx: Tx, cellIds: (number | null)[]) {
  const ids = cellIds.filter((id): id is number => id !== null);
  if (ids.length === 0) return;
  await tx.delete(prokatSandboxCells).where(sql`${inArray(prokatSandboxCells.cellId, ids)} and ${prokatSandboxCells.door} = 'closed'`);
}

/** The name of the unique index a PostgreSQL unique violation (23505) names, anywhere in the error's causes; null for another error. */
export function uniqueViolationOf(error: unknown): string | null {
  for (let current = error, depth = 0; typeof current === 'object' && current !== null && depth < 8; depth += 1) {
    const { code, constraint, cause } = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (code === '23505') return typeof constraint === 'string' ? constraint : '';
    current = cause;
  }
  return null;
}
