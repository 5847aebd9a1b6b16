import { errors, jwtVerify, SignJWT } from 'jose';
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

/** Short-lived signed access tokens (HS256). Revocation is checked against the session on use. */
export function createAccessTokens(secret: string, clock: Clock, ttlSeconds = ACCESS_TOKEN_TTL) {
  const key = new TextEncoder().encode(secret);
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
        return { ok: true, claims: { userId, sessionId: payload.sid, issuedAt: new Date(payload.iat * 1000) } };
      } catch (error) {
        return { ok: false, reason: error instanceof errors.JWTExpired ? 'expired' : 'invalid' };
      }
    },
  };
}

export type AccessTokens = ReturnType<typeof createAccessTokens>;
