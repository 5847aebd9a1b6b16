import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * One code sent to one phone for one purpose. A new attempt supersedes the previous one;
 * the code is stored as an HMAC, is single use and is spent after three wrong tries.
 */
export const otpAttempts = pgTable(
  'otp_attempts',
  {
    id: uuid('id').primaryKey(),
    phone: text('phone').notNull(),
    purpose: text('purpose').notNull(),
    channel: text('channel').notNull(),
    codeHash: text('code_hash'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    tries: integer('tries').notNull().default(0),
    spentAt: timestamp('spent_at', { withTimezone: true }),
    /** The client that asked: its device id, or its IP without one. Codes work only for that client. */
    clientKey: text('client_key').notNull(),
    ip: text('ip'),
    /** USER_CALL: the provider's check id, the number to call and when the call came. */
    callCheckId: text('call_check_id'),
    callPhone: text('call_phone'),
    calledAt: timestamp('called_at', { withTimezone: true }),
    callExpiresAt: timestamp('call_expires_at', { withTimezone: true }),
    /** Per channel: how many sends this attempt made and when the next one is allowed. */
    channelSends: jsonb('channel_sends').$type<Record<string, { count: number; nextAt: string }>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('otp_attempts_phone_idx').on(t.phone, t.purpose, t.clientKey, t.createdAt)],
);

/** Every code sent, for the per-number and per-IP limits. */
export const otpSends = pgTable(
  'otp_sends',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    phone: text('phone').notNull(),
    channel: text('channel').notNull(),
    /** Whose bucket the send counts against: a trusted device of the account, or everyone else. */
    bucket: text('bucket').notNull(),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('otp_sends_phone_idx').on(t.phone, t.bucket, t.createdAt), index('otp_sends_ip_idx').on(t.ip, t.createdAt)],
);

/** Wrong codes, for the growing lockout; keyed by phone and the client that tried. */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    phone: text('phone').notNull(),
    clientKey: text('client_key').notNull(),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('login_failures_key_idx').on(t.phone, t.clientKey, t.createdAt),
    index('login_failures_phone_idx').on(t.phone, t.createdAt),
  ],
);

/** A signed-in device: the family of its refresh tokens. Revoking it signs that device out. */
export const authSessions = pgTable(
  'auth_sessions',
  {
    id: uuid('id').primaryKey(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    deviceId: text('device_id'),
    deviceType: text('device_type').notNull(),
    deviceToken: text('device_token'),
    strategy: text('strategy').notNull(),
    userAgent: text('user_agent'),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokeReason: text('revoke_reason'),
  },
  (t) => [index('auth_sessions_user_idx').on(t.userId), index('auth_sessions_device_idx').on(t.userId, t.deviceId)],
);

/** Refresh tokens, stored hashed. Each is used once; its child is derived from it. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    sessionId: uuid('session_id').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    parentId: bigint('parent_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('refresh_tokens_session_idx').on(t.sessionId)],
);

/** Short-lived single-use tickets: social logins waiting for a phone, entry-page logins, phone confirmations. */
export const authTickets = pgTable(
  'auth_tickets',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: bigint('user_id', { mode: 'number' }),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    index('auth_tickets_live_idx')
      .on(t.kind, t.expiresAt)
      .where(sql`${t.usedAt} is null`),
    index('auth_tickets_user_idx').on(t.userId, t.kind, t.createdAt),
  ],
);

/** Identities at social providers, keyed by the provider's subject, linked to one account. */
export const socialAccounts = pgTable(
  'social_accounts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    email: text('email'),
    emailVerified: text('email_verified'),
    profile: jsonb('profile').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
  },
  (t) => [index('social_accounts_user_idx').on(t.userId), uniqueIndex('social_accounts_subject_key').on(t.provider, t.subject)],
);

/** OAuth flows in progress: state, PKCE verifier and where to return. Single use. */
export const oauthStates = pgTable('oauth_states', {
  state: text('state').primaryKey(),
  provider: text('provider').notNull(),
  codeVerifier: text('code_verifier').notNull(),
  nonce: text('nonce'),
  redirectBack: text('redirect_back'),
  deviceId: text('device_id'),
  linkUserId: bigint('link_user_id', { mode: 'number' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});
