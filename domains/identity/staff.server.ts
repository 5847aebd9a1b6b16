import { and, asc, count, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.server';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import { addNotification } from '../notifications/service.server';
import { writeAudit } from '../staff/service.server';
import { userSummaries } from '../users/service.server';
import type { FieldCipher } from './cipher.server';
import type { SealedFiles } from './sealed-files.server';
import type { AdminDocument, AdminDocumentItem, AdminDocumentQuery, DocumentStatus, DocumentTypeId, PassportFields } from './schema';
import { identityDocuments, identityFiles } from './tables';
import { fileView, missingKinds, staffFileUrl, titleOf, type DocumentRow, type FileRow } from './views';

/** Who acts in the console and from where (for the audit log). */
export interface StaffActor {
  userId: number;
  /** Null when the page (not the API) was opened: the load context carries no address. */
  ip: string | null;
}

const documentNotFound = () => new AppError('NOT_FOUND', { message: 'Документ не найден' });
const DOCUMENTS_PAGE = '/cabinet/profile/documents/';

/** The console's side: the queue (pending first, oldest first), the decrypted view, the scans, verify and reject. */
export function createIdentityStaff(deps: { db: Db; clock: Clock; files: Pick<SealedFiles, 'get'>; cipher: FieldCipher }) {
  const { db, clock, files, cipher } = deps;

  async function liveFilesOf(documentIds: number[]): Promise<FileRow[]> {
    if (documentIds.length === 0) return [];
    return db
      .select()
      .from(identityFiles)
      .where(and(inArray(identityFiles.documentId, documentIds), isNull(identityFiles.deletedAt)))
      .orderBy(asc(identityFiles.id));
  }

  async function items(rows: DocumentRow[]): Promise<AdminDocumentItem[]> {
    const [people, scans] = await Promise.all([
      userSummaries(
        db,
        rows.map((r) => r.userId),
      ),
      liveFilesOf(rows.map((r) => r.id)),
    ]);
    return rows.map((row) => ({
      id: row.id,
      user_id: row.userId,
      user_name: people.get(row.userId)?.name ?? null,
      type: row.type as DocumentTypeId,
      title: titleOf(row.type),
      status: row.status as DocumentStatus,
      submitted_at: row.submittedAt?.toISOString() ?? null,
      missing: missingKinds(
        row.type,
        scans.filter((f) => f.documentId === row.id),
      ),
    }));
  }

  /** A decision on a pending document, its audit record and the owner's notification, in one transaction. */
  async function decide(id: number, actor: StaffActor, decision: { status: 'verified' | 'rejected'; reason: string | null }) {
    const now = clock.now();
    return db.transaction(async (tx) => {
      const [doc] = await tx.select().from(identityDocuments).where(eq(identityDocuments.id, id));
      if (!doc) throw documentNotFound();
      if (decision.status === 'verified') {
        const scans = await tx
          .select({ kind: identityFiles.kind })
          .from(identityFiles)
          .where(and(eq(identityFiles.documentId, id), isNull(identityFiles.deletedAt)));
        if (missingKinds(doc.type, scans).length > 0) throw new AppError('DOCUMENT_INCOMPLETE');
      }
      const [changed] = await tx
        .update(identityDocuments)
        .set({ status: decision.status, rejectReason: decision.reason, reviewedAt: now, reviewedBy: actor.userId, updatedAt: now })
        .where(and(eq(identityDocuments.id, id), eq(identityDocuments.status, 'pending')))
        .returning();
      if (!changed) throw new AppError('DOCUMENT_NOT_PENDING');
      await writeAudit(tx, {
        actorUserId: actor.userId,
        action: decision.status === 'verified' ? 'identity.verify' : 'identity.reject',
        entity: 'identity_document',
        entityId: id,
        before: { status: doc.status },
        after: { status: decision.status, reason: decision.reason },
        ip: actor.ip,
      });
      const title = titleOf(doc.type);
      await addNotification(
        tx,
        doc.userId,
        decision.status === 'verified'
          ? {
              title: `${title}: подтверждён`,
              text: 'Мы проверили документ. Ничего больше делать не нужно',
              event: 'identity_verified',
              link: DOCUMENTS_PAGE,
            }
          : {
              title: `${title}: отклонён`,
              text: `Причина: ${decision.reason}. Исправьте данные или загрузите фото заново`,
              event: 'identity_rejected',
              link: DOCUMENTS_PAGE,
            },
        now,
      );
      return { id, status: decision.status };
    });
  }

  return {
    async queue(query: AdminDocumentQuery): Promise<{ items: AdminDocumentItem[]; count: number }> {
      const where = query.status ? eq(identityDocuments.status, query.status) : ne(identityDocuments.status, 'draft');
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(identityDocuments)
          .where(where)
          .orderBy(
            sql`case when ${identityDocuments.status} = 'pending' then 0 else 1 end`,
            sql`${identityDocuments.submittedAt} asc nulls last`,
            asc(identityDocuments.id),
          )
          .limit(query.limit)
          .offset(query.offset),
        db.select({ n: count() }).from(identityDocuments).where(where),
      ]);
      return { items: await items(rows), count: Number(total?.n ?? 0) };
    },

    /** The decrypted document for a staff member; the reading is written to the audit log first. */
    async view(id: number, actor: StaffActor): Promise<AdminDocument> {
      const doc = await db.transaction(async (tx) => {
        const [row] = await tx.select().from(identityDocuments).where(eq(identityDocuments.id, id));
        if (!row) throw documentNotFound();
        await writeAudit(tx, {
          actorUserId: actor.userId,
          action: 'identity.view',
          entity: 'identity_document',
          entityId: id,
          after: { status: row.status },
          ip: actor.ip,
        });
        return row;
      });
      const [[item], scans, people] = await Promise.all([items([doc]), liveFilesOf([id]), userSummaries(db, [doc.userId])]);
      return {
        ...item!,
        user_phone: people.get(doc.userId)?.phone ?? null,
        reject_reason: doc.rejectReason,
        reviewed_at: doc.reviewedAt?.toISOString() ?? null,
        reviewed_by: doc.reviewedBy,
        fields: doc.dataEncrypted ? cipher.decrypt<PassportFields>(doc.dataEncrypted) : null,
        files: scans.map((f) => fileView(f, staffFileUrl)),
      };
    },

    /** A scan or selfie for a staff member, written to the audit log. */
    async file(uuid: string, actor: StaffActor): Promise<{ bytes: Buffer; mime: string }> {
      const [row] = await db
        .select()
        .from(identityFiles)
        .where(and(eq(identityFiles.uuid, uuid), isNull(identityFiles.deletedAt)));
      const bytes = row ? await files.get(row.storageKey) : null;
      if (!row || !bytes) throw new AppError('NOT_FOUND', { message: 'Файл не найден' });
      await writeAudit(db, {
        actorUserId: actor.userId,
        action: 'identity.file_view',
        entity: 'identity_document',
        entityId: row.documentId,
        after: { file: row.uuid, kind: row.kind },
        ip: actor.ip,
      });
      return { bytes, mime: row.mime };
    },

    verify: (id: number, actor: StaffActor) => decide(id, actor, { status: 'verified', reason: null }),
    reject: (id: number, reason: string, actor: StaffActor) => decide(id, actor, { status: 'rejected', reason }),
  };
}

export type IdentityStaff = ReturnType<typeof createIdentityStaff>;
