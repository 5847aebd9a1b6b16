import { inArray, eq } from 'drizzle-orm';
import type { Tx } from '../../../db/tx';
import { AppError } from '../../../lib/errors';
import type { StaffRole } from '../../staff/schema';
import { writeAudit } from '../../staff/service.server';
import { userSummaries } from '../../users/service.server';
import type { CloudsDeps } from '../deps';
import { actorsFor, nextFor, requestStatusTitles, type RequestActor, type RequestStatus, type RequestType } from './request-graph';
import type { MovedRequest } from './request-log.server';
import type { StaffRequestView } from './request-schema';
import { staffRequestViews } from './request-view.server';
import { cloudCrewMembers, cloudRequests } from '../tables';

/** The staff member calling the console: their id, roles (admin passes every check) and address for the audit. */
export interface StaffCaller {
  userId: number;
  roles: readonly StaffRole[];
  ip?: string | null;
}

export type RequestRow = typeof cloudRequests.$inferSelect;

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
export const inStatus = (row: RequestRow) => `Заявка №${row.id} в статусе «${requestStatusTitles[row.status as RequestStatus]}»`;

export const notFound = () => new AppError('NOT_FOUND', { message: 'Заявка не найдена' });

/**
 * What every console call checks and answers: which requests the caller sees (a mover only their
 * crews'), the actor they play for a move, the staff view with the moves they may make, and the
 * audit record of a move.
 */
export function createStaffAccess(deps: Pick<CloudsDeps, 'db' | 'clock'>) {
  const { db, clock } = deps;

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

  return { crewIdsOf, visible, actorFor, someActor, staffViews, staffView, auditMove };
}

export type StaffAccess = ReturnType<typeof createStaffAccess>;
