import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../lib/clock';
import { createTestApp, type TestApp } from '../../tests/helpers/test-app';
import { lastCode, loginBySms, randomPhone, wrongCode } from '../../tests/helpers/auth-session';

const clock = manualClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, undefined, { clock });
});
afterAll(async () => {
  await t.close();
});

let ipCounter = 0;
/** A fresh client address per test, so per-IP ceilings only trip where a test wants them to. */
const newIp = () => `10.1.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;

function call(url: string, payload: object, ip: string) {
  return t.app.inject({ method: 'POST', url, payload, remoteAddress: ip, headers: { 'client-type': 'WEB_CLIENT' } });
}

describe('resend', () => {
  it('is refused until wait_timer ends, and the wait doubles', async () => {
    const phone = randomPhone();
    const ip = newIp();
    const first = await call('/api/auth/phone/otp', { phone, device_id: 'resend-dev-01' }, ip);
    expect(first.json().data.SMS.wait_timer).toBe(60);
    const early = await call('/api/auth/phone/otp/notify', { phone, type: 'SMS', device_id: 'resend-dev-01' }, ip);
    expect(early.statusCode).toBe(429);
    expect(early.json()).toMatchObject({ code: 'TOO_MANY_REQUESTS', retry_after: 60 });
    expect(early.headers['retry-after']).toBe('60');
    expect(early.json().message).toMatch(/Код уже отправлен\. Попробуйте через 1 мин/);
    clock.advance(60);
    const second = await call('/api/auth/phone/otp/notify', { phone, type: 'SMS', device_id: 'resend-dev-01' }, ip);
    expect(second.statusCode).toBe(200);
    expect(second.json().data.SMS.wait_timer).toBe(120);
  });

  it('over another channel is allowed at once and replaces the code', async () => {
    const phone = randomPhone();
    const ip = newIp();
    await call('/api/auth/phone/otp', { phone, device_id: 'switch-dev-01' }, ip);
    const smsCode = await lastCode(t.app, phone);
    const call2 = await call('/api/auth/phone/otp/notify', { phone, type: 'CALL', device_id: 'switch-dev-01' }, ip);
    expect(call2.statusCode).toBe(200);
    expect(call2.json().data).toMatchObject({ type: 'CALL', timeout: 120 });
    const items = (await t.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${phone}` })).json().data.items;
    expect(items[0]).toMatchObject({ channel: 'CALL' });
    // The code is the last four digits of the calling number.
    expect(items[0].call_phone.slice(-4)).toBe(items[0].code);
    if (items[0].code !== smsCode) {
      const old = await call('/api/auth/phone/login', { phone, code: smsCode, device_id: 'switch-dev-01' }, ip);
      expect(old.json().code).toBe('INVALID_CODE');
    }
    const login = await call('/api/auth/phone/login', { phone, code: items[0].code, type: 'CALL', device_id: 'switch-dev-01' }, ip);
    expect(login.statusCode).toBe(200);
  });
});

describe('sends per number', () => {
  it('allows 5 per hour and 10 per day, then answers 429 with the wait', async () => {
    const phone = randomPhone();
    const send = (i: number) => call('/api/auth/phone/otp', { phone, device_id: `hour-dev-${i}-xx` }, newIp());
    for (let i = 0; i < 5; i += 1) expect((await send(i)).statusCode).toBe(200);
    const sixth = await send(6);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().message).toMatch(/за час/);
    expect(sixth.json().retry_after).toBeGreaterThan(3500);

    clock.advance(3601);
    for (let i = 0; i < 5; i += 1) expect((await send(10 + i)).statusCode).toBe(200);
    clock.advance(3601);
    const eleventh = await send(20);
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json().message).toMatch(/за сутки/);
    clock.advance(24 * 3600);
    expect((await send(21)).statusCode).toBe(200);
  });

  it("a stranger exhausting the number's sends does not block the owner's own device", async () => {
    const phone = randomPhone();
    await loginBySms(t.app, phone, 'owner-trusted-1');
    clock.advance(3601);
    for (let i = 0; i < 5; i += 1) await call('/api/auth/phone/otp', { phone, device_id: `stranger-${i}-dev` }, newIp());
    const stranger = await call('/api/auth/phone/otp', { phone, device_id: 'stranger-9-dev' }, newIp());
    expect(stranger.statusCode).toBe(429);
    const owner = await call('/api/auth/phone/otp', { phone, device_id: 'owner-trusted-1' }, newIp());
    expect(owner.statusCode).toBe(200);
  });
});

describe('per IP', () => {
  it('limits codes sent from one address', async () => {
    const ip = newIp();
    let last = 0;
    for (let i = 0; i < 31; i += 1) {
      last = (await call('/api/auth/phone/otp', { phone: randomPhone(), device_id: `ip-dev-${i}-xx` }, ip)).statusCode;
      if (i < 30) expect(last).toBe(200);
    }
    expect(last).toBe(429);
  });
});

describe('lockout', () => {
  it('grows with repeated failures of one client and is keyed to it', async () => {
    const phone = randomPhone();
    const ip = newIp();
    const device = 'locker-dev-01';
    const tryWrong = async () => {
      const code = await lastCode(t.app, phone);
      return call('/api/auth/phone/login', { phone, code: wrongCode(code), device_id: device }, ip);
    };
    // Three wrong tries spend a code; two more on the next one make five failures.
    await call('/api/auth/phone/otp', { phone, device_id: device }, ip);
    for (let i = 0; i < 3; i += 1) expect((await tryWrong()).statusCode).toBe(422);
    await call('/api/auth/phone/otp', { phone, device_id: device }, ip);
    expect((await tryWrong()).statusCode).toBe(422);
    expect((await tryWrong()).statusCode).toBe(422);
    // The fifth failure starts a 60 s lock; the sixth doubles it.
    const locked = await tryWrong();
    expect(locked.statusCode).toBe(429);
    expect(locked.json().retry_after).toBe(60);
    clock.advance(61);
    expect((await tryWrong()).statusCode).toBe(422);
    const longer = await call('/api/auth/phone/otp', { phone, device_id: device }, ip);
    expect(longer.statusCode).toBe(429);
    expect(longer.json().retry_after).toBe(120);

    // Another client on the same number is not locked by this one.
    const other = await call('/api/auth/phone/otp', { phone, device_id: 'innocent-dev1' }, newIp());
    expect(other.statusCode).toBe(200);
  });

  it('a stranger can lock the number only briefly, never the trusted device', async () => {
    const phone = randomPhone();
    await loginBySms(t.app, phone, 'owner-device-7');
    clock.advance(24 * 3600);
    for (let i = 0; i < 15; i += 1) {
      const device = `attacker-${i}-dev`;
      const ip = newIp();
      await call('/api/auth/phone/otp', { phone, device_id: device }, ip);
      const code = await lastCode(t.app, phone);
      await call('/api/auth/phone/login', { phone, code: wrongCode(code), device_id: device }, ip);
      if (i % 5 === 4) clock.advance(3601 / 4); // stay under the per-number send limits
    }
    const newcomer = await call('/api/auth/phone/otp', { phone, device_id: 'fresh-device-1' }, newIp());
    expect(newcomer.statusCode).toBe(429);
    expect(newcomer.json().retry_after).toBeLessThanOrEqual(15 * 60);
    const owner = await call('/api/auth/phone/otp', { phone, device_id: 'owner-device-7' }, newIp());
    expect(owner.statusCode).toBe(200);
    clock.advance(15 * 60 + 1);
    expect((await call('/api/auth/phone/otp', { phone, device_id: 'fresh-device-1' }, newIp())).statusCode).toBe(200);
  });
});

describe('housekeeping', () => {
  it('purges records older than every limit window, keeps what limits still read', async () => {
    await t.app.services.auth.purgeExpired(); // what earlier tests left days ago
    const phone = randomPhone();
    const ip = newIp();
    await call('/api/auth/phone/otp', { phone, device_id: 'purge-device-1' }, ip);
    const code = await lastCode(t.app, phone);
    await call('/api/auth/phone/login', { phone, code: wrongCode(code), device_id: 'purge-device-1' }, ip);
    expect(await t.app.services.auth.purgeExpired()).toMatchObject({ otp_attempts: 0, otp_sends: 0, login_failures: 0 });
    clock.advance(3 * 24 * 3600);
    const purged = await t.app.services.auth.purgeExpired();
    expect(purged.otp_attempts).toBeGreaterThan(0);
    expect(purged.otp_sends).toBeGreaterThan(0);
    expect(purged.login_failures).toBeGreaterThan(0);
    expect(await t.app.services.auth.purgeExpired()).toMatchObject({ otp_attempts: 0, otp_sends: 0, login_failures: 0 });
  });
});
