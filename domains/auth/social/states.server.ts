import { timingSafeEqual } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../../db/client.server';
import type { Clock } from '../../../lib/clock';
import type { Hasher } from '../crypto.server';
import { oauthStates } from '../tables';
import { calculatePKCECodeChallenge } from 'openid-client';
import { randomUrlToken } from './provider.server';
import type { SocialProvider } from './schema';

/** The random part of a state (24 bytes, base64url) and the MAC of the browser binding (HMAC-SHA256, base64url). */
const RANDOM_LENGTH = 32;
const MAC_LENGTH = 43;

/** A flow must come back within 10 minutes. */
export const STATE_TTL_SECONDS = 600;

export interface StartedFlow {
  state: string;
  codeChallenge: string;
  nonce: string;
}

export interface ConsumedState {
  provider: SocialProvider;
  codeVerifier: string;
  nonce: string | null;
  redirectBack: string | null;
  deviceId: string | null;
  linkUserId: number | null;
}

/**
 * OAuth flows in progress. The state is random and carries a MAC of the browser that started
 * the flow (a random key in an httpOnly cookie), so a callback opened in another browser
 * (login CSRF: an attacker's code and state planted on a victim) is refused. Each state is
 * consumed once, atomically (update … where used_at is null returning).
 */
export function createOAuthStates(deps: { db: Db; clock: Clock; hasher: Hasher }) {
  const { db, clock, hasher } = deps;
  const macOf = (binding: string, random: string) => hasher.hash(`oauth-state:${binding}:${random}`);

  return {
    newBinding: () => randomUrlToken(24),

    async start(input: {
      provider: SocialProvider;
      binding: string;
      redirectBack: string | null;
      deviceId: string | null;
      linkUserId: number | null;
    }): Promise<StartedFlow> {
      const random = randomUrlToken(24);
      // Only [A-Za-z0-9_-] (VK ID allows no other characters in state): fixed-length parts, no separator.
      const state = `${random}${macOf(input.binding, random)}`;
      const codeVerifier = randomUrlToken(48);
      const nonce = randomUrlToken(24);
      const now = clock.now();
      await db.insert(oauthStates).values({
        state,
        provider: input.provider,
        codeVerifier,
        nonce,
        redirectBack: input.redirectBack,
        deviceId: input.deviceId,
        linkUserId: input.linkUserId,
        createdAt: now,
        expiresAt: new Date(now.getTime() + STATE_TTL_SECONDS * 1000),
      });
      return { state, codeChallenge: await calculatePKCECodeChallenge(codeVerifier), nonce };
    },

    /** Whether this browser (its binding cookie) started the flow of `state`. */
    belongsTo(state: string, binding: string | undefined): boolean {
      if (!binding || state.length !== RANDOM_LENGTH + MAC_LENGTH) return false;
      const random = state.slice(0, RANDOM_LENGTH);
      const mac = state.slice(RANDOM_LENGTH);
      const expected = Buffer.from(macOf(binding, random));
      const given = Buffer.from(mac);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },

    /** Uses the state up (exact match, unexpired, unused); null otherwise, also for a parallel second use. */
    async consume(state: string): Promise<ConsumedState | null> {
      const now = clock.now();
      const [row] = await db
        .update(oauthStates)
        .set({ usedAt: now })
        .where(and(eq(oauthStates.state, state), isNull(oauthStates.usedAt), gt(oauthStates.expiresAt, now)))
        .returning();
      if (!row) return null;
      return {
        provider: row.provider as SocialProvider,
        codeVerifier: row.codeVerifier,
        nonce: row.nonce,
        redirectBack: row.redirectBack,
        deviceId: row.deviceId,
        linkUserId: row.linkUserId,
      };
    },
  };
}

export type OAuthStates = ReturnType<typeof createOAuthStates>;
