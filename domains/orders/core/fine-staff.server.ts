import type { Db } from '../../../db/client.server';
import { formatPhone } from '../../../lib/format/phone';
import type { StaffMember } from '../../staff/schema';
import { userSummaries, type UserSummary } from '../../users/service.server';
import type { FineStaff, StaffFineView } from './fine';
import { fineView, type FineRow } from './fine-views';

/** The staff with their roles: the staff service's one read of the team (`staff.list`). */
export type TeamRead = () => Promise<StaffMember[]>;

/** A fine with its order's kind and owner, as the console's reads select it. */
export interface StaffFineRow {
  fine: FineRow;
  kind: string;
  userId: number | null;
}

const nameOf = (id: number, person: Pick<UserSummary, 'name' | 'phone'> | undefined) =>
  person?.name ?? (person?.phone ? formatPhone(person.phone) : `Сотрудник №${id}`);

/**
 * The console's fines with who set and who decided each, named by one read of the team whatever the
 * page's size; only someone who has left the team since is read by id (with no role).
 */
export function createFineStaffViews(deps: { db: Db; team: TeamRead }) {
  async function people(ids: number[]): Promise<Map<number, FineStaff>> {
    const named = new Map<number, FineStaff>();
    if (ids.length === 0) return named;
    for (const member of await deps.team()) {
      named.set(member.user_id, { user_id: member.user_id, name: nameOf(member.user_id, member), roles: member.roles });
    }
    const left = await userSummaries(
      deps.db,
      ids.filter((id) => !named.has(id)),
    );
    for (const id of ids) if (!named.has(id)) named.set(id, { user_id: id, name: nameOf(id, left.get(id)), roles: [] });
    return named;
  }

  return async function staffViews(rows: StaffFineRow[]): Promise<StaffFineView[]> {
    const ids = [...new Set(rows.flatMap(({ fine }) => [fine.createdBy, fine.decidedBy]).filter((id): id is number => id !== null))];
    const named = await people(ids);
    const who = (id: number | null) => (id === null ? null : (named.get(id) ?? null));
    return rows.map(({ fine, kind, userId }) => ({
      ...fineView(fine),
      kind,
      user_id: userId,
      set_by: who(fine.createdBy),
      decided_by: who(fine.decidedBy),
      decided_at: fine.decidedAt?.toISOString() ?? null,
    }));
  };
}
