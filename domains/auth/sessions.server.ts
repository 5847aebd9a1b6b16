import { randomUUID } from 'node:crypto';
import { and, eq, isNull, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.server';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import { signalUserEvent } from '../notifications/service.server';
import type { AccessTokens } from './access-token.server';
import { type Hasher, randomToken } from './crypto.server';
import { OTP_RULES } from './rules';
import { REFRESH_TOKEN_TTL, type DeviceType } from './schema';
import { authSessions, refreshTokens } from './tables';

export interface DeviceInfo {
  deviceId?: string;
  deviceType: DeviceType;
  deviceToken?: string;
  userAgent?: string;
  ip?: string;
}

export interface IssuedTokens {
  accessToken: string;
  refreshToken: string;
  sessionId: string;
  userId: number;
  expiresIn: number;
}

export interface ActiveSession {
  userId: number;
  sessionId: string;
}

/**
 * Whether the session is live for the user (the outer query's user id column), as a subquery: a
 * page reads its viewer and checks its session in one statement, and this domain writes the part
 * that reads its table.
 */
export function liveSessionSql(userId: SQL, sessionId: Placeholder): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${authSessions} where ${authSessions.id} = ${sessionId}
    and ${authSessions.userId} = ${userId} and ${authSessions.revokedAt} is null)`;
}

const unauthorized = () => new AppError('UNAUTHORIZED', { message: 'Сессия завершена. Войдите снова' });

/**
 * Sessions are families of refresh tokens. A refresh token is used once; its child is derived
 * from it, so parallel refreshes within the grace period get the same child; a spent token used
 * after the grace period means it leaked, and the whole family is revoked.
 */
export function createSessions(deps: { db: Db; clock: Clock; hasher: Hasher; access: AccessTokens }) {
  const { db, clock, hasher, access } = deps;
  const refreshExpiry = (from: Date) => new Date(from.getTime() + REFRESH_TOKEN_TTL * 1000);
  // Every authenticated request runs this one.
  const liveSession = db
    .select({ revokedAt: authSessions.revokedAt })
    .from(authSessions)
    .where(and(eq(authSessions.id, sql.placeholder('sessionId')), eq(authSessions.userId, sql.placeholder('userId'))))
    .prepare('auth_live_session');

  async function issue(userId: number, sessionId: string, refreshToken: string): Promise<IssuedTokens> {
    return { accessToken: await access.sign(userId, sessionId), refreshToken, sessionId, userId, expiresIn: access.ttlSeconds };
  }

  // An ended session's open sockets are closed in every process (the NOTIFY commits with the revocation).
  async function revokeSession(sessionId: string, reason: string): Promise<void> {
    await db.transaction(async (tx) => {
      const ended = await tx
        .update(authSessions)
        .set({ revokedAt: clock.now(), revokeReason: reason })
        .where(and(eq(authSessions.id, sessionId), isNull(authSessions.revokedAt)))
        .returning({ userId: authSessions.userId });
      for (const { userId } of ended) await signalUserEvent(tx, { type: 'session:ended', userId, sessionId, reason });
    });
  }

  return {
    async start(userId: number, device: DeviceInfo, strategy: 'phone' | 'social' | 'webview' | 'ticket'): Promise<IssuedTokens> {
      const now = clock.now();
      const sessionId = randomUUID();
      const refreshToken = randomToken();
      await db.transaction(async (tx) => {
        await tx.insert(authSessions).values({
          id: sessionId,
          userId,
          deviceId: device.deviceId ?? null,
          deviceType: device.deviceType,
          deviceToken: device.deviceToken ?? null,
          strategy,
          userAgent: device.userAgent?.slice(0, 300) ?? null,
          ip: device.ip ?? null,
          createdAt: now,
          lastSeenAt: now,
        });
        await tx.insert(refreshTokens).values({
          sessionId,
          tokenHash: hasher.hash(refreshToken),
          createdAt: now,
          expiresAt: refreshExpiry(now),
        });
      });
      return issue(userId, sessionId, refreshToken);
    },

    async refresh(refreshToken: string): Promise<IssuedTokens> {
      const now = clock.now();
      const [row] = await db
        .select({ token: refreshTokens, session: authSessions })
        .from(refreshTokens)
        .innerJoin(authSessions, eq(authSessions.id, refreshTokens.sessionId))
        .where(eq(refreshTokens.tokenHash, hasher.hash(refreshToken)));
      if (!row || row.session.revokedAt || row.token.expiresAt <= now) throw unauthorized();
      const { token, session } = row;
      const child = hasher.childToken(refreshToken);

      const rotated = await db.transaction(async (tx) => {
        const claimed = await tx
          .update(refreshTokens)
          .set({ usedAt: now })
          .where(and(eq(refreshTokens.id, token.id), isNull(refreshTokens.usedAt)))
          .returning({ id: refreshTokens.id });
        if (claimed.length === 0) return false;
        await tx.insert(refreshTokens).values({
          sessionId: session.id,
          tokenHash: hasher.hash(child),
          parentId: token.id,
          createdAt: now,
          expiresAt: refreshExpiry(now),
        });
        await tx.update(authSessions).set({ lastSeenAt: now }).where(eq(authSessions.id, session.id));
        return true;
      });
      if (rotated) return issue(session.userId, session.id, child);

      // Spent already: a parallel refresh within the grace period gets the same child.
      const [spent] = await db.select().from(refreshTokens).where(eq(refreshTokens.id, token.id));
      const usedAt = spent?.usedAt ?? now;
      if (now.getTime() - usedAt.getTime() <= OTP_RULES.refreshGraceSeconds * 1000) {
        return issue(session.userId, session.id, child);
      }
      await revokeSession(session.id, 'refresh_token_reuse');
      throw unauthorized();
    },

    /** The session behind a refresh token that is still usable (the webview hand-over). */
    async sessionOfRefreshToken(refreshToken: string): Promise<ActiveSession | null> {
      const now = clock.now();
      const [row] = await db
        .select({ token: refreshTokens, session: authSessions })
        .from(refreshTokens)
        .innerJoin(authSessions, eq(authSessions.id, refreshTokens.sessionId))
        .where(eq(refreshTokens.tokenHash, hasher.hash(refreshToken)));
      if (!row || row.session.revokedAt || row.token.expiresAt <= now) return null;
      if (row.token.usedAt && now.getTime() - row.token.usedAt.getTime() > OTP_RULES.refreshGraceSeconds * 1000) return null;
      return { userId: row.session.userId, sessionId: row.session.id };
    },

    /** An access token that is signed, unexpired and of a live session (logout and deactivation revoke sessions). */
    async verifyAccess(token: string): Promise<{ ok: true; session: ActiveSession } | { ok: false; reason: 'expired' | 'invalid' }> {
      const checked = await access.verify(token);
      if (!checked.ok) return checked;
      const { userId, sessionId } = checked.claims;
      const [row] = await liveSession.execute({ sessionId, userId });
      if (!row || row.revokedAt) return { ok: false, reason: 'invalid' };
      return { ok: true, session: { userId, sessionId } };
    },

    revoke: revokeSession,

    /** Sign out everywhere: every session of the user ends, and every socket of theirs closes. */
    async revokeAllForUser(userId: number, reason: string): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .update(authSessions)
          .set({ revokedAt: clock.now(), revokeReason: reason })
          .where(and(eq(authSessions.userId, userId), isNull(authSessions.revokedAt)));
        await signalUserEvent(tx, { type: 'session:ended', userId, sessionId: null, reason });
      });
    },

    /** Whether this device has signed in to this account before: its limits are its own. */
    async isTrustedDevice(userId: number, deviceId: string | undefined): Promise<boolean> {
      if (!deviceId) return false;
      const rows = await db
        .select({ one: sql`1` })
        .from(authSessions)
        .where(and(eq(authSessions.userId, userId), eq(authSessions.deviceId, deviceId)))
        .limit(1);
      return rows.length > 0;
    },
  };
}

export type Sessions = ReturnType<typeof createSessions>;
