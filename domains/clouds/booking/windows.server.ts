import { and, asc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/tx';
import { AppError } from '../../../lib/errors';
import { formatTime } from '../../../lib/format/dates';
import { addDays, moscowDate, moscowDayStart } from '../../../lib/moscow-calendar';
import { moveRequest } from '../requests/request-log.server';
import { CLOUD_RULES } from '../rules';
import { cloudRates, cloudRequests, cloudWindows } from '../tables';

export type CloudWindowRow = typeof cloudWindows.$inferSelect;

/** A free window offered instead of a full or closed one. */
export interface WindowOffer {
  id: number;
  date: string;
  time_from: string;
  time_to: string;
  starts_at: string;
  ends_at: string;
  free: number;
}

const HOUR_MS = 3600_000;

/** The moment after which a window can no longer be chosen or changed: its start minus the cut-off. */
export function cutoffOf(now: Date): Date {
  return new Date(now.getTime() + CLOUD_RULES.cutoffHours * HOUR_MS);
}

/** Whether a window can still be chosen at `now` (it starts later than the cut-off). */
export function isOpen(window: { startsAt: Date }, now: Date): boolean {
  return window.startsAt.getTime() > cutoffOf(now).getTime();
}

/** The windows of a Moscow day as CLOUD_RULES.windowHours give them: [start, end) instants. */
export function daySlots(day: string, hours: readonly (readonly [number, number])[] = CLOUD_RULES.windowHours) {
  const start = moscowDayStart(day).getTime();
  return hours.map(([from, to]) => ({ day, startsAt: new Date(start + from * HOUR_MS), endsAt: new Date(start + to * HOUR_MS) }));
}

/** The Moscow days windows are sold for at `now`: from tomorrow, CLOUD_RULES.windowDaysAhead of them. */
export function saleDays(now: Date, daysAhead: number = CLOUD_RULES.windowDaysAhead): string[] {
  const tomorrow = addDays(moscowDate(now), 1);
  return Array.from({ length: daysAhead }, (_, i) => addDays(tomorrow, i));
}

/** A window as the pages and refusals show it. */
export function windowOffer(row: CloudWindowRow): WindowOffer {
  return {
    id: row.id,
    date: row.day,
    time_from: formatTime(row.startsAt),
    time_to: formatTime(row.endsAt),
    starts_at: row.startsAt.toISOString(),
    ends_at: row.endsAt.toISOString(),
    free: Math.max(0, row.crews - row.booked),
  };
}

/**
 * Creates the missing windows of every cloud warehouse with a rate, for the sale days from
 * tomorrow (Moscow), each with the warehouse's default crews. Existing windows are left as they
 * are (a dispatcher may have changed their crews). Answers how many were created. `options` narrow
 * it to one warehouse or fewer days (tests).
 */
export async function ensureWindows(db: Tx, now: Date, options: { warehouseId?: number; daysAhead?: number } = {}): Promise<number> {
  const rates = await db
    .select({ warehouseId: cloudRates.warehouseId, crews: cloudRates.defaultCrews })
    .from(cloudRates)
    .where(options.warehouseId === undefined ? undefined : eq(cloudRates.warehouseId, options.warehouseId));
  const slots = saleDays(now, options.daysAhead).flatMap((day) => daySlots(day));
  let created = 0;
  for (const rate of rates) {
    const rows = slots.map((slot) => ({ warehouseId: rate.warehouseId, crews: rate.crews, booked: 0, ...slot }));
    const inserted = await db
      .insert(cloudWindows)
      .values(rows)
      .onConflictDoNothing({ target: [cloudWindows.warehouseId, cloudWindows.startsAt] })
      .returning({ id: cloudWindows.id });
    created += inserted.length;
  }
  return created;
}

/**
 * Cancels the window's unpaid requests whose hold has ended (a system move, so the client's timeline
 * and notifications tell it) and gives their seats back. Rows another transaction is working on
 * are skipped (it will give that seat back itself), so no seat is given back twice.
 */
export async function freeExpiredSeats(tx: Tx, windowId: number, now: Date): Promise<number[]> {
  const expired = await tx
    .select({ id: cloudRequests.id })
    .from(cloudRequests)
    .where(
      and(
        eq(cloudRequests.windowId, windowId),
        eq(cloudRequests.paymentState, 'awaiting'),
        inArray(cloudRequests.status, ['MOVER_AWAITED', 'MOVER_ACCEPTED']),
        lte(cloudRequests.holdExpiresAt, now),
      ),
    )
    .for('update', { skipLocked: true });
  for (const row of expired) {
    await moveRequest(tx, {
      requestId: row.id,
      to: 'CANCELED',
      actor: 'system',
      actorUserId: null,
      now,
      note: 'Заказ не оплачен вовремя',
      data: { reason: 'hold_expired' },
    });
    await tx.update(cloudRequests).set({ holdExpiresAt: null }).where(eq(cloudRequests.id, row.id));
    await releaseSeat(tx, windowId);
  }
  return expired.map((r) => r.id);
}

/**
 * Takes one seat of the window for a request, inside the caller's transaction: one conditional
 * UPDATE (`booked < crews`), so no concurrency can oversell it. Throws WINDOW_CLOSED for a window
 * past its cut-off, NOT_FOUND for none, WINDOW_FULL with `details.alternatives` (WindowOffer[]).
 */
export async function takeSeat(tx: Tx, windowId: number, now: Date): Promise<CloudWindowRow> {
  const [window] = await tx.select().from(cloudWindows).where(eq(cloudWindows.id, windowId));
  if (!window) throw new AppError('NOT_FOUND', { message: 'Такого окна нет. Выберите время из списка' });
  if (!isOpen(window, now)) throw windowClosed(window, now);
  await freeExpiredSeats(tx, windowId, now);
  const [taken] = await tx
    .update(cloudWindows)
    .set({ booked: sql`${cloudWindows.booked} + 1` })
    .where(
      and(eq(cloudWindows.id, windowId), sql`${cloudWindows.booked} < ${cloudWindows.crews}`, gt(cloudWindows.startsAt, cutoffOf(now))),
    )
    .returning();
  if (taken) return taken;
  throw new AppError('WINDOW_FULL', {
    details: { alternatives: await nearestFreeWindows(tx, window.warehouseId, now, CLOUD_RULES.alternatives) },
  });
}

/** WINDOW_CLOSED, telling a window already past apart from one inside the cut-off. */
export function windowClosed(window: { startsAt: Date }, now: Date): AppError {
  return window.startsAt.getTime() <= now.getTime()
    ? new AppError('WINDOW_CLOSED', { message: 'Это время уже прошло. Выберите окно не раньше завтрашнего дня' })
    : new AppError('WINDOW_CLOSED');
}

/** Gives a seat back (a canceled or expired request, or a window change). */
export async function releaseSeat(tx: Tx, windowId: number): Promise<void> {
  await tx
    .update(cloudWindows)
    .set({ booked: sql`${cloudWindows.booked} - 1` })
    .where(and(eq(cloudWindows.id, windowId), gt(cloudWindows.booked, 0)));
}

/** The nearest windows of the warehouse with a free seat, starting after `after` plus the cut-off. */
export async function nearestFreeWindows(tx: Tx, warehouseId: number, after: Date, limit: number): Promise<WindowOffer[]> {
  const rows = await tx
    .select()
    .from(cloudWindows)
    .where(
      and(
        eq(cloudWindows.warehouseId, warehouseId),
        gt(cloudWindows.startsAt, cutoffOf(after)),
        sql`${cloudWindows.booked} < ${cloudWindows.crews}`,
      ),
    )
    .orderBy(asc(cloudWindows.startsAt))
    .limit(limit);
  return rows.map(windowOffer);
}

/**
 * Every window of the warehouse on sale at `now` (after the cut-off), in time order, with the seats
 * of unpaid requests whose hold has ended counted as free (the next booking of the window frees them).
 */
export async function windowsOnSale(db: Tx, warehouseId: number, now: Date): Promise<CloudWindowRow[]> {
  const expired = sql<number>`(select count(*)::int from ${cloudRequests} where ${cloudRequests.windowId} = ${cloudWindows.id}
    and ${cloudRequests.paymentState} = 'awaiting' and ${cloudRequests.status} in ('MOVER_AWAITED', 'MOVER_ACCEPTED')
    and ${cloudRequests.holdExpiresAt} <= ${now.toISOString()}::timestamptz)`;
  const rows = await db
    .select({ window: cloudWindows, expired })
    .from(cloudWindows)
    .where(and(eq(cloudWindows.warehouseId, warehouseId), gt(cloudWindows.startsAt, cutoffOf(now))))
    .orderBy(asc(cloudWindows.startsAt));
  return rows.map((r) => ({ ...r.window, booked: Math.max(0, r.window.booked - Number(r.expired)) }));
}
