import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.server';
import type { Tx } from '../../db/tx';
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
export async function readAudit(db: Db, query: AuditQuery): Promise<{ items: AuditRecord[]; count: number }> {
  const filters: SQL[] = [];
  if (query.entity) filters.push(eq(auditLog.entity, query.entity));
  if (query.actor !== undefined) filters.push(eq(auditLog.actorUserId, query.actor));
  const where = filters.length > 0 ? and(...filters) : undefined;
  const [rows, [total]] = await Promise.all([
    db.select().from(auditLog).where(where).orderBy(desc(auditLog.id)).limit(query.limit).offset(query.offset),
    db.select({ n: count() }).from(auditLog).where(where),
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
