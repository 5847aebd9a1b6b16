import { lt } from 'drizzle-orm';
import type { Db } from '../../db/client.server';
import type { Clock } from '../../lib/clock';
import { authTickets, loginFailures, oauthStates, otpAttempts, otpSends, refreshTokens } from './tables';

const DAY = 24 * 3600 * 1000;

/**
 * Deletes login records nothing reads any more: every limit looks at most a day back, tickets and
 * OAuth states are dead after expiry, refresh tokens after theirs. Sessions stay (the account's history).
 */
export function createAuthHousekeeping(db: Db, clock: Clock) {
  return async function purgeExpired(): Promise<Record<string, number>> {
    const now = clock.now().getTime();
    const twoDaysAgo = new Date(now - 2 * DAY);
    const dayAgo = new Date(now - DAY);
    const counts: Record<string, number> = {};
    const count = async (name: string, rows: Promise<unknown[]>) => {
      counts[name] = (await rows).length;
    };
    await count('otp_attempts', db.delete(otpAttempts).where(lt(otpAttempts.createdAt, twoDaysAgo)).returning({ id: otpAttempts.id }));
    await count('otp_sends', db.delete(otpSends).where(lt(otpSends.createdAt, twoDaysAgo)).returning({ id: otpSends.id }));
    await count(
      'login_failures',
      db.delete(loginFailures).where(lt(loginFailures.createdAt, twoDaysAgo)).returning({ id: loginFailures.id }),
    );
    await count('auth_tickets', db.delete(authTickets).where(lt(authTickets.expiresAt, dayAgo)).returning({ id: authTickets.id }));
    await count('oauth_states', db.delete(oauthStates).where(lt(oauthStates.expiresAt, dayAgo)).returning({ state: oauthStates.state }));
    await count('refresh_tokens', db.delete(refreshTokens).where(lt(refreshTokens.expiresAt, dayAgo)).returning({ id: refreshTokens.id }));
    return counts;
  };
}
