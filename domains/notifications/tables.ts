import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Notifications to a user; the header bell shows the unread count. */
export const notifications = pgTable(
  'notifications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    orderId: integer('order_id'),
    title: text('title').notNull(),
    text: text('text').notNull(),
    /** The site page the notification leads to (a path), if any. */
    link: text('link'),
    showType: text('show_type').notNull().default('ALL'),
    readAt: timestamp('read_at', { withTimezone: true }),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notifications_user_created_idx').on(t.userId, t.createdAt),
    index('notifications_user_unread_idx')
      .on(t.userId)
      .where(sql`${t.readAt} is null and ${t.hiddenAt} is null`),
  ],
);
