import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import { AppError } from '../../../lib/errors';
import { moscowDate } from '../../../lib/moscow-calendar';
import { createCrews } from './crews.server';
import type { CloudsDeps } from '../deps';
import { formatTime } from '../../../lib/format/dates';
import { canMove, isFinal, type RequestStatus, type RequestType } from './request-graph';
import { changeCrew, moveRequest, windowText } from './request-log.server';
import type { RequestView, StaffRequestView } from './request-schema';
import { requestView } from './request-view.server';
import { createStaffAccess, type StaffCaller } from './staff-access.server';
import { etaAgainstWindow, stepBeforeWindowDay, type EtaAgainstWindow } from './step-timing';
import { createStorekeeper } from './storekeeper.server';
import { cloudCrews, cloudRequests, cloudWindows } from '../tables';
import { releaseSeat } from '../booking/windows.server';

/**
 * The request lifecycle on the staff's side: the dispatcher's windows, crews, assignments and
 * cancellations (crews.server.ts), the mover's route and moves, the storekeeper's items, photos and
 * acceptance (storekeeper.server.ts), and the client's view of a request. Every change locks the
 * request row, writes its event, the client's notification, an audit record and the
 * `order:status` signal in one transaction.
 */
export function createCloudRequests(deps: CloudsDeps) {
  const { db, clock } = deps;
  const access = createStaffAccess(deps);
  const { crewIdsOf, visible, actorFor, someActor, staffViews, staffView, auditMove } = access;
  const { crewView, ...setup } = createCrews(deps, access);

  return {
    /** The crews a mover is in: their sockets join these crews' rooms. */
    crewIdsOf: (userId: number) => crewIdsOf(userId),

    /** The client's own request (another user's is not found). */
    async view(userId: number, id: number): Promise<RequestView> {
      return requestView(db, id, userId, clock.now());
    },

    staffView: async (caller: StaffCaller, id: number) => {
      await visible(db, caller, id, false);
      return staffView(caller, id);
    },

    ...setup,
    ...createStorekeeper(deps, access),

    /**
     * The dispatcher gives the request to a crew of its warehouse that has no other request in that
     * window; an assigned one (MOVER_ACCEPTED) goes to the other crew instead.
     */
    async assign(caller: StaffCaller, id: number, crewId: number): Promise<StaffRequestView> {
      await db.transaction(async (tx) => {
        const request = await visible(tx, caller, id, true);
        const [window] = await tx.select().from(cloudWindows).where(eq(cloudWindows.id, request.windowId)).for('update');
        const [crew] = await tx.select().from(cloudCrews).where(eq(cloudCrews.id, crewId));
        if (!crew || crew.warehouseId !== window!.warehouseId) {
          throw new AppError('NOT_FOUND', {
            message: 'Бригада этого склада не найдена',
            fields: { crew_id: 'Нет такой бригады на этом складе' },
          });
        }
        if (!crew.active) throw new AppError('CREW_BUSY', { message: `Бригада «${crew.name}» не работает: выберите другую` });
        const [busy] = await tx
          .select({ id: cloudRequests.id })
          .from(cloudRequests)
          .where(
            and(
              eq(cloudRequests.crewId, crewId),
              eq(cloudRequests.windowId, request.windowId),
              ne(cloudRequests.status, 'CANCELED'),
              ne(cloudRequests.id, id),
            ),
          );
        if (busy)
          throw new AppError('CREW_BUSY', { message: `Бригада «${crew.name}» уже везёт заявку №${busy.id} в это окно. Выберите другую` });
        if (request.status === 'MOVER_ACCEPTED') {
          if (request.crewId === crewId) return;
          const changed = await changeCrew(tx, { requestId: id, crew, actorUserId: caller.userId, now: clock.now() });
          await auditMove(tx, caller, 'cloud_request.reassign', changed, { crew_id: crewId, from_crew_id: changed.fromCrewId });
          return;
        }
        const move = await moveRequest(tx, {
          requestId: id,
          to: 'MOVER_ACCEPTED',
          actor: 'dispatcher',
          actorUserId: caller.userId,
          now: clock.now(),
          crewId,
          data: { crew_id: crewId },
        });
        await auditMove(tx, caller, 'cloud_request.assign', move, { crew_id: crewId });
      });
      return staffView(caller, id);
    },

    /** The dispatcher cancels before the crew leaves; the window's seat is given back. */
    async cancel(caller: StaffCaller, id: number, reason: string): Promise<StaffRequestView> {
      await db.transaction(async (tx) => {
        const request = await visible(tx, caller, id, true);
        const move = await moveRequest(tx, {
          requestId: id,
          to: 'CANCELED',
          actor: 'dispatcher',
          actorUserId: caller.userId,
          now: clock.now(),
          note: reason,
        });
        await releaseSeat(tx, request.windowId);
        await auditMove(tx, caller, 'cloud_request.cancel', move, { reason });
      });
      return staffView(caller, id);
    },

    /** The dispatcher takes the crew off before it leaves: the request waits for another crew, the client reads why. */
    async unassign(caller: StaffCaller, id: number, reason?: string): Promise<StaffRequestView> {
      await db.transaction(async (tx) => {
        await visible(tx, caller, id, true);
        const move = await moveRequest(tx, {
          requestId: id,
          to: 'MOVER_AWAITED',
          actor: 'dispatcher',
          actorUserId: caller.userId,
          now: clock.now(),
          note: reason || null,
        });
        await auditMove(tx, caller, 'cloud_request.unassign', move, reason ? { reason } : {});
      });
      return staffView(caller, id);
    },

    /** The mover's day: their crew's paid requests by window, and the next one to do. */
    async moverRoute(caller: StaffCaller, day: string | undefined) {
      const date = day ?? moscowDate(clock.now());
      const crewIds = await crewIdsOf(caller.userId);
      const rows = crewIds.length
        ? await db
            .select({ id: cloudRequests.id, crewId: cloudRequests.crewId, status: cloudRequests.status })
            .from(cloudRequests)
            .innerJoin(cloudWindows, eq(cloudWindows.id, cloudRequests.windowId))
            .where(
              and(
                inArray(cloudRequests.crewId, crewIds),
                eq(cloudWindows.day, date),
                ne(cloudRequests.paymentState, 'awaiting'),
                ne(cloudRequests.status, 'CANCELED'),
              ),
            )
            .orderBy(asc(cloudWindows.startsAt), asc(cloudRequests.id))
        : [];
      const crewId = rows[0]?.crewId ?? crewIds[0];
      return {
        day: date,
        crew: crewId ? await crewView(crewId) : null,
        requests: await staffViews(
          caller,
          rows.map((r) => r.id),
        ),
        next_id: rows.find((r) => !isFinal(r.status as RequestStatus))?.id ?? null,
      };
    },

    /**
     * A mover's or storekeeper's step (`to`). The dispatcher's steps have their own calls (assign,
     * unassign, cancel), and a drop-off is completed by `accept` with the measured volume.
     */
    async move(
      caller: StaffCaller,
      id: number,
      input: { to: RequestStatus; eta_minutes?: number; note?: string },
    ): Promise<StaffRequestView> {
      await db.transaction(async (tx) => {
        const request = await visible(tx, caller, id, true);
        const crews = await crewIdsOf(caller.userId, tx);
        if (input.to === 'MOVER_ACCEPTED' || input.to === 'CANCELED' || input.to === 'MOVER_AWAITED') {
          const call = { MOVER_ACCEPTED: 'назначьте бригаду', CANCELED: 'отмените заявку с причиной', MOVER_AWAITED: 'снимите бригаду' }[
            input.to
          ];
          throw new AppError('CLOUD_REQUEST_MOVE_REFUSED', { message: `Этот шаг делает диспетчер: ${call}` });
        }
        if (
          input.to === 'COMPLETED' &&
          request.type === 'pickup' &&
          canMove('pickup', request.status as RequestStatus, 'COMPLETED', 'storekeeper')
        ) {
          throw new AppError('CLOUD_REQUEST_MOVE_REFUSED', { message: 'Чтобы завершить приёмку, укажите замеренный объём («Принять»)' });
        }
        const actor = actorFor(caller, request, input.to, crews) ?? someActor(caller);
        const now = clock.now();
        const [window] = await tx.select().from(cloudWindows).where(eq(cloudWindows.id, request.windowId));
        const type = request.type as RequestType;
        // A step the graph refuses is refused by moveRequest with its own reason; a due one waits for its day.
        if (canMove(type, request.status as RequestStatus, input.to, actor) && stepBeforeWindowDay(type, input.to, window!.day, now)) {
          throw new AppError('CLOUD_STEP_TOO_EARLY', {
            message: `Заявка №${id} — на ${windowText(window!)}: этот шаг отмечают в день окна, не раньше`,
            details: { window_day: window!.day },
          });
        }
        let etaAt: Date | undefined;
        let eta: EtaAgainstWindow | undefined;
        if (input.to === 'MOVER_ON_WAY') {
          etaAt = input.eta_minutes
            ? new Date(now.getTime() + input.eta_minutes * 60_000)
            : new Date(Math.max(now.getTime(), window!.startsAt.getTime()));
          eta = etaAgainstWindow(etaAt, window!);
          // Arriving outside the promised window is the crew's word to give: they say why, the client reads it.
          if (eta !== 'in_window' && !input.note) {
            const when = `${eta === 'late' ? 'позже' : 'раньше'} окна ${windowText(window!)}`;
            throw new AppError('ETA_OUTSIDE_WINDOW', {
              message: `Приедете примерно в ${formatTime(etaAt)} — ${when}. Укажите причину: мы сообщим её клиенту`,
              fields: { note: 'Укажите причину' },
              details: { eta_at: etaAt.toISOString(), eta },
            });
          }
        }
        const move = await moveRequest(tx, {
          requestId: id,
          to: input.to,
          actor,
          actorUserId: caller.userId,
          now,
          note: input.note ?? null,
          etaAt,
          data: etaAt ? { eta_at: etaAt.toISOString(), eta_minutes: input.eta_minutes ?? null, eta } : undefined,
        });
        await auditMove(tx, caller, 'cloud_request.move', move, etaAt ? { eta_at: etaAt.toISOString(), eta } : {});
      });
      return staffView(caller, id);
    },
  };
}

export type CloudRequests = ReturnType<typeof createCloudRequests>;
