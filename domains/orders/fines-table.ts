import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { orders } from './tables';

/**
 * Fines of an order after its rules were broken (a tool returned late, a damage found at the
 * check), charged to the customer's saved card. `key` names what the fine is for within the order
 * (`late:<unit>:<day>`, `damage:<unit>`): one fine per key, so a period of lateness is fined once
 * however many processes assess it. Statuses: proposed (staff set it, awaiting a decision) → due
 * (to charge) → charging (a payment asked) → paid | unpaid (the card declined: the customer pays by
 * link); waived (with a reason) ends a proposed, due or unpaid one.
 */
export const orderFines = pgTable(
  'order_fines',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    uuid: text('uuid').notNull().unique(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id),
    key: text('key').notNull(),
    /** The kind's fine code (the published table's row): late_return_first_day, damage_minor… */
    code: text('code').notNull(),
    title: text('title').notNull(),
    /** Why, as the customer reads it: «Дрель Bosch вернули на 26 часов позже срока». */
    reason: text('reason').notNull(),
    amount: integer('amount').notNull(),
    status: text('status').notNull(),
    /** How many payments were asked for it: fine:<uuid>, then fine:<uuid>:<n> when paid by link. */
    attempts: integer('attempts').notNull().default(0),
    paymentKey: text('payment_key'),
    paymentUuid: text('payment_uuid'),
    /** The staff member who set it; null for fines the rules assess themselves. */
    createdBy: bigint('created_by', { mode: 'number' }),
    decidedBy: bigint('decided_by', { mode: 'number' }),
    decisionReason: text('decision_reason'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('order_fines_order_key_uq').on(t.orderId, t.key),
    index('order_fines_open_idx')
      .on(t.updatedAt)
      .where(sql`${t.status} in ('due', 'charging')`),
    check('order_fines_status_check', sql`${t.status} in ('proposed', 'due', 'charging', 'paid', 'unpaid', 'waived')`),
    check('order_fines_amount_check', sql`${t.amount} > 0`),
  ],
);
