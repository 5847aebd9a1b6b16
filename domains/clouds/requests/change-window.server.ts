import { and, eq, ne } from 'drizzle-orm';
import type { Tx } from '../../../db/tx';
import { AppError } from '../../../lib/errors';
import { moscowDayStart } from '../../../lib/moscow-calendar';
import type { OrderChangeRule } from '../../orders/service.server';
import type { CloudsDeps } from '../deps';
import { announceRequestStatus, moveRequest, windowText } from './request-log.server';
import type { RequestStatus } from './request-graph';
import { canChangeWindow } from './request-view.server';
import { CLOUD_RULES } from '../rules';
import { cloudRequestEvents, cloudRequests, cloudWindows } from '../tables';
import { releaseSeat, takeSeat } from '../booking/windows.server';

type Window = typeof cloudWindows.$inferSelect;
type Request = typeof cloudRequests.$inferSelect;

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

function closedMessage(request: Request, now: Date): string {
  // Before the crew leaves, only the cut-off can be what closed the change.
  const beforeLeaving = canChangeWindow(request, { startsAt: new Date(now.getTime() + 1e12) }, now);
  return beforeLeaving
    ? `До приезда грузчиков меньше ${CLOUD_RULES.cutoffHours} часов: время уже нельзя изменить. Напишите в поддержку`
    : 'Грузчики уже в пути: время изменить нельзя';
}

/**
 * Moves the owner's request to another window of its warehouse, in the caller's transaction (the
 * request's order, when it has one, locked before): the new seat is taken and the old one given
 * back; a crew busy in the new window is taken off (the dispatcher assigns another); staff screens
 * hear of it. Null when the window stays the same.
 */
async function swapWindow(
  tx: Tx,
  input: { userId: number; requestId: number; windowId: number; now: Date },
): Promise<{ request: Request; current: Window; next: Window } | null> {
  const { userId, windowId, now } = input;
  const [request] = await tx
    .select()
    .from(cloudRequests)
    .where(and(eq(cloudRequests.id, input.requestId), eq(cloudRequests.userId, userId)))
    .for('update');
  if (!request) throw new AppError('NOT_FOUND', { message: 'Заявка не найдена' });
  if (request.status === 'CANCELED' || request.status === 'COMPLETED') {
    throw new AppError('WINDOW_CLOSED', { message: 'Заявка закрыта: время изменить нельзя' });
  }
  if (request.paymentState === 'awaiting' && request.holdExpiresAt !== null && request.holdExpiresAt <= now) {
    throw new AppError('HOLD_EXPIRED');
  }
  const [current] = await tx.select().from(cloudWindows).where(eq(cloudWindows.id, request.windowId));
  if (!current || !canChangeWindow(request, current, now)) throw new AppError('WINDOW_CLOSED', { message: closedMessage(request, now) });
  if (windowId === current.id) return null;
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
  return { request, current, next };
}

/**
 * The clouds kind's `move_start` change: the owner moves the pickup an order starts on to another
 * window; a drop-off on another day moves the order's period with it (its paid length stays). An
 * order whose start no longer is the pickup's day (it was moved by staff) keeps its dates.
 */
export const movePickupChange: OrderChangeRule<{ requestId: number; windowId: number }> = {
  async plan({ tx, order, input, userId, now }) {
    if (userId === null) throw new AppError('NOT_FOUND', { message: 'Заявка не найдена' });
    const moved = await swapWindow(tx, { userId, requestId: input.requestId, windowId: input.windowId, now });
    const data = { request_id: input.requestId, from_window_id: moved?.current.id ?? null, to_window_id: moved?.next.id ?? null };
    if (!moved || moved.current.day === moved.next.day || !order.startsAt || !order.endsAt) return { data };
    const [from, to] = [moscowDayStart(moved.current.day), moscowDayStart(moved.next.day)];
    if (order.startsAt.getTime() !== from.getTime()) return { data };
    const shift = to.getTime() - from.getTime();
    return { data, eventReason: 'cloud_pickup_moved', dates: { startsAt: to, endsAt: new Date(order.endsAt.getTime() + shift) } };
  },
};

/**
 * The owner moves a request to another window of the same warehouse before the crew leaves and until
 * the cut-off of the current one (POST /api/cabinet/v2/orders/clouds/slot). A pickup of an order is
 * a change of that order (the kind's `move_start`); any other request moves on its own, its order
 * locked first all the same (the clouds line's lock order, decision 0026).
 */
export function createWindowChange(deps: Pick<CloudsDeps, 'db' | 'clock' | 'orders'>) {
  const { db, clock, orders } = deps;

  return async function changeWindow(userId: number, requestId: number, windowId: number): Promise<void> {
    const mine = and(eq(cloudRequests.id, requestId), eq(cloudRequests.userId, userId));
    const [owner] = await db.select({ orderId: cloudRequests.orderId, type: cloudRequests.type }).from(cloudRequests).where(mine);
    if (!owner) throw new AppError('NOT_FOUND', { message: 'Заявка не найдена' });
    // The request's order and type never change once it is made.
    if (owner.type === 'pickup' && owner.orderId !== null) {
      await orders.change({ orderId: owner.orderId, type: 'move_start', userId, input: { requestId, windowId } });
      return;
    }
    await db.transaction(async (tx) => {
      if (owner.orderId !== null) await orders.lockOrder(tx, owner.orderId);
      await swapWindow(tx, { userId, requestId, windowId, now: clock.now() });
    });
  };
}
