import { randomUUID } from 'node:crypto';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.server';
import type { Tx } from '../../db/tx';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import { moscowDate } from '../../lib/moscow-calendar';
import type { FileStorage } from '../integrations/file-storage';
import type { UsersService } from '../users/service.server';
import type { FieldCipher } from './cipher.server';
import { prepareIdentityImage } from './files.server';
import { sealedFiles } from './sealed-files.server';
import { passportDateProblems } from './passport-rules';
import { DOCUMENT_TYPES, typeOfKind, type DocumentView, type FileKind, type PassportFields, type PassportInput } from './schema';
import { createIdentityStaff } from './staff.server';
import { identityDocuments, identityFiles } from './tables';
import { documentView, fileView, ownFileUrl, type FileRow } from './views';

export interface IdentityDeps {
  db: Db;
  clock: Clock;
  files: FileStorage;
  cipher: FieldCipher;
  users: Pick<UsersService, 'setPassportType'>;
}

/** Written once every stored file is sealed under the current application key (its id inside). */
const SEALED_MARKER = 'identity/sealed-under-key.txt';

const notFound = () => new AppError('NOT_FOUND', { message: 'Файл не найден' });

/**
 * Identity documents: the passport's fields (encrypted at rest), its scans and selfie (private
 * files), the statuses draft → pending → verified | rejected, and the erasure on deactivation.
 */
export function createIdentityService(deps: IdentityDeps) {
  const { db, clock, cipher, users } = deps;
  // Every scan and selfie goes in and out sealed (a key per file wrapped by the application key).
  const files = sealedFiles(deps.files, cipher);

  const liveFiles = (userId: number) => and(eq(identityFiles.userId, userId), isNull(identityFiles.deletedAt));

  async function filesOf(userId: number, kind?: FileKind): Promise<FileRow[]> {
    const where = kind ? and(liveFiles(userId), eq(identityFiles.kind, kind)) : liveFiles(userId);
    return db.select().from(identityFiles).where(where).orderBy(asc(identityFiles.id));
  }

  function fieldsOf(dataEncrypted: string | null): PassportFields | null {
    return dataEncrypted ? cipher.decrypt<PassportFields>(dataEncrypted) : null;
  }

  /** The user's document of this type, made as a draft the first time a scan or the fields arrive; locked for the caller. */
  async function ensureDocument(tx: Tx, userId: number, type: string): Promise<{ id: number; status: string }> {
    await tx.insert(identityDocuments).values({ userId, type, status: 'draft' }).onConflictDoNothing();
    const [row] = await tx
      .select({ id: identityDocuments.id, status: identityDocuments.status })
      .from(identityDocuments)
      .where(and(eq(identityDocuments.userId, userId), eq(identityDocuments.type, type)))
      .for('update');
    return row!;
  }

  async function documents(userId: number): Promise<DocumentView[]> {
    const [rows, all] = await Promise.all([
      db.select().from(identityDocuments).where(eq(identityDocuments.userId, userId)).orderBy(asc(identityDocuments.id)),
      filesOf(userId),
    ]);
    return rows.map((row) =>
      documentView(
        row,
        fieldsOf(row.dataEncrypted),
        all.filter((f) => f.documentId === row.id),
      ),
    );
  }

  // The welcome checklist asks on every view of «Мои подписки».
  const statusOfType = db
    .select({ status: identityDocuments.status })
    .from(identityDocuments)
    .where(and(eq(identityDocuments.userId, sql.placeholder('userId')), eq(identityDocuments.type, sql.placeholder('type'))))
    .prepare('identity_document_status');

  return {
    types: () => DOCUMENT_TYPES,
    documents,

    /** The status of the user's document of this type, or null when they have none (nothing decrypted). */
    async documentStatus(userId: number, type: DocumentView['type']): Promise<DocumentView['status'] | null> {
      const [row] = await statusOfType.execute({ userId, type });
      return (row?.status as DocumentView['status'] | undefined) ?? null;
    },

    async files(userId: number, kind?: FileKind) {
      return (await filesOf(userId, kind)).map((f) => fileView(f, ownFileUrl));
    },

    /** Checks the dates, encrypts the fields and sends the passport to staff: pending, also after a decision. */
    async savePassport(userId: number, input: PassportInput): Promise<DocumentView> {
      const problems = passportDateProblems(input, moscowDate(clock.now()));
      if (Object.keys(problems).length > 0) throw new AppError('VALIDATION_ERROR', { fields: problems });
      const fields: PassportFields = { ...input };
      const now = clock.now();
      await db.transaction(async (tx) => {
        const doc = await ensureDocument(tx, userId, 'passport_rf');
        await tx
          .update(identityDocuments)
          .set({
            dataEncrypted: cipher.encrypt(fields),
            status: 'pending',
            submittedAt: now,
            rejectReason: null,
            reviewedAt: null,
            reviewedBy: null,
            updatedAt: now,
          })
          .where(eq(identityDocuments.id, doc.id));
      });
      await users.setPassportType(userId, 'passport_rf');
      return (await documents(userId)).find((d) => d.type === 'passport_rf')!;
    },

    /**
     * One scan or selfie: checked and re-encoded before anything is stored, then put in the file
     * storage; it replaces the earlier file of its kind. A new scan of a decided document sends it back to pending.
     */
    async upload(userId: number, kind: FileKind, upload: Buffer) {
      const image = await prepareIdentityImage(upload);
      const uuid = randomUUID();
      const key = `identity/${userId}/${uuid}.jpg`;
      await files.put(key, image.bytes);
      const now = clock.now();
      let replaced: string[] = [];
      let row: FileRow;
      try {
        row = await db.transaction(async (tx) => {
          const doc = await ensureDocument(tx, userId, typeOfKind(kind).type);
          const old = await tx
            .update(identityFiles)
            .set({ deletedAt: now })
            .where(and(liveFiles(userId), eq(identityFiles.kind, kind)))
            .returning({ key: identityFiles.storageKey });
          replaced = old.map((o) => o.key);
          const [inserted] = await tx
            .insert(identityFiles)
            .values({ uuid, userId, documentId: doc.id, kind, storageKey: key, mime: image.mime, size: image.bytes.length, createdAt: now })
            .returning();
          if (doc.status === 'verified' || doc.status === 'rejected') {
            await tx
              .update(identityDocuments)
              .set({ status: 'pending', submittedAt: now, rejectReason: null, reviewedAt: null, reviewedBy: null, updatedAt: now })
              .where(eq(identityDocuments.id, doc.id));
          }
          return inserted!;
        });
      } catch (error) {
        await files.delete(key).catch(() => undefined);
        throw error;
      }
      await Promise.all(replaced.map((k) => files.delete(k).catch(() => undefined)));
      return fileView(row, ownFileUrl);
    },

    /** The bytes of the user's own file; another user's file is "not found". */
    async ownFile(userId: number, uuid: string): Promise<{ bytes: Buffer; mime: string }> {
      const [row] = await db
        .select()
        .from(identityFiles)
        .where(and(eq(identityFiles.uuid, uuid), liveFiles(userId)));
      if (!row) throw notFound();
      const bytes = await files.get(row.storageKey);
      if (!bytes) throw notFound();
      return { bytes, mime: row.mime };
    },

    /**
     * On start: seals the files stored plain before sealing and re-seals those whose key is wrapped
     * by an application key no longer first (rotation, decision 0029), one at a time. A marker
     * naming the application key ends the pass, so later starts read nothing; a file that fails is
     * counted, leaves no marker, and is tried again on the next start.
     */
    async sealStoredFiles(): Promise<{ sealed: number; failed: number }> {
      const marker = await deps.files.get(SEALED_MARKER);
      if (marker?.toString('utf8') === cipher.keyId) return { sealed: 0, failed: 0 };
      const rows = await db.select({ key: identityFiles.storageKey }).from(identityFiles).where(isNull(identityFiles.deletedAt));
      let sealed = 0;
      let failed = 0;
      for (const { key } of rows) {
        try {
          if (await files.reseal(key)) sealed += 1;
        } catch {
          failed += 1;
        }
      }
      if (failed === 0) await deps.files.put(SEALED_MARKER, Buffer.from(cipher.keyId, 'utf8'), 'text/plain');
      return { sealed, failed };
    },

    /** Deactivation: the documents with their encrypted fields and every file, rows and bytes, are gone. */
    async eraseForUser(userId: number): Promise<{ documents: number; files: number }> {
      const { docs, keys } = await db.transaction(async (tx) => {
        const gone = await tx.delete(identityFiles).where(eq(identityFiles.userId, userId)).returning({ key: identityFiles.storageKey });
        const deleted = await tx
          .delete(identityDocuments)
          .where(eq(identityDocuments.userId, userId))
          .returning({ id: identityDocuments.id });
        return { docs: deleted.length, keys: gone.map((g) => g.key) };
      });
      await Promise.all(keys.map((k) => files.delete(k)));
      return { documents: docs, files: keys.length };
    },

    /** The console's side (role operator). */
    staff: createIdentityStaff({ db, clock, files, cipher }),
  };
}

export type IdentityService = ReturnType<typeof createIdentityService>;
