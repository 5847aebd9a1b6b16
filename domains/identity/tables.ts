import { bigint, bigserial, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * A user's identity document (the Russian passport first). Its fields are one encrypted JSON
 * (AES-256-GCM with the key from IDENTITY_ENCRYPTION_KEY): the row holds no readable number.
 * draft → pending (submitted) → verified | rejected (staff, with a reason); a change sends it back to pending.
 */
export const identityDocuments = pgTable(
  'identity_documents',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    /** passport_rf | … (the document types of the reference) */
    type: text('type').notNull(),
    /** draft | pending | verified | rejected */
    status: text('status').notNull().default('draft'),
    /** base64 of iv ‖ tag ‖ ciphertext, with the key's id before a colon. */
    dataEncrypted: text('data_encrypted'),
    rejectReason: text('reject_reason'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    /** The staff member's `users.id`. */
    reviewedBy: bigint('reviewed_by', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('identity_documents_user_type_key').on(t.userId, t.type),
    index('identity_documents_status_idx').on(t.status, t.submittedAt),
  ],
);

/** The scans and the selfie of identity documents: private files in the file storage. */
export const identityFiles = pgTable(
  'identity_files',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    uuid: text('uuid').notNull().unique(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    documentId: bigint('document_id', { mode: 'number' }),
    /** passport_main | passport_registration | selfie | other */
    kind: text('kind').notNull(),
    storageKey: text('storage_key').notNull(),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [index('identity_files_user_idx').on(t.userId, t.kind)],
);
