import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../lib/clock';
import { createTestApp, type TestApp } from '../../tests/helpers/test-app';
import { cookieHeader, cookiesOf, lastCode, loginBySms, randomPhone, wrongCode } from '../../tests/helpers/auth-session';

const clock = manualClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, undefined, { clock });
});
afterAll(async () => {
  await t.close();
});

const WEB = { 'client-type': 'WEB_CLIENT' };
const post = (url: string, payload: unknown, headers: Record<string, string> = WEB) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers });

describe('phone login over SMS', () => {
  it('sends a code, signs in, creates the account with consents and UTM, sets httpOnly cookies', async () => {
    const phone = randomPhone();
    const otp = await post('/api/auth/phone/otp', {
      phone: `+7 (${phone.slice(1, 4)}) ${phone.slice(4, 7)}-${phone.slice(7, 9)}-${phone.slice(9)}`,
      device_id: 'device-sms-0001',
      agree_ads: true,
    });
    expect(otp.statusCode).toBe(200);
    const item = otp.json().data;
    expect(item).toMatchObject({ phone, type: 'SMS', timeout: 300, email_exist: false });
    expect(item.SMS).toMatchObject({ wait_timer: 60, enabled: true, address: `+7 (${phone.slice(1, 4)}) ***-**-${phone.slice(9)}` });
    expect(item.EMAIL.enabled).toBe(false);
    expect(item.USER_CALL).toMatchObject({ call_status: 'waiting', code: null });

    const code = await lastCode(t.app, phone);
    const login = await post('/api/auth/phone/login', {
      phone,
      code,
      type: 'SMS',
      device_id: 'device-sms-0001',
      device_type: 'WEB_CLIENT',
      agree_ads: true,
      agree_personal_data: true,
      utm: { utm_source: 'yandex', utm_campaign: 'winter' },
    });
    expect(login.statusCode).toBe(200);
    const body = login.json().data;
    expect(body.is_new).toBe(true);
    expect(body.user).toMatchObject({ phone, short_bonuses: '0', unread_notifications_count: 0, has_companies: false });
    expect(body.access_token).toBeUndefined();
    const cookies = login.cookies.filter((c) => c.name.startsWith('mst_'));
    expect(cookies.map((c) => c.name).sort()).toEqual(['mst_at', 'mst_rt']);
    for (const cookie of cookies) {
      expect(cookie.httpOnly).toBe(true);
      expect(cookie.sameSite).toBe('Lax');
      expect(cookie.maxAge).toBe(31622400);
    }
    const user = await t.app.services.users.findByPhone(phone);
    expect(user).toMatchObject({ agreeAds: true, utm: { utm_source: 'yandex', utm_campaign: 'winter' } });
    expect(user?.agreePersonalDataAt).toBeInstanceOf(Date);
  });

  it('records UTM values the entry page kept in cookies when the body has none', async () => {
    const phone = randomPhone();
    await post('/api/auth/phone/otp', { phone, device_id: 'utm-cookie-dev1' });
    const code = await lastCode(t.app, phone);
    const login = await post(
      '/api/auth/phone/login',
      { phone, code, device_id: 'utm-cookie-dev1' },
      { ...WEB, cookie: 'utm_source=vk; utm_medium=cpc' },
    );
    expect(login.statusCode).toBe(200);
    expect((await t.app.services.users.findByPhone(phone))?.utm).toEqual({ utm_source: 'vk', utm_medium: 'cpc' });
  });

  it('answers the app with tokens in the body and a second login is not new', async () => {
    const phone = randomPhone();
    await loginBySms(t.app, phone);
    await post('/api/auth/phone/otp', { phone, device_id: 'app-device-0001', device_type: 'ANDROID' });
    const code = await lastCode(t.app, phone);
    const login = await post('/api/auth/phone/login', { phone, code, device_id: 'app-device-0001', device_type: 'ANDROID' }, {});
    expect(login.statusCode).toBe(200);
    const body = login.json().data;
    expect(body.is_new).toBe(false);
    expect(body.access_token).toMatch(/^ey/);
    expect(body.refresh_token.length).toBeGreaterThan(20);
    expect(login.cookies.filter((c) => c.name.startsWith('mst_'))).toHaveLength(0);
  });

  it('gives the same answer for known and unknown numbers', async () => {
    const known = randomPhone();
    await loginBySms(t.app, known);
    clock.advance(61);
    const unknown = randomPhone();
    const a = (await post('/api/auth/phone/otp', { phone: known, device_id: 'same-answer-01' })).json().data;
    const b = (await post('/api/auth/phone/otp', { phone: unknown, device_id: 'same-answer-01' })).json().data;
    const shape = (x: Record<string, unknown>) => ({
      ...x,
      phone: undefined,
      SMS: { ...(x.SMS as object), address: undefined },
      CALL: { ...(x.CALL as object), address: undefined },
    });
    expect(shape(a)).toEqual(shape(b));
  });

  it('refuses a malformed phone and body with clear Russian errors', async () => {
    const bad = await post('/api/auth/phone/otp', { phone: '12345' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().fields.phone).toMatch(/номер/i);
    const junk = await t.app.inject({
      method: 'POST',
      url: '/api/auth/phone/otp',
      headers: { ...WEB, 'content-type': 'application/json' },
      payload: '{"phone":',
    });
    expect(junk.statusCode).toBe(400);
    const badCode = await post('/api/auth/phone/login', { phone: randomPhone(), code: '12a4' });
    expect(badCode.statusCode).toBe(422);
    expect(badCode.json().fields.code).toBe('Код — 4 цифры');
  });
});

describe('codes', () => {
  it('are single use', async () => {
    const phone = randomPhone();
    const { login } = await loginBySms(t.app, phone, 'single-use-001');
    expect(login.statusCode).toBe(200);
    const code = await lastCode(t.app, phone);
    const again = await post('/api/auth/phone/login', { phone, code, device_id: 'single-use-001' });
    expect(again.statusCode).toBe(422);
    expect(again.json().code).toBe('CODE_EXPIRED');
  });

  it('are spent after three wrong tries, each answered with the tries left', async () => {
    const phone = randomPhone();
    await post('/api/auth/phone/otp', { phone, device_id: 'three-tries-01' });
    const code = await lastCode(t.app, phone);
    const wrong = wrongCode(code);
    const messages = [];
    for (let i = 0; i < 3; i += 1) {
      const response = await post('/api/auth/phone/login', { phone, code: wrong, device_id: 'three-tries-01' });
      expect(response.statusCode).toBe(422);
      expect(response.json().code).toBe('INVALID_CODE');
      messages.push(response.json().fields.code);
    }
    expect(messages[0]).toBe('Неверный код. Осталось попыток: 2');
    expect(messages[2]).toMatch(/Попытки закончились/);
    const right = await post('/api/auth/phone/login', { phone, code, device_id: 'three-tries-01' });
    expect(right.json().code).toBe('CODE_EXPIRED');
  });

  it('expire after 300 s (120 s for a flash call)', async () => {
    const phone = randomPhone();
    await post('/api/auth/phone/otp', { phone, device_id: 'ttl-device-001' });
    const code = await lastCode(t.app, phone);
    clock.advance(301);
    expect((await post('/api/auth/phone/login', { phone, code, device_id: 'ttl-device-001' })).json().code).toBe('CODE_EXPIRED');

    const callPhone = randomPhone();
    const call = await post('/api/auth/phone/otp', { phone: callPhone, type: 'CALL', device_id: 'ttl-device-002' });
    expect(call.json().data).toMatchObject({ type: 'CALL', timeout: 120 });
    const callCode = await lastCode(t.app, callPhone);
    clock.advance(121);
    expect(
      (await post('/api/auth/phone/login', { phone: callPhone, code: callCode, type: 'CALL', device_id: 'ttl-device-002' })).json().code,
    ).toBe('CODE_EXPIRED');
  });

  it('are bound to the client that asked for them', async () => {
    const phone = randomPhone();
    await post('/api/auth/phone/otp', { phone, device_id: 'owner-device-1' });
    const code = await lastCode(t.app, phone);
    const stranger = await post('/api/auth/phone/login', { phone, code, device_id: 'other-device-1' });
    expect(stranger.statusCode).toBe(422);
    const owner = await post('/api/auth/phone/login', { phone, code, device_id: 'owner-device-1' });
    expect(owner.statusCode).toBe(200);
  });

  it('let exactly one of two parallel logins with the same code through', async () => {
    const phone = randomPhone();
    await post('/api/auth/phone/otp', { phone, device_id: 'parallel-dev-1' });
    const code = await lastCode(t.app, phone);
    const results = await Promise.all([1, 2, 3].map(() => post('/api/auth/phone/login', { phone, code, device_id: 'parallel-dev-1' })));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 422, 422]);
  });
});

describe('sessions', () => {
  it('the access cookie opens the session; logout refuses the old tokens', async () => {
    const phone = randomPhone();
    const { cookies } = await loginBySms(t.app, phone, 'logout-device1');
    const refresh = await post('/api/auth/refresh', {}, { ...WEB, cookie: cookieHeader(cookies) });
    expect(refresh.statusCode).toBe(200);
    const fresh = { ...cookies, ...cookiesOf(refresh) };
    const noHeader = await t.app.inject({ method: 'GET', url: '/api/auth/logout', headers: { cookie: cookieHeader(fresh) } });
    expect(noHeader.statusCode).toBe(403);
    expect(noHeader.json().code).toBe('CLIENT_TYPE_REQUIRED');
    const logout = await t.app.inject({ method: 'GET', url: '/api/auth/logout', headers: { ...WEB, cookie: cookieHeader(fresh) } });
    expect(logout.statusCode).toBe(200);
    const verdict = await t.app.services.auth.sessions.verifyAccess(fresh.mst_at!);
    expect(verdict.ok).toBe(false);
    const reuse = await post('/api/auth/refresh', { refresh_token: fresh.mst_rt });
    expect(reuse.statusCode).toBe(401);
  });

  it('refresh rotates, gives parallel refreshes the same child within 10 s, revokes the family on later reuse', async () => {
    const phone = randomPhone();
    await post('/api/auth/phone/otp', { phone, device_id: 'rotate-device1', device_type: 'IOS' });
    const code = await lastCode(t.app, phone);
    const tokens = (await post('/api/auth/phone/login', { phone, code, device_id: 'rotate-device1', device_type: 'IOS' }, {})).json().data;

    const [a, b] = await Promise.all([
      post('/api/auth/refresh', { refresh_token: tokens.refresh_token }, {}),
      post('/api/auth/refresh', { refresh_token: tokens.refresh_token }, {}),
    ]);
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(200);
    expect(a.json().data.refresh_token).toBe(b.json().data.refresh_token);
    expect(a.json().data.refresh_token).not.toBe(tokens.refresh_token);
    const child = a.json().data.refresh_token;

    clock.advance(11);
    const reuse = await post('/api/auth/refresh', { refresh_token: tokens.refresh_token }, {});
    expect(reuse.statusCode).toBe(401);
    // The leak revoked the whole family: the child no longer works either.
    expect((await post('/api/auth/refresh', { refresh_token: child }, {})).statusCode).toBe(401);
  });

  it('the access token lasts 1740 s; the refresh token 601200 s', async () => {
    const phone = randomPhone();
    await post('/api/auth/phone/otp', { phone, device_id: 'lifetime-dev01', device_type: 'IOS' });
    const code = await lastCode(t.app, phone);
    const tokens = (await post('/api/auth/phone/login', { phone, code, device_id: 'lifetime-dev01', device_type: 'IOS' }, {})).json().data;
    expect(tokens.expires_in).toBe(1740);
    clock.advance(1739);
    expect((await t.app.services.auth.sessions.verifyAccess(tokens.access_token)).ok).toBe(true);
    clock.advance(2);
    expect(await t.app.services.auth.sessions.verifyAccess(tokens.access_token)).toEqual({ ok: false, reason: 'expired' });
    clock.advance(601200 - 1741 + 1);
    expect((await post('/api/auth/refresh', { refresh_token: tokens.refresh_token }, {})).statusCode).toBe(401);
  });
});
