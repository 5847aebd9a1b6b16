import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

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
    /** What happened, e.g. `payment_failed`, `hold_expiring`; picks the delivery category and channels. */
    event: text('event'),
    readAt: timestamp('read_at', { withTimezone: true }),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notifications_user_created_idx').on(t.userId, t.createdAt),
    index('notifications_user_unread_idx')
      .on(t.userId)
      .where(sql`${t.readAt} is null and ${t.hiddenAt} is null`),
    // The delivery job's scan: recent notifications of an event.
    index('notifications_event_created_idx')
      .on(t.createdAt)
      .where(sql`${t.event} is not null`),
  ],
);

/**
 * Channels a user wants beside the site and app for each category of notification
 * (`payments`, `orders`, `support`, `news`). No row: the category's defaults.
 */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    category: text('category').notNull(),
    sms: boolean('sms').notNull(),
    email: boolean('email').notNull(),
    push: boolean('push').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.category] })],
);

/** One send of a notification over one channel (sms | email | push): sent once, retried with backoff. */
export const notificationDeliveries = pgTable(
  'notification_deliveries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    notificationId: bigint('notification_id', { mode: 'number' }).notNull(),
    channel: text('channel').notNull(),
    /** pending | sent | failed | skipped */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('notification_deliveries_key').on(t.notificationId, t.channel),
    // The delivery job's queue: the rows still to send.
    index('notification_deliveries_pending_idx')
      .on(t.id)
      .where(sql`${t.status} = 'pending'`),
  ],
);
