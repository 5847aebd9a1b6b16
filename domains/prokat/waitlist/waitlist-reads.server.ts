import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.server';
import type { Tx } from '../../../db/tx';
import { prokatCategories, prokatCells, prokatModels, prokatPostomats, prokatUnits, prokatWaitlist } from '../tables';
import { WAITLIST_STATUS_TITLES, type WaitlistEntry } from './waitlist-schema';

const ahead = sql<number>`(select count(*)::int from prokat_waitlist q where q.model_id = ${prokatWaitlist.modelId}
  and q.postomat_id = ${prokatWaitlist.postomatId} and q.status = 'waiting' and q.id < ${prokatWaitlist.id})`;

/** A person's waits as the cabinet shows them: live ones first, then the last ended ones. */
export async function waitlistEntries(db: Db | Tx, where: { userId: number; ids?: number[] }): Promise<WaitlistEntry[]> {
  const rows = await db
    .select({
      id: prokatWaitlist.id,
      status: prokatWaitlist.status,
      ahead,
      offeredUntil: prokatWaitlist.offeredUntil,
      createdAt: prokatWaitlist.createdAt,
      modelSlug: prokatModels.slug,
      modelName: prokatModels.name,
      categorySlug: prokatCategories.slug,
      postomatId: prokatPostomats.id,
      postomatNumber: prokatPostomats.number,
      postomatAddress: prokatPostomats.address,
    })
    .from(prokatWaitlist)
    .innerJoin(prokatModels, eq(prokatModels.id, prokatWaitlist.modelId))
    .innerJoin(prokatCategories, eq(prokatCategories.id, prokatModels.categoryId))
    .innerJoin(prokatPostomats, eq(prokatPostomats.id, prokatWaitlist.postomatId))
    .where(and(eq(prokatWaitlist.userId, where.userId), where.ids ? inArray(prokatWaitlist.id, where.ids) : undefined))
    .orderBy(sql`${prokatWaitlist.status} in ('waiting', 'offered') desc`, desc(prokatWaitlist.id))
    .limit(30);
  return rows.map((row) => ({
    id: row.id,
    status: row.status,
    status_title: WAITLIST_STATUS_TITLES[row.status],
    position: row.status === 'waiting' ? row.ahead + 1 : null,
    model: { slug: row.modelSlug, name: row.modelName, category_slug: row.categorySlug },
    postomat: { id: row.postomatId, number: row.postomatNumber, address: row.postomatAddress },
    offered_until: row.status === 'offered' ? (row.offeredUntil?.toISOString() ?? null) : null,
    created_at: row.createdAt.toISOString(),
  }));
}

/** The queues with someone waiting: a model at a locker. */
export async function waitingQueues(db: Db) {
  return db
    .selectDistinct({ modelId: prokatWaitlist.modelId, postomatId: prokatWaitlist.postomatId })
    .from(prokatWaitlist)
    .where(eq(prokatWaitlist.status, 'waiting'));
}

/** The model of a unit and the locker it lies in now (none while out or at the workshop). */
export function unitPlace(db: Db | Tx, unitId: number) {
  return db
    .select({ modelId: prokatUnits.modelId, postomatId: prokatCells.postomatId })
    .from(prokatUnits)
    .innerJoin(prokatCells, eq(prokatCells.id, prokatUnits.cellId))
    .where(eq(prokatUnits.id, unitId));
}
