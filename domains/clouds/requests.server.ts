import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { Tx } from '../../db/tx';
import { AppError } from '../../lib/errors';
import { moscowDate } from '../../lib/moscow-calendar';
import type { StaffRole } from '../staff/schema';
import { writeAudit } from '../staff/service.server';
import { userSummaries } from '../users/service.server';
import { createActForRequest } from './acts.server';
import type { CrewView, ItemView } from './console-schema';
import type { CloudsDeps } from './deps';
import { itemPhotoKey, prepareItemPhoto } from './item-photos.server';
import {
  actorsFor,
  canMove,
  isFinal,
  nextFor,
  requestStatusTitles,
  type RequestActor,
  type RequestStatus,
  type RequestType,
} from './request-graph';
import { changeCrew, moveRequest, type MovedRequest } from './request-log.server';
import type { RequestView, StaffRequestView } from './request-schema';
import { requestView, staffRequestViews, staffPhotoUrl, windowView } from './request-view.server';
import { litersOf } from './rules';
import { cloudCrewMembers, cloudCrews, cloudItemPhotos, cloudItems, cloudRequests, cloudSpaces, cloudWindows } from './tables';
import { releaseSeat } from './windows.server';

/** The staff member calling the console: their id, roles (admin passes every check) and address for the audit. */
export interface StaffCaller {
  userId: number;
  roles: readonly StaffRole[];
  ip?: string | null;
}

type RequestRow = typeof cloudRequests.$inferSelect;

/** The staff role that plays each actor of the graph (the dispatcher is an operator). */
const ROLE_OF: Record<Exclude<RequestActor, 'client' | 'system'>, StaffRole> = {
  dispatcher: 'operator',
  mover: 'mover',
  storekeeper: 'storekeeper',
};
const STAFF_ACTORS = ['dispatcher', 'mover', 'storekeeper'] as const;

const has = (caller: StaffCaller, role: StaffRole) => caller.roles.includes('admin') || caller.roles.includes(role);
/** Operators, storekeepers and admins see every paid request; a mover only those of their crews. */
const seesAll = (caller: StaffCaller) => has(caller, 'operator') || has(caller, 'storekeeper');

/** «Заявка №N в статусе «…»», the start of a refusal. */
const inStatus = (row: RequestRow) => `Заявка №${row.id} в статусе «${requestStatusTitles[row.status as RequestStatus]}»`;

const notFound = () => new AppError('NOT_FOUND', { message: 'Заявка не найдена' });

/** Pickups on their way to the warehouse or being accepted, returns to gather and hand out. */
const ARRIVING: RequestStatus[] = ['MOVER_ON_CLIENT', 'MOVER_CONFIRMATION', 'MOVER_CARRIES_STUFFS', 'STOREKEEPER_ACCEPTS_STUFFS'];
const TO_HAND_OUT: RequestStatus[] = ['MOVER_ACCEPTED', 'STATUS_STOREKEEPER_RETURNS_STUFFS'];

/**
 * The request lifecycle on the staff's side: the dispatcher's windows, crews, assignments and
 * cancellations, the mover's route and moves, the storekeeper's items, photos and acceptance, and
 * the client's view of a request. Every change locks the request row, writes its event, the client's
 * notification, an audit record and the `order:status` signal in one transaction.
 */
export function createCloudRequests(deps: CloudsDeps) {
  const { db, clock, files } = deps;

  async function crewIdsOf(userId: number, tx: Tx = db): Promise<number[]> {
    const rows = await tx.select({ crewId: cloudCrewMembers.crewId }).from(cloudCrewMembers).where(eq(cloudCrewMembers.userId, userId));
    return rows.map((r) => r.crewId);
  }

  /** The request as the caller may see it: paid or free, and for a mover only of their crews (else not found). */
  async function visible(tx: Tx, caller: StaffCaller, id: number, lock: boolean): Promise<RequestRow> {
    const query = tx.select().from(cloudRequests).where(eq(cloudRequests.id, id));
    const [row] = lock ? await query.for('update') : await query;
    if (!row || row.paymentState === 'awaiting') throw notFound();
    if (!seesAll(caller)) {
      const crews = await crewIdsOf(caller.userId, tx);
      if (row.crewId === null || !crews.includes(row.crewId)) throw notFound();
    }
    return row;
  }

  /** The actor the caller plays for this move: one the graph allows and the caller holds (a mover only on their crew's request). */
  function actorFor(caller: StaffCaller, row: RequestRow, to: RequestStatus, crews: number[]): RequestActor | null {
    const allowed = actorsFor(row.type as RequestType, row.status as RequestStatus, to);
    for (const actor of STAFF_ACTORS) {
      if (!allowed.includes(actor) || !has(caller, ROLE_OF[actor])) continue;
      if (actor === 'mover' && !caller.roles.includes('admin') && (row.crewId === null || !crews.includes(row.crewId))) continue;
      return actor;
    }
    return null;
  }

  /** The caller's first staff actor, to word a refusal when they may play none the move needs. */
  function someActor(caller: StaffCaller): RequestActor {
    return STAFF_ACTORS.find((a) => has(caller, ROLE_OF[a])) ?? 'client';
  }

  async function nextOfCaller(caller: StaffCaller) {
    const crews = caller.roles.includes('mover') ? await crewIdsOf(caller.userId) : [];
    return (row: RequestRow): RequestStatus[] => {
      const moves = new Set<RequestStatus>();
      for (const actor of STAFF_ACTORS) {
        if (!has(caller, ROLE_OF[actor])) continue;
        if (actor === 'mover' && !caller.roles.includes('admin') && (row.crewId === null || !crews.includes(row.crewId))) continue;
        for (const to of nextFor(row.type as RequestType, row.status as RequestStatus, actor)) moves.add(to);
      }
      return [...moves];
    };
  }

  async function staffViews(caller: StaffCaller, ids: number[]): Promise<StaffRequestView[]> {
    if (ids.length === 0) return [];
    const rows = await db.select({ userId: cloudRequests.userId }).from(cloudRequests).where(inArray(cloudRequests.id, ids));
    const people = await userSummaries(
      db,
      rows.map((r) => r.userId),
    );
    const clients = new Map([...people].map(([id, p]) => [id, { phone: p.phone, name: p.name }]));
    return staffRequestViews(db, ids, clock.now(), { clients, next: await nextOfCaller(caller) });
  }

  async function staffView(caller: StaffCaller, id: number): Promise<StaffRequestView> {
    const [view] = await staffViews(caller, [id]);
    if (!view) throw notFound();
    return view;
  }

  async function crewViews(where: { warehouseId?: number; ids?: number[] }): Promise<CrewView[]> {
    const filters = [
      where.warehouseId !== undefined ? eq(cloudCrews.warehouseId, where.warehouseId) : undefined,
      where.ids ? inArray(cloudCrews.id, where.ids.length ? where.ids : [0]) : undefined,
    ];
    const crews = await db
      .select()
      .from(cloudCrews)
      .where(and(...filters))
      .orderBy(asc(cloudCrews.warehouseId), asc(cloudCrews.name), asc(cloudCrews.id));
    if (crews.length === 0) return [];
    const members = await db
      .select()
      .from(cloudCrewMembers)
      .where(
        inArray(
          cloudCrewMembers.crewId,
          crews.map((c) => c.id),
        ),
      );
    const people = await userSummaries(
      db,
      members.map((m) => m.userId),
    );
    return crews.map((crew) => ({
      id: crew.id,
      warehouse_id: crew.warehouseId,
      name: crew.name,
      vehicle: crew.vehicle,
      active: crew.active,
      members: members
        .filter((m) => m.crewId === crew.id)
        .map((m) => ({ user_id: m.userId, phone: people.get(m.userId)?.phone ?? null, name: people.get(m.userId)?.name ?? null })),
    }));
  }

  async function crewView(id: number): Promise<CrewView> {
    const [crew] = await crewViews({ ids: [id] });
    if (!crew) throw new AppError('NOT_FOUND', { message: 'Бригада не найдена' });
    return crew;
  }

  async function auditMove(tx: Tx, caller: StaffCaller, action: string, moved: MovedRequest, extra: Record<string, unknown> = {}) {
    await writeAudit(tx, {
      actorUserId: caller.userId,
      action,
      entity: 'cloud_request',
      entityId: moved.requestId,
      before: { status: moved.from },
      after: { status: moved.status, ...extra },
      ip: caller.ip,
    });
  }

  function itemView(item: typeof cloudItems.$inferSelect, photos: string[]): ItemView {
    return {
      id: item.id,
      request_id: item.pickupRequestId,
      title: item.title,
      description: item.description,
      status: item.status as ItemView['status'],
      photos: photos.map(staffPhotoUrl),
    };
  }

  /** The item and its pickup request (locked) while the storekeeper may still describe it. */
  async function describableItem(tx: Tx, caller: StaffCaller, itemId: number) {
    const [item] = await tx.select().from(cloudItems).where(eq(cloudItems.id, itemId));
    if (!item) throw new AppError('NOT_FOUND', { message: 'Вещь не найдена' });
    const request = await visible(tx, caller, item.pickupRequestId, true);
    if (request.status !== 'STOREKEEPER_ACCEPTS_STUFFS') {
      throw new AppError('CLOUD_REQUEST_MOVE_REFUSED', {
        message: `${inStatus(request)}: опись уже не меняется`,
      });
    }
    return { item, request };
  }

  return {
    /** The client's own request (another user's is not found). */
    async view(userId: number, id: number): Promise<RequestView> {
      return requestView(db, id, userId, clock.now());
    },

    staffView: async (caller: StaffCaller, id: number) => {
      await visible(db, caller, id, false);
      return staffView(caller, id);
    },

    /** The dispatcher's day: the warehouse's windows with their paid or free requests, and its crews. */
    async windowsOfDay(caller: StaffCaller, warehouseId: number, day: string) {
      const windows = await db
        .select()
        .from(cloudWindows)
        .where(and(eq(cloudWindows.warehouseId, warehouseId), eq(cloudWindows.day, day)))
        .orderBy(asc(cloudWindows.startsAt));
      const requests = windows.length
        ? await db
            .select({ id: cloudRequests.id, windowId: cloudRequests.windowId, crewId: cloudRequests.crewId })
            .from(cloudRequests)
            .where(
              and(
                inArray(
                  cloudRequests.windowId,
                  windows.map((w) => w.id),
                ),
                ne(cloudRequests.paymentState, 'awaiting'),
                ne(cloudRequests.status, 'CANCELED'),
              ),
            )
            .orderBy(asc(cloudRequests.id))
        : [];
      const views = new Map(
        (
          await staffViews(
            caller,
            requests.map((r) => r.id),
          )
        ).map((v) => [v.id, v]),
      );
      const crews = await crewViews({ warehouseId });
      return {
        day,
        warehouse_id: warehouseId,
        windows: windows.map((w) => {
          const mine = requests.filter((r) => r.windowId === w.id);
          const busy = new Set(mine.map((r) => r.crewId));
          return {
            ...windowView(w),
            warehouse_id: w.warehouseId,
            crews: w.crews,
            booked: w.booked,
            free_crews: crews.filter((c) => c.active && !busy.has(c.id)).map((c) => ({ id: c.id, name: c.name })),
            requests: mine.map((r) => views.get(r.id)!).filter(Boolean),
          };
        }),
        crews,
      };
    },

    /** How many crews a window has; never below the requests it already holds. */
    async setWindowCrews(caller: StaffCaller, windowId: number, crews: number) {
      return db.transaction(async (tx) => {
        const [window] = await tx.select().from(cloudWindows).where(eq(cloudWindows.id, windowId)).for('update');
        if (!window) throw new AppError('NOT_FOUND', { message: 'Окно не найдено' });
        if (crews < window.booked) {
          const message = `Не меньше ${window.booked}: столько заявок уже записано на это окно`;
          throw new AppError('VALIDATION_ERROR', { message, fields: { crews: message } });
        }
        const [changed] = await tx.update(cloudWindows).set({ crews }).where(eq(cloudWindows.id, windowId)).returning();
        await writeAudit(tx, {
          actorUserId: caller.userId,
          action: 'cloud_window.crews',
          entity: 'cloud_window',
          entityId: windowId,
          before: { crews: window.crews, booked: window.booked },
          after: { crews },
          ip: caller.ip,
        });
        return { ...windowView(changed!), warehouse_id: changed!.warehouseId, crews: changed!.crews, booked: changed!.booked };
      });
    },

    crews: (warehouseId?: number) => crewViews({ warehouseId }),

    async createCrew(caller: StaffCaller, input: { warehouse_id: number; name: string; vehicle?: string | null }) {
      const id = await db.transaction(async (tx) => {
        const [crew] = await tx
          .insert(cloudCrews)
          .values({ warehouseId: input.warehouse_id, name: input.name, vehicle: input.vehicle ?? null })
          .returning();
        await writeAudit(tx, {
          actorUserId: caller.userId,
          action: 'cloud_crew.create',
          entity: 'cloud_crew',
          entityId: crew!.id,
          after: { warehouse_id: crew!.warehouseId, name: crew!.name, vehicle: crew!.vehicle },
          ip: caller.ip,
        });
        return crew!.id;
      });
      return crewView(id);
    },

    async updateCrew(caller: StaffCaller, id: number, patch: { name?: string; vehicle?: string | null; active?: boolean }) {
      await db.transaction(async (tx) => {
        const [crew] = await tx.select().from(cloudCrews).where(eq(cloudCrews.id, id)).for('update');
        if (!crew) throw new AppError('NOT_FOUND', { message: 'Бригада не найдена' });
        const set = {
          ...(patch.name !== undefined ? { name: patch.name } : {}),
          ...(patch.vehicle !== undefined ? { vehicle: patch.vehicle } : {}),
          ...(patch.active !== undefined ? { active: patch.active } : {}),
        };
        if (Object.keys(set).length > 0) await tx.update(cloudCrews).set(set).where(eq(cloudCrews.id, id));
        await writeAudit(tx, {
          actorUserId: caller.userId,
          action: 'cloud_crew.update',
          entity: 'cloud_crew',
          entityId: id,
          before: { name: crew.name, vehicle: crew.vehicle, active: crew.active },
          after: set,
          ip: caller.ip,
        });
      });
      return crewView(id);
    },

    /** Adds a member by phone: they must have signed in once and hold the role `mover`. */
    async addMember(caller: StaffCaller, crewId: number, phone: string) {
      const user = await deps.users.findByPhone(phone);
      if (!user) {
        const message = `Пользователь с номером +${phone} не найден: он должен хотя бы раз войти на сайт`;
        throw new AppError('NOT_FOUND', { message, fields: { phone: 'Нет пользователя с таким номером' } });
      }
      if (!(await deps.staff.rolesOf(user.id)).includes('mover')) {
        const message = 'У этого сотрудника нет роли «Грузчик»: сначала выдайте её в разделе «Сотрудники»';
        throw new AppError('VALIDATION_ERROR', { message, fields: { phone: message } });
      }
      await db.transaction(async (tx) => {
        const [crew] = await tx.select().from(cloudCrews).where(eq(cloudCrews.id, crewId));
        if (!crew) throw new AppError('NOT_FOUND', { message: 'Бригада не найдена' });
        const added = await tx.insert(cloudCrewMembers).values({ crewId, userId: user.id }).onConflictDoNothing().returning();
        if (added.length === 0) return;
        await writeAudit(tx, {
          actorUserId: caller.userId,
          action: 'cloud_crew.member_add',
          entity: 'cloud_crew',
          entityId: crewId,
          after: { user_id: user.id },
          ip: caller.ip,
        });
      });
      return crewView(crewId);
    },

    async removeMember(caller: StaffCaller, crewId: number, userId: number) {
      await db.transaction(async (tx) => {
        const removed = await tx
          .delete(cloudCrewMembers)
          .where(and(eq(cloudCrewMembers.crewId, crewId), eq(cloudCrewMembers.userId, userId)))
          .returning();
        if (removed.length === 0) throw new AppError('NOT_FOUND', { message: 'В бригаде нет такого сотрудника' });
        await writeAudit(tx, {
          actorUserId: caller.userId,
          action: 'cloud_crew.member_remove',
          entity: 'cloud_crew',
          entityId: crewId,
          before: { user_id: userId },
          ip: caller.ip,
        });
      });
      return crewView(crewId);
    },

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
        let etaAt: Date | undefined;
        if (input.to === 'MOVER_ON_WAY') {
          const [window] = await tx.select().from(cloudWindows).where(eq(cloudWindows.id, request.windowId));
          etaAt = input.eta_minutes
            ? new Date(now.getTime() + input.eta_minutes * 60_000)
            : new Date(Math.max(now.getTime(), window!.startsAt.getTime()));
        }
        const move = await moveRequest(tx, {
          requestId: id,
          to: input.to,
          actor,
          actorUserId: caller.userId,
          now,
          note: input.note ?? null,
          etaAt,
          data: etaAt ? { eta_at: etaAt.toISOString(), eta_minutes: input.eta_minutes ?? null } : undefined,
        });
        await auditMove(tx, caller, 'cloud_request.move', move, etaAt ? { eta_at: etaAt.toISOString() } : {});
      });
      return staffView(caller, id);
    },

    /** The storekeeper's queue: drop-offs coming or being accepted, returns to gather. */
    async storekeeperRequests(caller: StaffCaller, warehouseId?: number) {
      const rows = await db
        .select({ id: cloudRequests.id, type: cloudRequests.type, status: cloudRequests.status })
        .from(cloudRequests)
        .innerJoin(cloudWindows, eq(cloudWindows.id, cloudRequests.windowId))
        .where(
          and(
            ne(cloudRequests.paymentState, 'awaiting'),
            inArray(cloudRequests.status, [...ARRIVING, ...TO_HAND_OUT]),
            warehouseId !== undefined ? eq(cloudWindows.warehouseId, warehouseId) : undefined,
          ),
        )
        .orderBy(asc(cloudWindows.startsAt), asc(cloudRequests.id));
      const arriving = rows.filter((r) => r.type === 'pickup' && ARRIVING.includes(r.status as RequestStatus)).map((r) => r.id);
      const out = rows.filter((r) => r.type === 'return' && TO_HAND_OUT.includes(r.status as RequestStatus)).map((r) => r.id);
      const views = new Map((await staffViews(caller, [...arriving, ...out])).map((v) => [v.id, v]));
      const pick = (ids: number[]) => ids.map((id) => views.get(id)!).filter(Boolean);
      return { arriving: pick(arriving), to_hand_out: pick(out) };
    },

    /** The storekeeper describes a thing brought by a drop-off (the first one moves it to «Кладовщик принимает вещи»). */
    async addItem(caller: StaffCaller, requestId: number, input: { title: string; description?: string }): Promise<ItemView> {
      return db.transaction(async (tx) => {
        const request = await visible(tx, caller, requestId, true);
        if (request.type !== 'pickup') {
          throw new AppError('CLOUD_REQUEST_MOVE_REFUSED', { message: 'Вещи описывают при приёмке на склад, не при возврате' });
        }
        const now = clock.now();
        if (request.status === 'MOVER_CARRIES_STUFFS') {
          const move = await moveRequest(tx, {
            requestId,
            to: 'STOREKEEPER_ACCEPTS_STUFFS',
            actor: 'storekeeper',
            actorUserId: caller.userId,
            now,
          });
          await auditMove(tx, caller, 'cloud_request.move', move);
        } else if (request.status !== 'STOREKEEPER_ACCEPTS_STUFFS') {
          throw new AppError('CLOUD_REQUEST_MOVE_REFUSED', {
            message: `${inStatus(request)}: вещи описывают, когда их привезли на склад`,
          });
        }
        const [item] = await tx
          .insert(cloudItems)
          .values({
            spaceId: request.spaceId,
            pickupRequestId: requestId,
            title: input.title,
            description: input.description ?? null,
            createdAt: now,
          })
          .returning();
        await writeAudit(tx, {
          actorUserId: caller.userId,
          action: 'cloud_item.create',
          entity: 'cloud_item',
          entityId: item!.id,
          after: { request_id: requestId, title: item!.title, description: item!.description },
          ip: caller.ip,
        });
        return itemView(item!, []);
      });
    },

    async deleteItem(caller: StaffCaller, itemId: number): Promise<{ id: number; deleted: true }> {
      const keys = await db.transaction(async (tx) => {
        const { item } = await describableItem(tx, caller, itemId);
        const photos = await tx
          .delete(cloudItemPhotos)
          .where(eq(cloudItemPhotos.itemId, itemId))
          .returning({ key: cloudItemPhotos.fileKey });
        await tx.delete(cloudItems).where(eq(cloudItems.id, itemId));
        await writeAudit(tx, {
          actorUserId: caller.userId,
          action: 'cloud_item.delete',
          entity: 'cloud_item',
          entityId: itemId,
          before: { request_id: item.pickupRequestId, title: item.title, photos: photos.length },
          ip: caller.ip,
        });
        return photos.map((p) => p.key);
      });
      await Promise.all(keys.map((key) => files.delete(key).catch(() => undefined)));
      return { id: itemId, deleted: true };
    },

    /** A photo of an item: checked by its bytes and re-encoded before anything is stored, kept under `clouds/<space>/<uuid>.jpg`. */
    async addPhoto(caller: StaffCaller, itemId: number, upload: Buffer) {
      const image = await prepareItemPhoto(upload);
      const { item } = await describableItem(db, caller, itemId);
      const uuid = randomUUID();
      const key = itemPhotoKey(item.spaceId, uuid);
      await files.put(key, image.bytes, image.mime);
      try {
        await db.transaction(async (tx) => {
          await describableItem(tx, caller, itemId);
          await tx.insert(cloudItemPhotos).values({ uuid, itemId, fileKey: key, size: image.bytes.length, createdAt: clock.now() });
          await writeAudit(tx, {
            actorUserId: caller.userId,
            action: 'cloud_item.photo',
            entity: 'cloud_item',
            entityId: itemId,
            after: { photo: uuid, size: image.bytes.length },
            ip: caller.ip,
          });
        });
      } catch (error) {
        await files.delete(key).catch(() => undefined);
        throw error;
      }
      return { id: uuid, item_id: itemId, url: staffPhotoUrl(uuid), size: image.bytes.length };
    },

    /** A photo's bytes for staff (operators, movers and storekeepers). */
    async staffPhoto(uuid: string): Promise<Buffer> {
      const [photo] = await db.select().from(cloudItemPhotos).where(eq(cloudItemPhotos.uuid, uuid));
      const bytes = photo ? await files.get(photo.fileKey) : null;
      if (!bytes) throw new AppError('NOT_FOUND', { message: 'Фото не найдено' });
      return bytes;
    },

    /**
     * The storekeeper finishes a drop-off: the measured volume on the space, COMPLETED, and the act,
     * in one transaction. Refused with no item described; of two storekeepers at once, one wins.
     */
    async accept(caller: StaffCaller, id: number, measuredVolume: number): Promise<StaffRequestView> {
      await db.transaction(async (tx) => {
        const request = await visible(tx, caller, id, true);
        if (request.type !== 'pickup' || request.status !== 'STOREKEEPER_ACCEPTS_STUFFS') {
          throw new AppError('CLOUD_REQUEST_MOVE_REFUSED', {
            message: `${inStatus(request)}: принять вещи можно, когда кладовщик их описывает`,
          });
        }
        const [anyItem] = await tx.select({ id: cloudItems.id }).from(cloudItems).where(eq(cloudItems.pickupRequestId, id)).limit(1);
        if (!anyItem) {
          throw new AppError('CLOUD_REQUEST_MOVE_REFUSED', { message: 'Опишите хотя бы одну вещь, прежде чем принять заявку' });
        }
        const now = clock.now();
        const liters = litersOf(measuredVolume);
        await tx.update(cloudSpaces).set({ measuredLiters: liters }).where(eq(cloudSpaces.id, request.spaceId));
        const move = await moveRequest(tx, {
          requestId: id,
          to: 'COMPLETED',
          actor: 'storekeeper',
          actorUserId: caller.userId,
          now,
          data: { measured_liters: liters },
        });
        const act = await createActForRequest(tx, { requestId: id, now });
        await auditMove(tx, caller, 'cloud_request.accept', move, { measured_liters: liters, act_id: act.actId });
      });
      return staffView(caller, id);
    },
  };
}

export type CloudRequests = ReturnType<typeof createCloudRequests>;
