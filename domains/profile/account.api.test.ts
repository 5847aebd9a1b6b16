import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { manualClock } from '../../lib/clock';
import { createTestApp, type TestApp } from '../../tests/helpers/test-app';
import { verifyPassword } from './password.server';
import {
  cookieHeader,
  cookiesOf,
  keyOf,
  lastCode,
  lastLetter,
  loginBySms,
  PROFILE_TEST_ENV,
  randomEmail,
  randomPhone,
  signIn,
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

const refreshWith = (cookies: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/refresh',
    headers: { cookie: cookieHeader(cookies), 'client-type': 'WEB_CLIENT' },
    payload: {},
  });

describe('DELETE /api/cabinet/v2/profile (deactivation)', () => {
  it('signs out everywhere, erases personal data, keeps the row and frees the number', async () => {
    const me = await signIn(t.app);
    const second = await loginBySms(t.app, me.phone, 'deactivate-dev-2');
    await me.call('PUT', '/api/cabinet/v2/profile', { first_name: 'Вера', last_name: 'Иванова', birth_date: '1985-03-03' });
    const email = randomEmail('gone');
    await me.call('POST', '/api/profile/email/update', { email });
    await t.app.inject({
      method: 'POST',
      url: '/api/cabinet/v2/site/email-verify',
      payload: { key: keyOf(await lastLetter(t.app, email)) },
    });

    const response = await me.call('DELETE', '/api/cabinet/v2/profile', { confirm: true, reason: 'Переезжаю в другой город' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual({ ok: true, deactivated_at: clock.now().toISOString() });
    const cleared = response.cookies.filter((c) => c.name.startsWith('mst_'));
    expect(cleared.map((c) => c.name).sort()).toEqual(['mst_at', 'mst_rt']);
    for (const cookie of cleared) expect(cookie.value).toBe('');

    // Old cookies and refresh tokens of every device are refused.
    expect((await me.call('GET', '/api/cabinet/v2/profile')).statusCode).toBe(401);
    expect((await refreshWith(me.cookies)).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/cabinet/v2/profile', headers: { cookie: cookieHeader(second.cookies) } })).statusCode,
    ).toBe(401);
    expect((await refreshWith(second.cookies)).statusCode).toBe(401);

    const row = await t.app.services.users.getById(me.userId);
    expect(row).toMatchObject({
      id: me.userId,
      phone: null,
      deactivatedPhone: me.phone,
      deactivationReason: 'Переезжаю в другой город',
      email: null,
      emailConfirmedAt: null,
      firstName: null,
      lastName: null,
      middleName: null,
      birthDate: null,
      passwordHash: null,
    });
    expect(row?.deactivatedAt).toEqual(clock.now());

    // The number registers again as a new account; the e-mail is free for others.
    const again = await loginBySms(t.app, me.phone, 'deactivate-dev-3');
    expect(again.login.json().data.is_new).toBe(true);
    expect(again.login.json().data.user.id).not.toBe(me.userId);
    expect(again.login.json().data.user).toMatchObject({ phone: me.phone, email: null, first_name: null });
    const other = await signIn(t.app);
    expect((await other.call('POST', '/api/profile/email/update', { email })).statusCode).toBe(200);
  });

  it('needs the explicit confirmation and a reason within 500 characters', async () => {
    const me = await signIn(t.app);
    const cases: [unknown, string, string][] = [
      [{}, 'confirm', 'Подтвердите удаление аккаунта'],
      [{ confirm: false }, 'confirm', 'Подтвердите удаление аккаунта'],
      [{ confirm: 'true' }, 'confirm', 'Подтвердите удаление аккаунта'],
      [{ confirm: true, reason: 'я'.repeat(501) }, 'reason', 'Причина — не длиннее 500 символов'],
    ];
    for (const [payload, field, message] of cases) {
      const response = await me.call('DELETE', '/api/cabinet/v2/profile', payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 40)).toBe(422);
      expect(response.json().fields[field]).toBe(message);
    }
    expect((await me.call('GET', '/api/cabinet/v2/profile')).statusCode).toBe(200);
    expect((await t.app.services.users.getById(me.userId))?.deactivatedAt).toBeNull();
  });

  it('an e-mail link of a deleted account no longer confirms anything', async () => {
    const me = await signIn(t.app);
    const email = randomEmail('after');
    await me.call('POST', '/api/profile/email/update', { email });
    const key = keyOf(await lastLetter(t.app, email));
    await me.call('DELETE', '/api/cabinet/v2/profile', { confirm: true });
    const response = await t.app.inject({ method: 'POST', url: '/api/cabinet/v2/site/email-verify', payload: { key } });
    expect(response.statusCode).toBe(422);
  });
});

describe('password reset', () => {
  const create = (phone: string, device: string) =>
    t.app.inject({ method: 'GET', url: `/api/profile/reset/create?phone=${encodeURIComponent(phone)}`, headers: { 'device-id': device } });
  const confirm = (payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/profile/reset/confirm',
      headers: { 'client-type': 'WEB_CLIENT', ...headers },
      payload: payload as object,
    });

  it('answers the same for a registered and an unknown number', async () => {
    const known = await signIn(t.app);
    const email = randomEmail('known');
    await known.call('POST', '/api/profile/email/update', { email });
    await t.app.inject({
      method: 'POST',
      url: '/api/cabinet/v2/site/email-verify',
      payload: { key: keyOf(await lastLetter(t.app, email)) },
    });
    const unknown = randomPhone();
    const a = await create(known.phone, 'reset-device-0001');
    const b = await create(unknown, 'reset-device-0001');
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(200);
    expect(Object.keys(a.json().data).sort()).toEqual(Object.keys(b.json().data).sort());
    expect({ ...a.json().data, phone: 'x' }).toEqual({ ...b.json().data, phone: 'x' });
    expect(a.json().data).toMatchObject({ phone: known.phone, sent: true, timeout: 300, wait_timer: 60 });
  });

  it('sets a scrypt password with the code and signs every session out', async () => {
    const me = await signIn(t.app);
    await create(me.phone, 'reset-device-0002');
    const code = await lastCode(t.app, me.phone);

    const weak = await confirm({ phone: me.phone, code, password: 'abcdefgh' }, { 'device-id': 'reset-device-0002' });
    expect(weak.statusCode).toBe(422);
    expect(weak.json().fields.password).toBe('В пароле нужны и буквы, и цифры');
    const short = await confirm({ phone: me.phone, code, password: 'abc12' }, { 'device-id': 'reset-device-0002' });
    expect(short.json().fields.password).toBe('Пароль — не короче 8 символов');
    const wrong = await confirm({ phone: me.phone, code: wrongCode(code), password: 'парольчик42' }, { 'device-id': 'reset-device-0002' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().code).toBe('INVALID_CODE');
    const otherDevice = await confirm({ phone: me.phone, code, password: 'парольчик42' }, { 'device-id': 'stranger-device-1' });
    expect(otherDevice.statusCode).toBe(422);

    const ok = await confirm({ phone: me.phone, code, password: 'парольчик42' }, { 'device-id': 'reset-device-0002' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data).toEqual({ ok: true });
    const row = await t.app.services.users.getById(me.userId);
    expect(row?.passwordHash).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(row?.passwordHash).not.toContain('парольчик42');
    expect(await verifyPassword('парольчик42', row?.passwordHash)).toBe(true);
    expect(await verifyPassword('парольчик43', row?.passwordHash)).toBe(false);

    expect((await me.call('GET', '/api/cabinet/v2/profile')).statusCode).toBe(401);
    expect((await refreshWith(me.cookies)).statusCode).toBe(401);
    const reused = await confirm({ phone: me.phone, code, password: 'другой123' }, { 'device-id': 'reset-device-0002' });
    expect(reused.json().code).toBe('CODE_EXPIRED');
  });

  it('keeps the site signed in on the device that reset its own password', async () => {
    const me = await signIn(t.app);
    await create(me.phone, me.device);
    const code = await lastCode(t.app, me.phone);
    const ok = await confirm({ phone: me.phone, code, password: 'secret-2024' }, me.headers);
    expect(ok.statusCode, ok.body).toBe(200);
    const fresh = cookiesOf(ok);
    expect(Object.keys(fresh).sort()).toEqual(['mst_at', 'mst_rt']);
    expect((await me.call('GET', '/api/cabinet/v2/profile')).statusCode).toBe(401);
    const mine = await t.app.inject({ method: 'GET', url: '/api/cabinet/v2/profile', headers: { cookie: cookieHeader(fresh) } });
    expect(mine.json().data.id).toBe(me.userId);
  });

  it('says so when the proven number has no account', async () => {
    const phone = randomPhone();
    await create(phone, 'reset-device-0003');
    const code = await lastCode(t.app, phone);
    const response = await confirm({ phone, code, password: 'secret-2024' }, { 'device-id': 'reset-device-0003' });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toMatch(/Аккаунт с этим номером не найден/);
  });

  it('refuses a malformed number', async () => {
    const response = await create('123', 'reset-device-0004');
    expect(response.statusCode).toBe(422);
    expect(response.json().fields.phone).toMatch(/номер телефона полностью/);
  });
});
