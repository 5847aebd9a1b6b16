import { bigserial, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** What sandbox adapters "sent": read by tests and developers, never used in production. */
export const sandboxOutbox = pgTable(
  'sandbox_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    channel: text('channel').notNull(),
    recipient: text('recipient').notNull(),
    text: text('text').notNull(),
    code: text('code'),
    callPhone: text('call_phone'),
    payload: jsonb('payload').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sandbox_outbox_recipient_idx').on(t.recipient, t.createdAt)],
);

/** Sandbox USER_CALL checks: a developer or a test "makes the call" through POST /api/dev/outbox/call. */
export const sandboxCallChecks = pgTable(
  'sandbox_call_checks',
  {
    checkId: text('check_id').primaryKey(),
    phone: text('phone').notNull(),
    callPhone: text('call_phone').notNull(),
    status: text('status').notNull().default('waiting'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    calledAt: timestamp('called_at', { withTimezone: true }),
  },
  (t) => [index('sandbox_call_checks_phone_idx').on(t.phone, t.createdAt)],
);
