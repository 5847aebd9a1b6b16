import { SignJWT, UnsecuredJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { manualClock } from '../../lib/clock';
import { createAccessTokens } from './access-token.server';

const secret = 'test-secret-0123456789abcdef-0123456789';
const key = new TextEncoder().encode(secret);
const now = new Date('2026-03-01T10:00:00Z');
const nowSeconds = Math.floor(now.getTime() / 1000);

function forged(claims: { iss?: string; aud?: string; iat?: boolean; exp?: boolean; sub?: boolean }) {
  const jwt = new SignJWT({ sid: 'session-1' }).setProtectedHeader({ alg: 'HS256', typ: 'JWT' });
  if (claims.sub !== false) jwt.setSubject('7');
  if (claims.iss !== undefined) jwt.setIssuer(claims.iss);
  if (claims.aud !== undefined) jwt.setAudience(claims.aud);
  if (claims.iat !== false) jwt.setIssuedAt(nowSeconds);
  if (claims.exp !== false) jwt.setExpirationTime(nowSeconds + 600);
  return jwt.sign(key);
}

const valid = { iss: 'mestechko', aud: 'mestechko-api' };

describe('access tokens', () => {
  const tokens = createAccessTokens(secret, manualClock(now));

  it('accepts the tokens it issues', async () => {
    const check = await tokens.verify(await tokens.sign(7, 'session-1'));
    expect(check).toEqual({ ok: true, claims: { userId: 7, sessionId: 'session-1', issuedAt: now } });
  });

  it('refuses a token it accepted before once it expires, and accepts it again while it lasts', async () => {
    const clock = manualClock(now);
    const short = createAccessTokens(secret, clock, 60);
    const token = await short.sign(7, 'session-1');
    expect((await short.verify(token)).ok).toBe(true);
    clock.set(new Date(now.getTime() + 59_000));
    expect(await short.verify(token)).toEqual({ ok: true, claims: { userId: 7, sessionId: 'session-1', issuedAt: now } });
    clock.set(new Date(now.getTime() + 60_000));
    expect(await short.verify(token)).toEqual({ ok: false, reason: 'expired' });
    expect(await short.verify(token)).toEqual({ ok: false, reason: 'expired' });
  });

  it('accepts a correctly forged token with every claim (the baseline of the cases below)', async () => {
    expect((await tokens.verify(await forged(valid))).ok).toBe(true);
  });

  it.each([
    ['without exp', { ...valid, exp: false }],
    ['without iat', { ...valid, iat: false }],
    ['without sub', { ...valid, sub: false }],
    ['without an issuer', { aud: valid.aud }],
    ['without an audience', { iss: valid.iss }],
    ['with another issuer', { ...valid, iss: 'someone-else' }],
    ['with another audience', { ...valid, aud: 'another-api' }],
  ])('refuses a signed token %s', async (_name, claims) => {
    expect(await tokens.verify(await forged(claims))).toEqual({ ok: false, reason: 'invalid' });
  });

  it('refuses an unsigned token (alg: none)', async () => {
    const unsigned = new UnsecuredJWT({ sid: 'session-1' })
      .setSubject('7')
      .setIssuer(valid.iss)
      .setAudience(valid.aud)
      .setIssuedAt(nowSeconds)
      .setExpirationTime(nowSeconds + 600)
      .encode();
    expect(await tokens.verify(unsigned)).toEqual({ ok: false, reason: 'invalid' });
  });
});
