import { errors, jwtVerify, SignJWT } from 'jose';
import { LRUCache } from 'lru-cache';
import type { Clock } from '../../lib/clock';
import { ACCESS_TOKEN_TTL } from './schema';

export interface AccessClaims {
  userId: number;
  sessionId: string;
  issuedAt: Date;
}

export type AccessCheck = { ok: true; claims: AccessClaims } | { ok: false; reason: 'expired' | 'invalid' };

const ISSUER = 'mestechko';
const AUDIENCE = 'mestechko-api';

/** Verified tokens kept per process: enough for every session active within a token's lifetime on a busy process. */
const VERIFIED_KEPT = 10_000;

/** Short-lived signed access tokens (HS256). Revocation is checked against the session on use. */
export function createAccessTokens(secret: string, clock: Clock, ttlSeconds = ACCESS_TOKEN_TTL) {
  const key = new TextEncoder().encode(secret);
  // A token whose signature and claims passed stays valid until it expires: each is checked once
  // and then only its expiry (the session behind it is still read on every use, sessions.server.ts).
  const verified = new LRUCache<string, { claims: AccessClaims; expiresAt: number }>({ max: VERIFIED_KEPT });
  return {
    ttlSeconds,
    async sign(userId: number, sessionId: string): Promise<string> {
      const now = Math.floor(clock.now().getTime() / 1000);
      return new SignJWT({ sid: sessionId })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(userId))
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt(now)
        .setExpirationTime(now + ttlSeconds)
        .sign(key);
    },
    async verify(token: string): Promise<AccessCheck> {
      const known = verified.get(token);
      if (known) {
        if (Math.floor(clock.now().getTime() / 1000) < known.expiresAt) return { ok: true, claims: { ...known.claims } };
        verified.delete(token);
        return { ok: false, reason: 'expired' };
      }
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          issuer: ISSUER,
          audience: AUDIENCE,
          requiredClaims: ['exp', 'iat', 'sub'],
          currentDate: clock.now(),
        });
        const userId = Number(payload.sub);
        if (!Number.isInteger(userId) || typeof payload.sid !== 'string' || typeof payload.iat !== 'number') {
          return { ok: false, reason: 'invalid' };
        }
        const claims = { userId, sessionId: payload.sid, issuedAt: new Date(payload.iat * 1000) };
        verified.set(token, { claims, expiresAt: payload.exp! });
        return { ok: true, claims: { ...claims } };
      } catch (error) {
        return { ok: false, reason: error instanceof errors.JWTExpired ? 'expired' : 'invalid' };
      }
    },
  };
}

export type AccessTokens = ReturnType<typeof createAccessTokens>;
