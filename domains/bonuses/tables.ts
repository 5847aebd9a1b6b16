import { bigint, bigserial, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { BonusEntryKind } from './ledger-rules';

/**
 * Every movement of bonus points, never updated or deleted (a trigger refuses both). `points` is
 * signed: earn and revert add, spend and expire take away, so a user's entries add up to the balance.
 */
export const bonusLedger = pgTable(
  'bonus_ledger',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    kind: text('kind').$type<BonusEntryKind>().notNull(),
    points: integer('points').notNull(),
    /** The order the points paid for or came from. */
    orderId: bigint('order_id', { mode: 'number' }),
    /** Why: order_payment | renewal | refund | review | registration | promo | expiry | opening_balance | manual */
    reason: text('reason').notNull(),
    /** Who: system, or the staff member (staff:<id>) who made a manual entry. */
    actor: text('actor').notNull().default('system'),
    comment: text('comment'),
    /** When the points of an earn entry expire (the published rule); null for other kinds. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** What an earn was for (review:<id>, referral:<friend id>, …): one entry per source, whatever retries. */
    sourceKey: text('source_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('bonus_ledger_user_idx').on(t.userId, t.createdAt),
    index('bonus_ledger_order_idx').on(t.orderId),
    uniqueIndex('bonus_ledger_source_key')
      .on(t.sourceKey)
      .where(sql`${t.sourceKey} is not null`),
    index('bonus_ledger_expiry_idx')
      .on(t.expiresAt)
      .where(sql`${t.expiresAt} is not null`),
    check('bonus_ledger_kind', sql`${t.kind} in ('earn', 'spend', 'revert', 'expire')`),
    check('bonus_ledger_points_sign', sql`case when ${t.kind} in ('earn', 'revert') then ${t.points} > 0 else ${t.points} < 0 end`),
  ],
);

/**
 * A user's balance: the sum of their ledger entries, changed in the same transaction as each entry.
 * Spends lock the row; the check keeps it from going below zero whatever the code does.
 */
export const bonusAccounts = pgTable(
  'bonus_accounts',
  {
    userId: bigint('user_id', { mode: 'number' }).primaryKey(),
    balance: integer('balance').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('bonus_accounts_balance_not_negative', sql`${t.balance} >= 0`)],
);

/** The week-ahead warnings of expiring points: one per earn entry, so a rerun of the job tells nobody twice. */
export const bonusExpiryNotices = pgTable('bonus_expiry_notices', {
  earnEntryId: bigint('earn_entry_id', { mode: 'number' }).primaryKey(),
  userId: bigint('user_id', { mode: 'number' }).notNull(),
  points: integer('points').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  notifiedAt: timestamp('notified_at', { withTimezone: true }).notNull(),
});

/**
 * A friend who came by a user's personal code: recorded when the friend's order with the code is
 * placed, rewarded (points to the referrer) once, after the friend's first paid order.
 */
export const referrals = pgTable(
  'referrals',
  {
    friendUserId: bigint('friend_user_id', { mode: 'number' }).primaryKey(),
    referrerUserId: bigint('referrer_user_id', { mode: 'number' }).notNull(),
    code: text('code').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    rewardedAt: timestamp('rewarded_at', { withTimezone: true }),
    rewardOrderId: bigint('reward_order_id', { mode: 'number' }),
  },
  (t) => [index('referrals_referrer_idx').on(t.referrerUserId)],
);
