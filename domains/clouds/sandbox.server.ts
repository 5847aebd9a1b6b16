import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.server';
import { AppError } from '../../lib/errors';
import { moscowDate } from '../../lib/moscow-calendar';
import { cloudRequests, cloudWindows } from './tables';
import { releaseSeat } from './booking/windows.server';

const HOUR = 3600_000;

/**
 * Sandbox only: the day of a request's window comes, for a browser journey that cannot wait for
 * tomorrow. The request moves to a window of its warehouse that began this hour and lasts three
 * (made when missing, with a seat added for it), and gives its old seat back.
 */
export async function bringRequestToToday(db: Db, requestId: number, now: Date) {
  return db.transaction(async (tx) => {
    const [request] = await tx.select().from(cloudRequests).where(eq(cloudRequests.id, requestId)).for('update');
    if (!request) throw new AppError('NOT_FOUND', { message: 'Заявка не найдена' });
    const [old] = await tx.select().from(cloudWindows).where(eq(cloudWindows.id, request.windowId));
    const startsAt = new Date(Math.floor(now.getTime() / HOUR) * HOUR);
    const [window] = await tx
      .insert(cloudWindows)
      .values({
        warehouseId: old!.warehouseId,
        day: moscowDate(now),
        startsAt,
        endsAt: new Date(startsAt.getTime() + 3 * HOUR),
        crews: 1,
        booked: 1,
      })
      .onConflictDoUpdate({
        target: [cloudWindows.warehouseId, cloudWindows.startsAt],
        set: { crews: sql`${cloudWindows.crews} + 1`, booked: sql`${cloudWindows.booked} + 1` },
      })
      .returning();
    await tx.update(cloudRequests).set({ windowId: window!.id, updatedAt: now }).where(eq(cloudRequests.id, requestId));
    await releaseSeat(tx, old!.id);
    return { request_id: requestId, window_id: window!.id, day: window!.day };
  });
}
