import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../../db/tx';
import { AppError } from '../../../lib/errors';
import { formatTime } from '../../../lib/format/dates';
import { dayTitle, moscowDate } from '../../../lib/moscow-calendar';
import { addNotification, signalUserEvent } from '../../notifications/service.server';
import { actorsFor, canMove, requestStatusTitles, type RequestActor, type RequestStatus, type RequestType } from './request-graph';
import { etaAgainstWindow } from './step-timing';
import { cloudCrews, cloudItems, cloudRequestEvents, cloudRequests, cloudWindows } from '../tables';

export interface RequestMove {
  requestId: number;
  to: RequestStatus;
  actor: RequestActor;
  /** Null for `system`. */
  actorUserId: number | null;
  now: Date;
  note?: string | null;
  data?: Record<string, unknown>;
  /** The crew taking the request (the dispatcher's MOVER_ACCEPTED). */
  crewId?: number;
  /** When the crew expects to arrive (MOVER_ON_WAY). */
  etaAt?: Date;
}

/** What a move changed. */
export interface MovedRequest {
  requestId: number;
  userId: number;
  orderId: number | null;
  type: RequestType;
  from: RequestStatus;
  status: RequestStatus;
}

/** Who moved a request, as the client's timeline and the staff screens name them. */
export const ACTOR_TITLES: Record<RequestActor, string> = {
  client: 'Клиент',
  dispatcher: 'Диспетчер',
  mover: 'Грузчики',
  storekeeper: 'Кладовщик',
  system: 'Система',
};

/** The staff rooms that follow every request's status; movers hear only their crews' (the crew rooms). */
export const REQUEST_STAFF_ROOMS = ['operator', 'storekeeper'] as const;

/** The page of a request in the cabinet. */
export const requestPage = (id: number) => `/cabinet/requests/${id}/`;

/** The notification event of a move: the crew on its way is urgent (SMS with the ETA), the rest go to the app. */
export const REQUEST_EVENTS = { moved: 'cloud_request', onWay: 'mover_on_way' } as const;

/**
 * Writes the first event of a new request (from null to its status, by `system` or the client who
 * made it), inside the caller's transaction.
 */
export async function recordRequestCreated(
  tx: Tx,
  input: { requestId: number; status: RequestStatus; actor: RequestActor; actorUserId: number | null; now: Date },
): Promise<void> {
  await tx.insert(cloudRequestEvents).values({
    requestId: input.requestId,
    fromStatus: null,
    toStatus: input.status,
    actorRole: input.actor,
    actorUserId: input.actorUserId,
    at: input.now,
  });
}

function refusal(id: number, type: RequestType, from: RequestStatus, to: RequestStatus, actor: RequestActor): AppError {
  const allowed = actorsFor(type, from, to);
  const step = `Заявку №${id} нельзя перевести из статуса «${requestStatusTitles[from]}» в «${requestStatusTitles[to]}»`;
  let why: string;
  if (from === to) why = 'она уже в этом статусе';
  else if (from === 'COMPLETED' || from === 'CANCELED') why = 'она уже закрыта';
  else if (allowed.length === 0) why = 'такого шага нет в порядке работы с заявкой';
  else if (actor === 'client') why = 'статус меняют только сотрудники';
  else why = `этот шаг делает ${allowed.map((a) => ACTOR_TITLES[a].toLowerCase()).join(' или ')}`;
  return new AppError('CLOUD_REQUEST_MOVE_REFUSED', {
    message: `${step}: ${why}`,
    details: { from, to, actor, allowed },
  });
}

/** «28 ноября с 12:00 до 15:00». */
export function windowText(window: { startsAt: Date; endsAt: Date }): string {
  return `${dayTitle(moscowDate(window.startsAt))} с ${formatTime(window.startsAt)} до ${formatTime(window.endsAt)}`;
}

/** The client's notification of a move: title and text. */
function noticeOf(
  request: typeof cloudRequests.$inferSelect,
  to: RequestStatus,
  ctx: {
    window: { startsAt: Date; endsAt: Date };
    crew: { name: string; vehicle: string | null } | null;
    etaAt: Date | null;
    note: string | null;
  },
): { title: string; text: string } {
  const n = `Заявка №${request.id}`;
  const crew = ctx.crew ? `Бригада «${ctx.crew.name}»${ctx.crew.vehicle ? `, машина ${ctx.crew.vehicle}` : ''}` : '';
  const when = windowText(ctx.window);
  switch (to) {
    case 'MOVER_AWAITED':
      return {
        title: `${n}: назначаем других грузчиков`,
        text: `${ctx.note ? `${ctx.note}. ` : ''}Окно ${when}. Сообщим, когда бригада будет назначена`,
      };
    case 'MOVER_ACCEPTED':
      return {
        title: `${n}: грузчики назначены`,
        text: `${crew ? `${crew}. ` : ''}${request.type === 'pickup' ? 'Приедут за вещами' : 'Привезут вещи'} ${when}`,
      };
    case 'MOVER_ON_WAY': {
      const etaAt = ctx.etaAt ?? ctx.window.startsAt;
      const eta = etaAgainstWindow(etaAt, ctx.window);
      const reason = ctx.note ? ` Причина: ${ctx.note}.` : '';
      const tail = crew ? ` ${crew}.` : '';
      if (eta === 'late') {
        return {
          title: `${n}: грузчики опаздывают`,
          text: `Приедут примерно в ${formatTime(etaAt)} — позже окна ${when}, простите.${reason}${tail}`,
        };
      }
      if (eta === 'early') {
        return {
          title: `${n}: грузчики едут к вам`,
          text: `Приедут раньше окна: примерно в ${formatTime(etaAt)} (окно ${when}).${reason}${tail}`,
        };
      }
      return { title: `${n}: грузчики едут к вам`, text: `Приедут примерно в ${formatTime(etaAt)} (окно ${when}).${tail}` };
    }
    case 'MOVER_ON_CLIENT':
      return { title: `${n}: грузчики на месте`, text: `Грузчики приехали: ${request.address}` };
    case 'MOVER_CONFIRMATION':
      return {
        title: `${n}: сверка вещей`,
        text:
          request.type === 'pickup'
            ? 'Проверьте вместе с грузчиками список мест, которые они забирают'
            : 'Проверьте вещи, которые привезли грузчики',
      };
    case 'MOVER_CARRIES_STUFFS':
      return { title: `${n}: везём вещи на склад`, text: 'Кладовщик примет вещи, опишет и сфотографирует их, а затем пришлёт акт' };
    case 'STOREKEEPER_ACCEPTS_STUFFS':
      return { title: `${n}: кладовщик принимает вещи`, text: 'Вещи на складе: кладовщик описывает и фотографирует их' };
    case 'STATUS_STOREKEEPER_RETURNS_STUFFS':
      return { title: `${n}: собираем ваши вещи`, text: `Кладовщик готовит вещи к отправке. Привезём их ${when}` };
    case 'COMPLETED':
      return request.type === 'pickup'
        ? { title: `${n}: вещи на хранении`, text: 'Кладовщик принял вещи. Проверьте опись и замер объёма в акте и примите его' }
        : { title: `${n}: вещи доставлены`, text: 'Заявка выполнена. Оцените, пожалуйста, работу грузчиков' };
    case 'CANCELED':
      return { title: `${n} отменена`, text: ctx.note ? `Причина: ${ctx.note}` : 'Заявка отменена' };
  }
}

/**
 * Moves a request along the graph inside the caller's transaction: refuses a move the graph does not
 * allow to the actor (CLOUD_REQUEST_MOVE_REFUSED), locks the row, writes the event and the client's
 * notification, and sends `order:status` (heard once the transaction commits).
 *
 * Besides the status it sets `completed_at` (COMPLETED), `eta_at` (`etaAt`), `crew_id` (`crewId`;
 * cleared with the ETA when the crew is taken off, back to MOVER_AWAITED),
 * `cancel_reason` (CANCELED, the note), and moves a return's items: `returning` when the
 * storekeeper gathers them, `returned` when delivered, back to `stored` when the return is canceled.
 * It does not give the window's seat back: whoever cancels calls `releaseSeat` in the same transaction.
 */
export async function moveRequest(tx: Tx, move: RequestMove): Promise<MovedRequest> {
  const [request] = await tx.select().from(cloudRequests).where(eq(cloudRequests.id, move.requestId)).for('update');
  if (!request) throw new AppError('NOT_FOUND', { message: 'Заявка не найдена' });
  const type = request.type as RequestType;
  const from = request.status as RequestStatus;
  if (!canMove(type, from, move.to, move.actor)) throw refusal(request.id, type, from, move.to, move.actor);

  const patch: Partial<typeof cloudRequests.$inferInsert> = { status: move.to, updatedAt: move.now };
  if (move.to === 'COMPLETED') patch.completedAt = move.now;
  if (move.etaAt) patch.etaAt = move.etaAt;
  if (move.crewId !== undefined) patch.crewId = move.crewId;
  if (move.to === 'MOVER_AWAITED') Object.assign(patch, { crewId: null, etaAt: null });
  if (move.to === 'CANCELED') patch.cancelReason = move.note ?? null;
  await tx.update(cloudRequests).set(patch).where(eq(cloudRequests.id, request.id));

  if (type === 'return') {
    const mine = eq(cloudItems.returnRequestId, request.id);
    if (move.to === 'STATUS_STOREKEEPER_RETURNS_STUFFS') {
      await tx
        .update(cloudItems)
        .set({ status: 'returning' })
        .where(and(mine, eq(cloudItems.status, 'stored')));
    } else if (move.to === 'COMPLETED') {
      await tx
        .update(cloudItems)
        .set({ status: 'returned', returnedAt: move.now })
        .where(and(mine, inArray(cloudItems.status, ['stored', 'returning'])));
    } else if (move.to === 'CANCELED') {
      await tx
        .update(cloudItems)
        .set({ status: 'stored', returnRequestId: null })
        .where(and(mine, inArray(cloudItems.status, ['stored', 'returning'])));
    }
  }

  await tx.insert(cloudRequestEvents).values({
    requestId: request.id,
    fromStatus: from,
    toStatus: move.to,
    actorRole: move.actor,
    actorUserId: move.actorUserId,
    note: move.note ?? null,
    data: move.data ?? (move.etaAt ? { eta_at: move.etaAt.toISOString() } : null),
    at: move.now,
  });

  const [window] = await tx.select().from(cloudWindows).where(eq(cloudWindows.id, request.windowId));
  const crewId = move.crewId ?? request.crewId;
  const [crew] = crewId ? await tx.select().from(cloudCrews).where(eq(cloudCrews.id, crewId)) : [];
  const notice = noticeOf(request, move.to, {
    window: window ?? { startsAt: move.now, endsAt: move.now },
    crew: crew ?? null,
    etaAt: move.etaAt ?? request.etaAt,
    note: move.note ?? null,
  });
  await addNotification(
    tx,
    request.userId,
    {
      ...notice,
      showType: 'ORDER',
      orderId: request.orderId ?? undefined,
      link: requestPage(request.id),
      event: move.to === 'MOVER_ON_WAY' ? REQUEST_EVENTS.onWay : REQUEST_EVENTS.moved,
    },
    move.now,
  );
  await announceRequestStatus(tx, {
    userId: request.userId,
    requestId: request.id,
    orderId: request.orderId,
    status: move.to,
    formerCrewId: request.crewId,
  });
  return { requestId: request.id, userId: request.userId, orderId: request.orderId, type, from, status: move.to };
}

/**
 * `order:status` to the request's client, the staff rooms and the room of its crew (and of the crew
 * it had before this change, which must drop it from its route), sent in the caller's transaction:
 * the sockets hear it once that transaction commits, and never of a change that rolled back.
 */
export async function announceRequestStatus(
  tx: Tx,
  input: { userId: number; requestId: number; orderId: number | null; status: RequestStatus; formerCrewId?: number | null },
): Promise<void> {
  const [row] = await tx.select({ crewId: cloudRequests.crewId }).from(cloudRequests).where(eq(cloudRequests.id, input.requestId));
  const crews = new Set([row?.crewId, input.formerCrewId].filter((id): id is number => id != null));
  await signalUserEvent(tx, {
    type: 'order:status',
    userId: input.userId,
    roles: [...REQUEST_STAFF_ROOMS],
    crews: [...crews],
    payload: { kind: 'cloud_request', id: input.requestId, status: input.status, order_id: input.orderId },
  });
}

/**
 * The dispatcher gives an assigned request (MOVER_ACCEPTED) to another crew, in the caller's
 * transaction: the status stays, the event records both crews, the client is told who comes now.
 */
export async function changeCrew(
  tx: Tx,
  input: { requestId: number; crew: { id: number; name: string; vehicle: string | null }; actorUserId: number; now: Date },
): Promise<MovedRequest & { fromCrewId: number | null }> {
  const [request] = await tx.select().from(cloudRequests).where(eq(cloudRequests.id, input.requestId)).for('update');
  if (!request) throw new AppError('NOT_FOUND', { message: 'Заявка не найдена' });
  const status = request.status as RequestStatus;
  if (status !== 'MOVER_ACCEPTED') {
    throw new AppError('CLOUD_REQUEST_MOVE_REFUSED', {
      message: `Заявка №${request.id} в статусе «${requestStatusTitles[status]}»: бригаду меняют, пока она не выехала`,
    });
  }
  const [previous] = request.crewId ? await tx.select().from(cloudCrews).where(eq(cloudCrews.id, request.crewId)) : [];
  await tx.update(cloudRequests).set({ crewId: input.crew.id, etaAt: null, updatedAt: input.now }).where(eq(cloudRequests.id, request.id));
  await tx.insert(cloudRequestEvents).values({
    requestId: request.id,
    fromStatus: status,
    toStatus: status,
    actorRole: 'dispatcher',
    actorUserId: input.actorUserId,
    note: `Бригада заменена: ${previous ? `«${previous.name}»` : 'не назначена'} → «${input.crew.name}»`,
    data: { from_crew_id: request.crewId, crew_id: input.crew.id },
    at: input.now,
  });
  const [window] = await tx.select().from(cloudWindows).where(eq(cloudWindows.id, request.windowId));
  const notice = noticeOf(request, 'MOVER_ACCEPTED', {
    window: window ?? { startsAt: input.now, endsAt: input.now },
    crew: input.crew,
    etaAt: null,
    note: null,
  });
  await addNotification(
    tx,
    request.userId,
    {
      title: `Заявка №${request.id}: приедет другая бригада`,
      text: notice.text,
      showType: 'ORDER',
      orderId: request.orderId ?? undefined,
      link: requestPage(request.id),
      event: REQUEST_EVENTS.moved,
    },
    input.now,
  );
  await announceRequestStatus(tx, {
    userId: request.userId,
    requestId: request.id,
    orderId: request.orderId,
    status,
    formerCrewId: request.crewId,
  });
  const type = request.type as RequestType;
  return {
    requestId: request.id,
    userId: request.userId,
    orderId: request.orderId,
    type,
    from: status,
    status,
    fromCrewId: request.crewId,
  };
}
