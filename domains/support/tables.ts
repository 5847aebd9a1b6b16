import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** One support conversation per user; staff answer it from the console's inbox. */
export const supportConversations = pgTable(
  'support_conversations',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    /** open | closed; a new message from the user opens it again. */
    status: text('status').notNull().default('open'),
    /** The staff member (`users.id`) who follows it, if assigned. */
    assignedTo: bigint('assigned_to', { mode: 'number' }),
    /** The last message any side has read, per side (`support_messages.id`). */
    userReadUpTo: bigint('user_read_up_to', { mode: 'number' }).notNull().default(0),
    staffReadUpTo: bigint('staff_read_up_to', { mode: 'number' }).notNull().default(0),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
    /** When the oldest message staff have not read arrived (the inbox sorts by it). */
    waitingSince: timestamp('waiting_since', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('support_conversations_user_key').on(t.userId),
    index('support_conversations_inbox_idx').on(t.status, t.waitingSince),
  ],
);

/** A message of a conversation: text, a file, or both. `author` is user | staff. */
export const supportMessages = pgTable(
  'support_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    conversationId: bigint('conversation_id', { mode: 'number' }).notNull(),
    author: text('author').notNull(),
    authorUserId: bigint('author_user_id', { mode: 'number' }).notNull(),
    text: text('text').notNull().default(''),
    fileId: bigint('file_id', { mode: 'number' }),
    /** The sender's own id of the message, so a retried send is stored once. */
    clientId: text('client_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('support_messages_conversation_idx').on(t.conversationId, t.id),
    uniqueIndex('support_messages_client_key')
      .on(t.conversationId, t.clientId)
      .where(sql`${t.clientId} is not null`),
  ],
);

/** A file sent in a conversation (images and PDF), kept under DATA_DIR and served only to its conversation. */
export const supportFiles = pgTable(
  'support_files',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    conversationId: bigint('conversation_id', { mode: 'number' }).notNull(),
    uploadedBy: bigint('uploaded_by', { mode: 'number' }).notNull(),
    /** Detected from the bytes: image/jpeg | image/png | image/webp | application/pdf. */
    mime: text('mime').notNull(),
    name: text('name').notNull(),
    size: integer('size').notNull(),
    storageKey: text('storage_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('support_files_conversation_idx').on(t.conversationId)],
);
