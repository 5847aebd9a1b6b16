import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.server';
import { AppError } from '../../lib/errors';
import { requestReads } from '../../lib/request-reads.server';
import { signalUserEvent } from '../notifications/service.server';
import { userSummaries, type UsersService } from '../users/service.server';
import { readAudit, writeAudit } from './audit.server';
import { STAFF_ROLES, type AuditQuery, type StaffMember, type StaffRole } from './schema';
import { staffRoles } from './tables';

export { writeAudit, type AuditEntry } from './audit.server';

/** Who changes roles and from where: a staff user in the console, or null from the command line. */
export interface StaffActor {
  actorUserId: number | null;
  ip?: string | null;
}

const byRank = (a: StaffRole, b: StaffRole) => STAFF_ROLES.indexOf(a) - STAFF_ROLES.indexOf(b);

export function createStaffService(deps: { db: Db; users: Pick<UsersService, 'findByPhone' | 'getById'> }) {
  const { db, users } = deps;
  async function userByPhone(phone: string) {
    const user = await users.findByPhone(phone);
    if (!user) {
      throw new AppError('NOT_FOUND', {
        message: `Пользователь с номером +${phone} не найден: он должен хотя бы раз войти на сайт`,
        fields: { phone: 'Нет пользователя с таким номером' },
      });
    }
    return user;
  }

  // The console's guard and its pages ask for the roles of one person in one render: read once.
  // Every console page and staff call asks: a statement prepared once per process.
  const rolesRead = requestReads<number, StaffRole[]>('staff_roles');
  const rolesStatement = db
    .select({ role: staffRoles.role })
    .from(staffRoles)
    .where(eq(staffRoles.userId, sql.placeholder('userId')))
    .prepare('staff_roles_of');
  const everyRoleStatement = db
    .select()
    .from(staffRoles)
    .orderBy(asc(staffRoles.grantedAt), asc(staffRoles.userId))
    .prepare('staff_every_role');
  async function rolesOf(userId: number): Promise<StaffRole[]> {
    const roles = await rolesRead.read(userId, async () => {
      const rows = await rolesStatement.execute({ userId });
      return rows.map((r) => r.role as StaffRole).sort(byRank);
    });
    return [...roles];
  }

  return {
    rolesOf,

    /** Gives the user with this phone a role; giving a role they hold changes nothing and writes nothing. */
    async grant(phone: string, role: StaffRole, actor: StaffActor): Promise<{ user_id: number; roles: StaffRole[]; changed: boolean }> {
      const user = await userByPhone(phone);
      const changed = await db.transaction(async (tx) => {
        const before = await tx.select({ role: staffRoles.role }).from(staffRoles).where(eq(staffRoles.userId, user.id));
        const inserted = await tx
          .insert(staffRoles)
          .values({ userId: user.id, role, grantedBy: actor.actorUserId })
          .onConflictDoNothing()
          .returning({ role: staffRoles.role });
        if (inserted.length === 0) return false;
        const held = before.map((r) => r.role);
        await writeAudit(tx, {
          actorUserId: actor.actorUserId,
          action: 'staff.grant',
          entity: 'user',
          entityId: user.id,
          before: { roles: held },
          after: { roles: [...held, role] },
          ip: actor.ip,
        });
        // Open sockets follow the roles at once: they leave the staff rooms of a revoked role.
        await signalUserEvent(tx, { type: 'rooms:changed', userId: user.id });
        return true;
      });
      rolesRead.forget(user.id);
      return { user_id: user.id, roles: await rolesOf(user.id), changed };
    },

    /** Takes a role away; taking a role they do not hold changes nothing and writes nothing. */
    async revoke(phone: string, role: StaffRole, actor: StaffActor): Promise<{ user_id: number; roles: StaffRole[]; changed: boolean }> {
      const user = await userByPhone(phone);
      if (role === 'admin' && actor.actorUserId === user.id) {
        throw new AppError('FORBIDDEN', { message: 'Свою роль администратора снять нельзя: попросите другого администратора' });
      }
      const changed = await db.transaction(async (tx) => {
        const before = await tx.select({ role: staffRoles.role }).from(staffRoles).where(eq(staffRoles.userId, user.id));
        const deleted = await tx
          .delete(staffRoles)
          .where(and(eq(staffRoles.userId, user.id), eq(staffRoles.role, role)))
          .returning({ role: staffRoles.role });
        if (deleted.length === 0) return false;
        const held = before.map((r) => r.role);
        await writeAudit(tx, {
          actorUserId: actor.actorUserId,
          action: 'staff.revoke',
          entity: 'user',
          entityId: user.id,
          before: { roles: held },
          after: { roles: held.filter((r) => r !== role) },
          ip: actor.ip,
        });
        // Open sockets follow the roles at once: they leave the staff rooms of a revoked role.
        await signalUserEvent(tx, { type: 'rooms:changed', userId: user.id });
        return true;
      });
      rolesRead.forget(user.id);
      return { user_id: user.id, roles: await rolesOf(user.id), changed };
    },

    /** Everyone holding a role, by the time of their first role. */
    async list(): Promise<StaffMember[]> {
      const rows = await everyRoleStatement.execute();
      const members = new Map<number, { roles: StaffRole[]; grantedAt: Date }>();
      for (const row of rows) {
        const member = members.get(row.userId) ?? { roles: [], grantedAt: row.grantedAt };
        member.roles.push(row.role as StaffRole);
        members.set(row.userId, member);
      }
      // One read of the people for the whole team (it was one per member).
      const people = await userSummaries(db, [...members.keys()]);
      return [...members].map(([userId, member]) => ({
        user_id: userId,
        phone: people.get(userId)?.phone ?? '',
        name: people.get(userId)?.name ?? null,
        roles: member.roles.sort(byRank),
        granted_at: member.grantedAt.toISOString(),
      }));
    },

    audit: (query: AuditQuery) => readAudit(db, query),
  };
}

export type StaffService = ReturnType<typeof createStaffService>;
