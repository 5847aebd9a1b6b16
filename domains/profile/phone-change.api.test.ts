import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { manualClock } from '../../lib/clock';
import { createTestApp, type TestApp } from '../../tests/helpers/test-app';
import {
  cookieHeader,
  cookiesOf,
  lastCode,
  loginBySms,
  PROFILE_TEST_ENV,
  randomPhone,
  signIn,
  type SignedIn,
  wrongCode,
} from './test-support';

const clock = manualClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(PROFILE_TEST_ENV, undefined, { clock });
});
afterAll(async () => {
  await t.close();
});
beforeEach(() => clock.advance(3601));

/** Steps 1 and 2: the code of the current number gives the 15-minute proof. */
async function proveCurrentNumber(me: SignedIn): Promise<string> {
  const sent = await me.call('GET', '/api/cabinet/profile/send-sms-for-check-number');
  expect(sent.statusCode, sent.body).toBe(200);
  const code = await lastCode(t.app, me.phone);
  const confirmed = await me.call('POST', '/api/cabinet/profile/confirm-sms-for-check-number', { code });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return confirmed.json().data.token as string;
}

describe('phone change', () => {
  it('moves the login to the new number, signs out the other sessions and signs this device in again', async () => {
    const me = await signIn(t.app);
    const otherDevice = await loginBySms(t.app, me.phone, 'second-device-001');

    const sent = await me.call('GET', '/api/cabinet/profile/send-sms-for-check-number');
    expect(sent.json().data).toMatchObject({ phone: me.phone, type: 'SMS', timeout: 300 });
    const token = await proveCurrentNumber(me);
    expect(token.length).toBeGreaterThan(20);

    const next = randomPhone();
    const update = await me.call('POST', '/api/cabinet/profile/phone-update', {
      phone: `+7 (${next.slice(1, 4)}) ${next.slice(4, 7)}-${next.slice(7, 9)}-${next.slice(9)}`,
      token,
    });
    expect(update.statusCode, update.body).toBe(200);
    expect(update.json().data).toMatchObject({ phone: next, type: 'SMS' });

    const code = await lastCode(t.app, next);
    const done = await me.call('POST', '/api/cabinet/profile/phone-confirm', { phone: next, token, code });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data).toMatchObject({ is_new: false, user: { id: me.userId, phone: next } });
    expect(done.json().data.access_token).toBeUndefined();
    const fresh = cookiesOf(done);
    expect(Object.keys(fresh).sort()).toEqual(['mst_at', 'mst_rt']);

    // The old cookies of both devices are refused; the fresh ones work.
    expect((await me.call('GET', '/api/cabinet/v2/profile')).statusCode).toBe(401);
    const second = await t.app.inject({
      method: 'GET',
      url: '/api/cabinet/v2/profile',
      headers: { cookie: cookieHeader(otherDevice.cookies) },
    });
    expect(second.statusCode).toBe(401);
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      headers: { cookie: cookieHeader(otherDevice.cookies), 'client-type': 'WEB_CLIENT' },
      payload: {},
    });
    expect(refresh.statusCode).toBe(401);
    const mine = await t.app.inject({ method: 'GET', url: '/api/cabinet/v2/profile', headers: { cookie: cookieHeader(fresh) } });
    expect(mine.json().data).toMatchObject({ id: me.userId, phone: next });

    // The new number signs in to this account; the old one now makes a new account.
    const byNew = await loginBySms(t.app, next, 'third-device-001');
    expect(byNew.login.json().data).toMatchObject({ is_new: false, user: { id: me.userId } });
    const byOld = await loginBySms(t.app, me.phone, 'fourth-device-01');
    expect(byOld.login.json().data.is_new).toBe(true);
    expect(byOld.login.json().data.user.id).not.toBe(me.userId);

    // The proof is spent.
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/cabinet/profile/phone-update',
      headers: { ...me.headers, cookie: cookieHeader(fresh) },
      payload: { phone: randomPhone(), token },
    });
    expect(again.statusCode).toBe(422);
    expect(again.json().code).toBe('CODE_EXPIRED');
  });

  it('answers wrong codes with the tries left and keeps the number', async () => {
    const me = await signIn(t.app);
    await me.call('GET', '/api/cabinet/profile/send-sms-for-check-number');
    const code = await lastCode(t.app, me.phone);
    const wrong = await me.call('POST', '/api/cabinet/profile/confirm-sms-for-check-number', { code: wrongCode(code) });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toMatchObject({ code: 'INVALID_CODE', fields: { code: 'Неверный код. Осталось попыток: 2' } });
    const right = await me.call('POST', '/api/cabinet/profile/confirm-sms-for-check-number', { code });
    expect(right.statusCode).toBe(200);
    const token = right.json().data.token;

    const next = randomPhone();
    await me.call('POST', '/api/cabinet/profile/phone-update', { phone: next, token });
    const newCode = await lastCode(t.app, next);
    const bad = await me.call('POST', '/api/cabinet/profile/phone-confirm', { phone: next, token, code: wrongCode(newCode) });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().code).toBe('INVALID_CODE');
    // A code of the current number does not confirm the new one.
    const otherNumber = await me.call('POST', '/api/cabinet/profile/phone-confirm', { phone: randomPhone(), token, code: newCode });
    expect(otherNumber.statusCode).toBe(422);
    expect((await t.app.services.users.getById(me.userId))?.phone).toBe(me.phone);
    const good = await me.call('POST', '/api/cabinet/profile/phone-confirm', { phone: next, token, code: newCode });
    expect(good.statusCode).toBe(200);
  });

  it('refuses a number of another account (409) and the current number (422)', async () => {
    const me = await signIn(t.app);
    const other = await signIn(t.app);
    const token = await proveCurrentNumber(me);
    const taken = await me.call('POST', '/api/cabinet/profile/phone-update', { phone: other.phone, token });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('Этот номер уже привязан к другому аккаунту');
    const same = await me.call('POST', '/api/cabinet/profile/phone-update', { phone: me.phone, token });
    expect(same.statusCode).toBe(422);
    expect(same.json().fields.phone).toMatch(/текущий номер/);
  });

  it('refuses the number when another account took it after the code was sent (409)', async () => {
    const me = await signIn(t.app);
    const token = await proveCurrentNumber(me);
    const next = randomPhone();
    await me.call('POST', '/api/cabinet/profile/phone-update', { phone: next, token });
    const code = await lastCode(t.app, next);
    await loginBySms(t.app, next, 'squatter-device1');
    const late = await me.call('POST', '/api/cabinet/profile/phone-confirm', { phone: next, token, code });
    expect(late.statusCode).toBe(409);
    expect((await t.app.services.users.getById(me.userId))?.phone).toBe(me.phone);
  });

  it('lets exactly one of parallel confirmations win', async () => {
    const me = await signIn(t.app);
    const token = await proveCurrentNumber(me);
    const next = randomPhone();
    await me.call('POST', '/api/cabinet/profile/phone-update', { phone: next, token });
    const code = await lastCode(t.app, next);
    const results = await Promise.all(
      Array.from({ length: 4 }, () => me.call('POST', '/api/cabinet/profile/phone-confirm', { phone: next, token, code })),
    );
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    for (const r of results.filter((x) => x.statusCode !== 200)) expect([401, 409, 422]).toContain(r.statusCode);
    expect((await t.app.services.users.getById(me.userId))?.phone).toBe(next);
  });

  it("never accepts another user's proof, an expired proof or a made-up one", async () => {
    const me = await signIn(t.app);
    const stranger = await signIn(t.app);
    const strangersToken = await proveCurrentNumber(stranger);
    const foreign = await me.call('POST', '/api/cabinet/profile/phone-update', { phone: randomPhone(), token: strangersToken });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().fields.token).toMatch(/устарело/);
    const madeUp = await me.call('POST', '/api/cabinet/profile/phone-update', { phone: randomPhone(), token: 'A'.repeat(32) });
    expect(madeUp.statusCode).toBe(422);

    const token = await proveCurrentNumber(me);
    clock.advance(15 * 60 + 1);
    const expired = await me.call('POST', '/api/cabinet/profile/phone-update', { phone: randomPhone(), token });
    expect(expired.statusCode).toBe(422);
    expect(expired.json().code).toBe('CODE_EXPIRED');
  });

  it('refuses malformed input with Russian messages', async () => {
    const me = await signIn(t.app);
    const badCode = await me.call('POST', '/api/cabinet/profile/confirm-sms-for-check-number', { code: '12a4' });
    expect(badCode.statusCode).toBe(422);
    expect(badCode.json().fields.code).toBe('Код — 4 цифры');
    const badPhone = await me.call('POST', '/api/cabinet/profile/phone-update', { phone: '12345', token: 'A'.repeat(32) });
    expect(badPhone.statusCode).toBe(422);
    expect(badPhone.json().fields.phone).toMatch(/номер телефона полностью/);
    const noToken = await me.call('POST', '/api/cabinet/profile/phone-confirm', { phone: randomPhone(), code: '1234' });
    expect(noToken.statusCode).toBe(422);
    expect(noToken.json().fields.token).toBe('Нет подтверждения текущего номера');
  });

  it('sends the current-number code only with Client-Type next to the cookie', async () => {
    const me = await signIn(t.app);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/cabinet/profile/send-sms-for-check-number',
      headers: { cookie: me.headers.cookie! },
    });
    expect(response.statusCode).toBe(403);
  });
});
