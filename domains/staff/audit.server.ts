import { and, count, desc, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.server';
import { preparedPerDatabase, type Tx } from '../../db/tx';
import type { AuditQuery, AuditRecord } from './schema';
import { auditLog } from './tables';

/** One staff action: who did what to which record, with the record before and after. */
export interface AuditEntry {
  /** The staff user; null for the command line. */
  actorUserId: number | null;
  /** A dotted verb: `staff.grant`, `review.approve`, `support.reply`… */
  action: string;
  entity: string;
  entityId?: string | number | null;
  before?: unknown;
  after?: unknown;
  ip?: string | null;
}

/** Writes the record in the caller's transaction, so the action and its audit commit together. */
export async function writeAudit(tx: Tx, entry: AuditEntry): Promise<number> {
  const [row] = await tx
    .insert(auditLog)
    .values({
      actorUserId: entry.actorUserId,
      action: entry.action,
      entity: entry.entity,
      entityId: entry.entityId == null ? null : String(entry.entityId),
      before: entry.before ?? null,
      after: entry.after ?? null,
      ip: entry.ip ?? null,
    })
    .returning({ id: auditLog.id });
  return row!.id;
}

/** The audit log newest first, by entity and actor, one page at a time. */
const auditEntity = sql.placeholder('entity');
const auditActor = sql.placeholder('actor');
const auditWhere = and(
  sql`(${auditEntity}::text is null or ${auditLog.entity} = ${auditEntity})`,
  sql`(${auditActor}::bigint is null or ${auditLog.actorUserId} = ${auditActor})`,
);
/** The console's audit page reads these on every view: prepared once per database, filters as parameters. */
const auditStatements = preparedPerDatabase((db) => ({
  page: db
    .select()
    .from(auditLog)
    .where(auditWhere)
    .orderBy(desc(auditLog.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare('staff_audit_page'),
  count: db.select({ n: count() }).from(auditLog).where(auditWhere).prepare('staff_audit_count'),
}));

export async function readAudit(db: Db, query: AuditQuery): Promise<{ items: AuditRecord[]; count: number }> {
  const filter = { entity: query.entity ?? null, actor: query.actor ?? null };
  const statements = auditStatements(db);
  const [rows, [total]] = await Promise.all([
    statements.page.execute({ ...filter, limit: query.limit, offset: query.offset }),
    statements.count.execute(filter),
  ]);
  return {
    count: Number(total?.n ?? 0),
    items: rows.map((r) => ({
      id: r.id,
      actor_user_id: r.actorUserId,
      action: r.action,
      entity: r.entity,
      entity_id: r.entityId,
      before: r.before,
      after: r.after,
      ip: r.ip,
      created_at: r.createdAt.toISOString(),
    })),
  };
}
