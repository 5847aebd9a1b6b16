import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../lib/clock';
import { createTestApp, type TestApp } from '../../tests/helpers/test-app';
import { lastCode, loginBySms, randomPhone } from '../../tests/helpers/auth-session';
import { OTP_RULES } from './rules';
import { loginFailures, otpAttempts, refreshTokens } from './tables';

/*
 * Parallel bursts against every login limit and single-use token. PGlite runs one transaction at
 * a time, so a check-then-write race cannot show there: these run on the PostgreSQL leg only.
 */
const clock = manualClock();
let t: TestApp;
beforeAll(async () => {
  // The per-minute route limit would hide the database limits behind an in-memory one.
  t = await createTestApp({ LOGIN_CALLS_PER_IP_MINUTE: '100000', RATE_LIMIT_MAX: '100000' }, undefined, { clock });
});
afterAll(async () => {
  await t?.close();
});

let ipCounter = 0;
const newIp = () => `10.7.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;
const WEB = { 'client-type': 'WEB_CLIENT' };
const N = 100;

function post(url: string, payload: object, ip = newIp(), headers: Record<string, string> = WEB) {
  return t.app.inject({ method: 'POST', url, payload, remoteAddress: ip, headers });
}

async function outboxCount(to: string): Promise<number> {
  const response = await t.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${to}&limit=200` });
  return (response.json().data.items as unknown[]).length;
}

function statuses(responses: { statusCode: number }[]) {
  const by: Record<number, number> = {};
  for (const r of responses) by[r.statusCode] = (by[r.statusCode] ?? 0) + 1;
  return by;
}

const burst = <T>(n: number, run: (i: number) => Promise<T>) => Promise.all(Array.from({ length: n }, (_, i) => run(i)));

/** A live attempt for a client that asked for no code (strangers' attempts, without spending the send limits). */
async function plantAttempt(phone: string, deviceId: string) {
  const now = clock.now();
  await t.db.database.db.insert(otpAttempts).values({
    id: randomUUID(),
    phone,
    purpose: 'login',
    channel: 'SMS',
    codeHash: 'not-a-real-code-hash',
    clientKey: `device:${deviceId}`,
    expiresAt: new Date(now.getTime() + 300_000),
    createdAt: now,
  });
}

async function failuresOf(phone: string) {
  return t.db.database.db.select().from(loginFailures).where(eq(loginFailures.phone, phone));
}

describe.runIf(process.env.TEST_DB === 'postgres')('parallel bursts on PostgreSQL', () => {
  describe('sends', () => {
    it(`${N} parallel sends to one number from fresh devices send exactly 5 an hour and 10 a day`, async () => {
      const phone = randomPhone();
      const send = (i: number) => post('/api/auth/phone/otp', { phone, device_id: `fresh-${randomUUID()}-${i}` });
      const first = await burst(N, send);
      expect(statuses(first)).toEqual({ 200: 5, 429: N - 5 });
      expect(await outboxCount(phone)).toBe(OTP_RULES.sendsPerHour);
      const refused = first.find((r) => r.statusCode === 429)!;
      expect(refused.json().message).toMatch(/^Слишком много кодов на этот номер за час\. Попробуйте через 1 ч$/);
      expect(refused.json().retry_after).toBeGreaterThan(3500);
      expect(refused.headers['retry-after']).toBeDefined();

      clock.advance(3601);
      expect(statuses(await burst(N, send))).toEqual({ 200: 5, 429: N - 5 });
      clock.advance(3601);
      const third = await burst(N, send);
      expect(statuses(third)).toEqual({ 429: N });
      expect(third[0]!.json().message).toMatch(/за сутки/);
      expect(await outboxCount(phone)).toBe(OTP_RULES.sendsPerDay);
    });

    it('a known device has its own 5 an hour; all devices together get at most 20 a day on a number', async () => {
      const phone = randomPhone();
      await loginBySms(t.app, phone, 'known-device-01');
      const userId = (await t.app.services.users.findByPhone(phone))!.id;
      const known = (device: string) => () => post('/api/auth/phone/otp', { phone, device_id: device });
      expect(statuses(await burst(N, known('known-device-01')))).toEqual({ 200: 5, 429: N - 5 });
      expect(await outboxCount(phone)).toBe(1 + 5);

      // More known devices, each with its own count, all bursting across the day.
      for (let d = 2; d <= 6; d += 1) {
        await t.app.services.auth.sessions.start(userId, { deviceId: `known-device-0${d}`, deviceType: 'WEB_CLIENT' }, 'phone');
      }
      for (let hour = 0; hour < 3; hour += 1) {
        clock.advance(3601);
        await Promise.all([2, 3, 4, 5, 6].map((d) => burst(20, known(`known-device-0${d}`))));
      }
      expect(await outboxCount(phone)).toBe(OTP_RULES.phoneSendsPerDay);
      const capped = await post('/api/auth/phone/otp', { phone, device_id: 'known-device-02' });
      expect(capped.statusCode).toBe(429);
      expect(capped.json().message).toMatch(/за сутки/);
    });

    it(`${N} parallel sends from one address to different numbers send exactly the per-IP limit`, async () => {
      const ip = newIp();
      const phones = Array.from({ length: N }, () => randomPhone());
      const results = await burst(N, (i) => post('/api/auth/phone/otp', { phone: phones[i], device_id: `ip-burst-${i}-dev` }, ip));
      const perIp = t.app.services.env.LOGIN_SENDS_PER_IP_HOUR;
      expect(statuses(results)).toEqual({ 200: perIp, 429: N - perIp });
      expect(results.find((r) => r.statusCode === 429)!.json().message).toMatch(/с вашего адреса/);
      const sent = await Promise.all(phones.map(outboxCount));
      expect(sent.reduce((a, b) => a + b, 0)).toBe(perIp);
    });

    it(`${N} parallel resends of one attempt send exactly one code, the rest wait for wait_timer`, async () => {
      const phone = randomPhone();
      const ip = newIp();
      const first = await post('/api/auth/phone/otp', { phone, device_id: 'resend-race-01' }, ip);
      expect(first.json().data.SMS.wait_timer).toBe(60);
      clock.advance(60);
      const results = await burst(N, () => post('/api/auth/phone/otp/notify', { phone, type: 'SMS', device_id: 'resend-race-01' }, ip));
      expect(statuses(results)).toEqual({ 200: 1, 429: N - 1 });
      expect(results.find((r) => r.statusCode === 200)!.json().data.SMS.wait_timer).toBe(120);
      const waiting = results.find((r) => r.statusCode === 429)!.json();
      expect(waiting).toMatchObject({ code: 'TOO_MANY_REQUESTS', retry_after: 120 });
      expect(waiting.message).toBe('Код уже отправлен. Попробуйте через 2 мин');
      expect(await outboxCount(phone)).toBe(2);
    });
  });

  describe('wrong codes', () => {
    it(`${N} parallel wrong codes from strangers count exactly ${OTP_RULES.phoneFailuresPerHour}, then the number is locked`, async () => {
      const phone = randomPhone();
      for (let i = 0; i < N; i += 1) await plantAttempt(phone, `stranger-${i}-dev`);
      const results = await burst(N, (i) => post('/api/auth/phone/login', { phone, code: '0000', device_id: `stranger-${i}-dev` }));
      expect(statuses(results)).toEqual({ 422: OTP_RULES.phoneFailuresPerHour, 429: N - OTP_RULES.phoneFailuresPerHour });
      expect((await failuresOf(phone)).length).toBe(OTP_RULES.phoneFailuresPerHour);
      expect(results.find((r) => r.statusCode === 429)!.json().message).toMatch(
        /^Вход на этот номер временно заблокирован из-за неверных кодов\. Попробуйте через 15 мин$/,
      );
    });

    it(`${N} parallel wrong codes of one client count exactly up to its lockout`, async () => {
      const phone = randomPhone();
      const device = 'one-client-dev1';
      // Four failures already: the fifth starts the lockout.
      const now = clock.now();
      await t.db.database.db.insert(loginFailures).values(
        Array.from({ length: OTP_RULES.clientFreeFailures - 1 }, () => ({
          phone,
          clientKey: `device:${device}`,
          ip: '10.9.9.9',
          createdAt: now,
        })),
      );
      await plantAttempt(phone, device);
      const results = await burst(N, () => post('/api/auth/phone/login', { phone, code: '0000', device_id: device }));
      expect(statuses(results)).toEqual({ 422: 1, 429: N - 1 });
      expect(results.find((r) => r.statusCode === 429)!.json().message).toMatch(/^Слишком много неверных кодов\. Попробуйте через 1 мин$/);
      expect((await failuresOf(phone)).length).toBe(OTP_RULES.clientFreeFailures);
    });

    it(`${N} parallel wrong codes on one attempt spend it after exactly ${OTP_RULES.maxTries} tries`, async () => {
      const phone = randomPhone();
      await plantAttempt(phone, 'tries-dev-0001');
      const results = await burst(N, () => post('/api/auth/phone/login', { phone, code: '0000', device_id: 'tries-dev-0001' }));
      const codes = results.map((r) => r.json().code);
      expect(codes.filter((c) => c === 'INVALID_CODE')).toHaveLength(OTP_RULES.maxTries);
      expect(codes.filter((c) => c === 'CODE_EXPIRED')).toHaveLength(N - OTP_RULES.maxTries);
      expect((await failuresOf(phone)).length).toBe(OTP_RULES.maxTries);
    });

    it(`${N} parallel wrong codes from one address on different numbers count exactly the per-IP limit`, async () => {
      const ip = newIp();
      const phones = Array.from({ length: N }, () => randomPhone());
      for (let i = 0; i < N; i += 1) await plantAttempt(phones[i]!, `ip-fail-${i}-dev`);
      const results = await burst(N, (i) =>
        post('/api/auth/phone/login', { phone: phones[i], code: '0000', device_id: `ip-fail-${i}-dev` }, ip),
      );
      const perIp = t.app.services.env.LOGIN_FAILURES_PER_IP_HOUR;
      expect(statuses(results)).toEqual({ 422: perIp, 429: N - perIp });
      const counted = await t.db.database.db.select().from(loginFailures).where(eq(loginFailures.ip, ip));
      expect(counted).toHaveLength(perIp);
    });
  });

  describe('single use', () => {
    it('one of 20 parallel logins with the same code wins', async () => {
      const phone = randomPhone();
      await post('/api/auth/phone/otp', { phone, device_id: 'single-use-dev1' }, '10.8.0.1');
      const code = await lastCode(t.app, phone);
      const results = await burst(20, () => post('/api/auth/phone/login', { phone, code, device_id: 'single-use-dev1' }));
      expect(statuses(results)).toEqual({ 200: 1, 422: 19 });
    });

    it('20 parallel refreshes of one token get the same single child, and the family stays alive', async () => {
      const phone = randomPhone();
      await post('/api/auth/phone/otp', { phone, device_id: 'refresh-race-01', device_type: 'IOS' }, newIp(), {});
      const code = await lastCode(t.app, phone);
      const login = await post('/api/auth/phone/login', { phone, code, device_id: 'refresh-race-01', device_type: 'IOS' }, newIp(), {});
      const token = login.json().data.refresh_token as string;
      const session = (await t.app.services.auth.sessions.sessionOfRefreshToken(token))!;
      const results = await burst(20, () => post('/api/auth/refresh', { refresh_token: token }, newIp(), {}));
      expect(statuses(results)).toEqual({ 200: 20 });
      const children = new Set(results.map((r) => r.json().data.refresh_token));
      expect(children.size).toBe(1);
      const family = await t.db.database.db.select().from(refreshTokens).where(eq(refreshTokens.sessionId, session.sessionId));
      expect(family).toHaveLength(2);
      const [child] = children;
      expect((await post('/api/auth/refresh', { refresh_token: child }, newIp(), {})).statusCode).toBe(200);
    });

    it('of 20 parallel uses of an entry ticket exactly one gets the account', async () => {
      const { tickets } = t.app.services.auth;
      const token = await tickets.issue('entry_login', 60, { userId: 1 });
      const used = await burst(20, () => tickets.consume('entry_login', token));
      expect(used.filter((u) => u !== null)).toHaveLength(1);
    });

    it('of 20 parallel uses of any ticket kind exactly one succeeds', async () => {
      const { tickets } = t.app.services.auth;
      for (const kind of ['phone_confirmation', 'social_link', 'email_confirmation', 'phone_change'] as const) {
        const token = await tickets.issue(kind, 60, { payload: { kind } });
        const used = await burst(20, () => tickets.consume(kind, token));
        expect(used.filter((u) => u !== null)).toHaveLength(1);
      }
    });
  });
});
