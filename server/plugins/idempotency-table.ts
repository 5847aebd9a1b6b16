import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Idempotency-Key records of calls that create orders, bookings and payments: the same key and
 * body within 24 h return the first answer; another body with the key answers 422.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    /** user:<id>, guest:<phone> or ip:<address> */
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    route: text('route').notNull(),
    requestHash: text('request_hash').notNull(),
    /** pending while the first call runs */
    statusCode: integer('status_code'),
    response: jsonb('response'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.route, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)],
);
