import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import { AppError } from '../../../lib/errors';
import { signalUserEvent } from '../../notifications/service.server';
import { writeAudit } from '../../staff/service.server';
import { userSummaries } from '../../users/service.server';
import type { CrewView } from '../console/console-schema';
import type { CloudsDeps } from '../deps';
import { windowView } from './request-view.server';
import type { StaffAccess, StaffCaller } from './staff-access.server';
import { cloudCrewMembers, cloudCrews, cloudRequests, cloudWindows } from '../tables';

/** The dispatcher's setup: the day's windows with their requests and free crews, the windows' crews, the crews and their members. */
export function createCrews(deps: Pick<CloudsDeps, 'db' | 'users' | 'staff'>, access: StaffAccess) {
  const { db } = deps;
  const { staffViews } = access;

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

  return {
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
        await signalUserEvent(tx, { type: 'rooms:changed', userId: user.id });
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
        // The mover's sockets leave the crew's room: they no longer hear its requests.
        await signalUserEvent(tx, { type: 'rooms:changed', userId });
      });
      return crewView(crewId);
    },

    crewView,
  };
}
