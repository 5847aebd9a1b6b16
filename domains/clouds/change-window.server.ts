import { and, eq, ne } from 'drizzle-orm';
import type { Tx } from '../../db/tx';
import { AppError } from '../../lib/errors';
import { moscowDayStart } from '../../lib/moscow-calendar';
import type { CloudsDeps } from './deps';
import { announceRequestStatus, moveRequest, windowText } from './request-log.server';
import type { RequestStatus } from './request-graph';
import { canChangeWindow } from './request-view.server';
import { CLOUD_RULES } from './rules';
import { cloudRequestEvents, cloudRequests, cloudWindows } from './tables';
import { releaseSeat, takeSeat } from './windows.server';

type Window = typeof cloudWindows.$inferSelect;

/**
 * The owner moves a request to another window of the same warehouse before the crew leaves and until
 * the cut-off of the current one (POST /api/cabinet/v2/orders/clouds/slot), in one transaction: the
 * new seat is taken and the old one given back; a crew busy in the new window is taken off (the
 * dispatcher assigns another); a drop-off the order starts on moves the order's period with it;
 * staff screens hear of it.
 */
export function createWindowChange(deps: Pick<CloudsDeps, 'db' | 'clock' | 'orders'>) {
  const { db, clock, orders } = deps;

  async function crewBusyIn(tx: Tx, crewId: number, windowId: number, requestId: number): Promise<boolean> {
    const [other] = await tx
      .select({ id: cloudRequests.id })
      .from(cloudRequests)
      .where(
        and(
          eq(cloudRequests.crewId, crewId),
          eq(cloudRequests.windowId, windowId),
          ne(cloudRequests.status, 'CANCELED'),
          ne(cloudRequests.id, requestId),
        ),
      );
    return other !== undefined;
  }

  function closedMessage(request: typeof cloudRequests.$inferSelect, now: Date): string {
    // Before the crew leaves, only the cut-off can be what closed the change.
    const beforeLeaving = canChangeWindow(request, { startsAt: new Date(now.getTime() + 1e12) }, now);
    return beforeLeaving
      ? `До приезда грузчиков меньше ${CLOUD_RULES.cutoffHours} часов: время уже нельзя изменить. Напишите в поддержку`
      : 'Грузчики уже в пути: время изменить нельзя';
  }

  async function moveOrderStart(tx: Tx, orderId: number, current: Window, next: Window): Promise<void> {
    if (current.day === next.day) return;
    await orders.moveStart(tx, {
      orderId,
      from: moscowDayStart(current.day),
      to: moscowDayStart(next.day),
      reason: 'cloud_pickup_moved',
    });
  }

  return async function changeWindow(userId: number, requestId: number, windowId: number): Promise<void> {
    const now = clock.now();
    await db.transaction(async (tx) => {
      // The clouds line's lock order (decision 0026): the order before its request, as a payment
      // settling takes them; the request's order never changes once it is set.
      const mine = and(eq(cloudRequests.id, requestId), eq(cloudRequests.userId, userId));
      const [owner] = await tx.select({ orderId: cloudRequests.orderId }).from(cloudRequests).where(mine);
      if (owner?.orderId != null) await orders.lockOrder(tx, owner.orderId);
      const [request] = await tx.select().from(cloudRequests).where(mine).for('update');
      if (!request) throw new AppError('NOT_FOUND', { message: 'Заявка не найдена' });
      if (request.status === 'CANCELED' || request.status === 'COMPLETED') {
        throw new AppError('WINDOW_CLOSED', { message: 'Заявка закрыта: время изменить нельзя' });
      }
      if (request.paymentState === 'awaiting' && request.holdExpiresAt !== null && request.holdExpiresAt <= now) {
        throw new AppError('HOLD_EXPIRED');
      }
      const [current] = await tx.select().from(cloudWindows).where(eq(cloudWindows.id, request.windowId));
      if (!current || !canChangeWindow(request, current, now))
        throw new AppError('WINDOW_CLOSED', { message: closedMessage(request, now) });
      if (windowId === current.id) return;
      const [next] = await tx.select().from(cloudWindows).where(eq(cloudWindows.id, windowId));
      if (!next || next.warehouseId !== current.warehouseId) {
        throw new AppError('VALIDATION_ERROR', { fields: { window_id: 'Такого окна нет у этого склада. Выберите время из списка' } });
      }
      await takeSeat(tx, next.id, now);
      await releaseSeat(tx, current.id);
      await tx.update(cloudRequests).set({ windowId: next.id, updatedAt: now }).where(eq(cloudRequests.id, request.id));
      await tx.insert(cloudRequestEvents).values({
        requestId: request.id,
        fromStatus: request.status,
        toStatus: request.status,
        actorRole: 'client',
        actorUserId: userId,
        note: `Окно изменено: ${windowText(current)} → ${windowText(next)}`,
        data: { from_window_id: current.id, to_window_id: next.id },
        at: now,
      });
      if (request.type === 'pickup' && request.orderId !== null) await moveOrderStart(tx, request.orderId, current, next);
      const status = request.status as RequestStatus;
      if (request.crewId !== null && (await crewBusyIn(tx, request.crewId, next.id, request.id))) {
        await moveRequest(tx, {
          requestId: request.id,
          to: 'MOVER_AWAITED',
          actor: 'system',
          actorUserId: null,
          now,
          note: `Вы выбрали новое время, а бригада в это окно занята`,
        });
      } else if (request.paymentState !== 'awaiting') {
        await announceRequestStatus(tx, { userId, requestId: request.id, orderId: request.orderId, status });
      }
    });
  };
}
