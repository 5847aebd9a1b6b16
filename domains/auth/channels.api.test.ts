import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../lib/clock';
import { createTestApp, type TestApp } from '../../tests/helpers/test-app';
import { cookieHeader, cookiesOf, lastCode, loginBySms, randomPhone } from '../../tests/helpers/auth-session';

const clock = manualClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOGIN_SENDS_PER_IP_HOUR: '1000' }, undefined, { clock });
});
afterAll(async () => {
  await t.close();
});

const WEB = { 'client-type': 'WEB_CLIENT' };
const post = (url: string, payload: object, headers: Record<string, string> = WEB) =>
  t.app.inject({ method: 'POST', url, payload, headers });

describe('USER_CALL', () => {
  it('waits for the call, then hands the code that signs in', async () => {
    const phone = randomPhone();
    const device = { device_id: 'user-call-dev1' };
    const started = (await post('/api/auth/phone/otp', { phone, type: 'USER_CALL', ...device })).json().data;
    expect(started.type).toBe('USER_CALL');
    expect(started.USER_CALL).toMatchObject({
      call_status: 'waiting',
      code: null,
      call_phone: '+78005553599',
      check_timer: 60,
      wait_timer: 30,
    });

    clock.advance(2);
    const waiting = (await post('/api/auth/phone/otp/status', { phone, ...device })).json().data;
    expect(waiting.USER_CALL).toMatchObject({ call_status: 'waiting', code: null, check_timer: 59 });

    // Someone else asking about this number learns nothing and gets no code.
    const stranger = await post('/api/auth/phone/otp/status', { phone, device_id: 'stranger-dev-1' });
    expect(stranger.statusCode).toBe(422);

    const played = await post('/api/dev/outbox/call', { phone });
    expect(played.statusCode).toBe(200);
    const called = (await post('/api/auth/phone/otp/status', { phone, ...device })).json().data;
    expect(called.USER_CALL.call_status).toBe('called');
    expect(called.USER_CALL.code).toMatch(/^\d{4}$/);

    const login = await post('/api/auth/phone/login', { phone, type: 'USER_CALL', code: called.USER_CALL.code, ...device });
    expect(login.statusCode).toBe(200);
  });

  it('expires when nobody calls in time', async () => {
    const phone = randomPhone();
    await post('/api/auth/phone/otp', { phone, type: 'USER_CALL', device_id: 'user-call-dev2' });
    clock.advance(121);
    const late = (await post('/api/auth/phone/otp/status', { phone, device_id: 'user-call-dev2' })).json().data;
    expect(late.USER_CALL).toMatchObject({ call_status: 'expired', check_timer: 0, code: null });
    expect((await post('/api/dev/outbox/call', { phone: '70000000000' })).statusCode).toBe(404);
  });
});

describe('EMAIL', () => {
  it('is offered only with a confirmed e-mail and sends the code there', async () => {
    const phone = randomPhone();
    await loginBySms(t.app, phone, 'email-device-1');
    clock.advance(61);
    const refused = await post('/api/auth/phone/otp', { phone, type: 'EMAIL', device_id: 'email-device-1' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toMatch(/нет подтверждённой почты/);

    const email = `user${phone}@example.ru`;
    await t.db.database.db.execute(sql`update users set email = ${email}, email_confirmed_at = now() where phone = ${phone}`);
    const sent = (await post('/api/auth/phone/otp', { phone, type: 'EMAIL', device_id: 'email-device-1' })).json().data;
    expect(sent).toMatchObject({ type: 'EMAIL', email_exist: true });
    expect(sent.EMAIL).toMatchObject({ enabled: true, address: `u***@example.ru` });
    const code = await lastCode(t.app, email);
    const login = await post('/api/auth/phone/login', { phone, type: 'EMAIL', code, device_id: 'email-device-1' });
    expect(login.statusCode).toBe(200);
    expect(login.json().data.is_new).toBe(false);
  });
});

describe('phone confirmation without login and validation', () => {
  it('otp/check proves the phone and gives a confirmation token, no session', async () => {
    const phone = randomPhone();
    await post('/api/auth/phone/otp', { phone, device_id: 'guest-device-1' });
    const code = await lastCode(t.app, phone);
    const checked = await post('/api/auth/phone/otp/check', { phone, code, device_id: 'guest-device-1' });
    expect(checked.statusCode).toBe(200);
    expect(checked.json().data).toMatchObject({ phone, confirmed: true });
    expect(checked.cookies.filter((c) => c.name.startsWith('mst_'))).toHaveLength(0);
    const ticket = await t.app.services.auth.tickets.consume('phone_confirmation', checked.json().data.confirmation_token);
    expect(ticket?.payload).toEqual({ phone });
  });

  it('phone/validate normalises numbers and explains bad ones', async () => {
    const ok = await post('/api/auth/phone/validate', { phone: '8 (912) 345-67-89' });
    expect(ok.json().data).toEqual({ phone: '79123456789', formatted: '+7 (912) 345-67-89', valid: true });
    const bad = await post('/api/auth/phone/validate', { phone: '+7 912' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().fields.phone).toBe('Введите номер телефона полностью: +7 и 10 цифр');
  });
});

describe('webview and entry tickets', () => {
  it('the app hands its session to a webview, which gets its own cookies', async () => {
    const phone = randomPhone();
    await post('/api/auth/phone/otp', { phone, device_id: 'app-device-55', device_type: 'IOS' });
    const code = await lastCode(t.app, phone);
    const app = (await post('/api/auth/phone/login', { phone, code, device_id: 'app-device-55', device_type: 'IOS' }, {})).json().data;

    const handed = await post('/api/auth/webview/login', { access_token: app.access_token, session_token: app.refresh_token }, {});
    expect(handed.statusCode).toBe(200);
    expect(handed.json().data.user.phone).toBe(phone);
    const cookies = cookiesOf(handed);
    expect(Object.keys(cookies).sort()).toEqual(['mst_at', 'mst_rt']);
    // The app's own tokens keep working.
    expect((await post('/api/auth/refresh', { refresh_token: app.refresh_token }, {})).statusCode).toBe(200);

    const mismatched = await post('/api/auth/webview/login', { access_token: cookies.mst_at!, session_token: 'x'.repeat(43) }, {});
    expect(mismatched.statusCode).toBe(401);
  });

  it('API calls need the session; an expired access cookie says TOKEN_EXPIRED', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/cabinet/v2/profile/companies/list' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().code).toBe('UNAUTHORIZED');
    const { cookies } = await loginBySms(t.app, randomPhone(), 'expiry-device1');
    const fresh = await t.app.inject({
      method: 'GET',
      url: '/api/cabinet/v2/profile/companies/list',
      headers: { cookie: cookieHeader(cookies) },
    });
    expect(fresh.json()).toEqual({ data: { items: [], count: 0 } });
    clock.advance(1741);
    const expired = await t.app.inject({
      method: 'GET',
      url: '/api/cabinet/v2/profile/companies/list',
      headers: { cookie: cookieHeader(cookies) },
    });
    expect(expired.statusCode).toBe(401);
    expect(expired.json().code).toBe('TOKEN_EXPIRED');
    const refreshed = await post('/api/auth/refresh', {}, { ...WEB, cookie: cookieHeader(cookies) });
    expect(refreshed.statusCode).toBe(200);
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/cabinet/v2/profile/companies/list',
      headers: { cookie: cookieHeader({ ...cookies, ...cookiesOf(refreshed) }) },
    });
    expect(again.statusCode).toBe(200);
  });

  it('entry tickets are issued to the app only, for same-site paths, and work once', async () => {
    const phone = randomPhone();
    await post('/api/auth/phone/otp', { phone, device_id: 'ticket-device1', device_type: 'ANDROID' });
    const code = await lastCode(t.app, phone);
    const app = (await post('/api/auth/phone/login', { phone, code, device_id: 'ticket-device1', device_type: 'ANDROID' }, {})).json().data;
    const bearer = { authorization: `Bearer ${app.access_token}` };
    const evil = await post('/api/auth/entry-ticket', { path: '//evil.example/' }, bearer);
    expect(evil.statusCode).toBe(422);
    const issued = await post('/api/auth/entry-ticket', { path: '/cabinet/profile/?tab=2' }, bearer);
    expect(issued.statusCode).toBe(200);
    const { token, url, expires_in } = issued.json().data;
    expect(url).toBe(`/cabinet/profile/?tab=2&token=${token}`);
    expect(expires_in).toBe(120);
    const { cookies } = await loginBySms(t.app, randomPhone(), 'ticket-web-dev');
    const byCookie = await post('/api/auth/entry-ticket', {}, { ...WEB, cookie: cookieHeader(cookies) });
    expect(byCookie.statusCode).toBe(401);
    expect(await t.app.services.auth.tickets.consume('entry_login', token)).toMatchObject({ userId: app.user.id });
    expect(await t.app.services.auth.tickets.consume('entry_login', token)).toBeNull();
  });

  it("the viewer counts the user's unread notifications and knows about companies", async () => {
    const { login, cookies } = await loginBySms(t.app, randomPhone(), 'viewer-device-1');
    const id = login.json().data.user.id as number;
    expect(login.json().data.user).toMatchObject({ unread_notifications_count: 0, has_companies: false });
    const db = t.db.database.db;
    await db.execute(sql`insert into notifications (user_id, title, text) values (${id}, 'a', 'a'), (${id}, 'b', 'b'), (${id}, 'c', 'c')`);
    await db.execute(sql`update notifications set read_at = now() where user_id = ${id} and title = 'c'`);
    await db.execute(sql`insert into companies (uuid, user_id, name) values (${`c-${id}`}, ${id}, 'ООО Ромашка')`);
    expect(await t.app.services.auth.viewerOf(id)).toMatchObject({ unread_notifications_count: 2, has_companies: true });
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/cabinet/v2/profile/companies/list',
      headers: { cookie: cookieHeader(cookies) },
    });
    expect(list.json().data).toMatchObject({ count: 1, items: [{ name: 'ООО Ромашка', personal: false }] });
  });

  it('a forged access token is refused', async () => {
    const forged = await t.app.inject({
      method: 'GET',
      url: '/api/cabinet/v2/profile/companies/list',
      headers: { authorization: 'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIiwic2lkIjoieCJ9.' },
    });
    expect(forged.statusCode).toBe(401);
  });
});
