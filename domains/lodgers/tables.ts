import { sql } from 'drizzle-orm';
import { bigint, bigserial, date, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** The people who will stay in a rented apartment with the user (lodgers), kept on the profile. */
export const lodgers = pgTable(
  'lodgers',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    lastName: text('last_name').notNull(),
    firstName: text('first_name').notNull(),
    middleName: text('middle_name'),
    birthDate: date('birth_date', { mode: 'string' }).notNull(),
    /** Digits: 7 and ten, optional. */
    phone: text('phone'),
    /** Who the lodger is to the user: spouse, child, friend, colleague, other. */
    relation: text('relation'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('lodgers_user_idx')
      .on(t.userId)
      .where(sql`${t.deletedAt} is null`),
  ],
);
