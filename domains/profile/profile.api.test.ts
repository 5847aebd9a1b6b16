import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { manualClock } from '../../lib/clock';
import { createTestApp, type TestApp } from '../../tests/helpers/test-app';
import { PROFILE_TEST_ENV, randomPhone, signIn } from './test-support';

const clock = manualClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(PROFILE_TEST_ENV, undefined, { clock });
});
afterAll(async () => {
  await t.close();
});
// Every test signs in afresh; an hour apart, the per-number code limits of one test never reach the next.
beforeEach(() => clock.advance(3601));

describe('GET /api/cabinet/v2/profile', () => {
  it('answers the signed-in user with the account, badges and no caching', async () => {
    const me = await signIn(t.app);
    const response = await me.call('GET', '/api/cabinet/v2/profile');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.json().data).toEqual({
      id: me.userId,
      phone: me.phone,
      email: null,
      email_confirmed: false,
      pending_email: null,
      first_name: null,
      last_name: null,
      middle_name: null,
      birth_date: null,
      passport_type: null,
      lodgers: [],
      agree_ads: false,
      short_bonuses: '0',
      bonus_balance: 0,
      unread_notifications_count: 0,
      has_companies: false,
      onboarding_completed: false,
      created_at: clock.now().toISOString(),
    });
  });

  it('works for the app with a Bearer token', async () => {
    const phone = randomPhone();
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/phone/otp',
      payload: { phone, device_id: 'app-device-profile', device_type: 'ANDROID' },
    });
    const items = (await t.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${phone}` })).json().data.items;
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/phone/login',
      payload: { phone, code: items[0].code, device_id: 'app-device-profile', device_type: 'ANDROID' },
    });
    const token = login.json().data.access_token as string;
    const response = await t.app.inject({ method: 'GET', url: '/api/cabinet/v2/profile', headers: { authorization: `Bearer ${token}` } });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.phone).toBe(phone);
  });

  it('refuses every profile call without a login (401)', async () => {
    const calls: [string, string, unknown?][] = [
      ['GET', '/api/cabinet/v2/profile'],
      ['PUT', '/api/cabinet/v2/profile', { first_name: 'Иван' }],
      ['DELETE', '/api/cabinet/v2/profile', { confirm: true }],
      ['PATCH', '/api/cabinet/v2/profile/agrees', { agree_ads: true }],
      ['GET', '/api/cabinet/on-boarding-complete'],
      ['POST', '/api/profile/email/update', { email: 'a@example.ru' }],
      ['GET', '/api/profile/email/confirmation'],
      ['GET', '/api/cabinet/profile/send-sms-for-check-number'],
      ['POST', '/api/cabinet/profile/confirm-sms-for-check-number', { code: '1234' }],
      ['POST', '/api/cabinet/profile/phone-update', { phone: randomPhone(), token: 'x'.repeat(32) }],
      ['POST', '/api/cabinet/profile/phone-confirm', { phone: randomPhone(), token: 'x'.repeat(32), code: '1234' }],
    ];
    for (const [method, url, payload] of calls) {
      const response = await t.app.inject({
        method: method as 'GET',
        url,
        headers: { 'client-type': 'WEB_CLIENT' },
        ...(payload === undefined ? {} : { payload: payload as object }),
      });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
      expect(response.json().code, `${method} ${url}`).toBe('UNAUTHORIZED');
    }
  });
});

describe('PUT /api/cabinet/v2/profile', () => {
  it('stores trimmed names and the birth date; a missing key keeps, null clears', async () => {
    const me = await signIn(t.app);
    const saved = await me.call('PUT', '/api/cabinet/v2/profile', {
      last_name: '  Петрова-Водкина ',
      first_name: 'Анна   Мария',
      middle_name: 'Сергеевна',
      birth_date: '1990-05-17',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({
      last_name: 'Петрова-Водкина',
      first_name: 'Анна Мария',
      middle_name: 'Сергеевна',
      birth_date: '1990-05-17',
    });
    const partial = await me.call('PUT', '/api/cabinet/v2/profile', { middle_name: null, birth_date: '' });
    expect(partial.json().data).toMatchObject({
      last_name: 'Петрова-Водкина',
      first_name: 'Анна Мария',
      middle_name: null,
      birth_date: null,
    });
    const read = await me.call('GET', '/api/cabinet/v2/profile');
    expect(read.json().data).toMatchObject({ first_name: 'Анна Мария', middle_name: null });
  });

  it('ignores fields that are not editable and never touches another account', async () => {
    const me = await signIn(t.app);
    const other = await signIn(t.app);
    const response = await me.call('PUT', '/api/cabinet/v2/profile', {
      first_name: 'Олег',
      id: other.userId,
      phone: other.phone,
      email: 'stolen@example.ru',
      bonus_balance: 100000,
      deactivated_at: '2020-01-01T00:00:00Z',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ id: me.userId, phone: me.phone, email: null, bonus_balance: 0, first_name: 'Олег' });
    const stored = await t.app.services.users.getById(me.userId);
    expect(stored).toMatchObject({ phone: me.phone, email: null, deactivatedAt: null });
    expect(await t.app.services.bonuses.balance(me.userId)).toBe(0);
    const untouched = await other.call('GET', '/api/cabinet/v2/profile');
    expect(untouched.json().data).toMatchObject({ id: other.userId, first_name: null });
  });

  it('refuses bad names and dates with Russian messages per field (422)', async () => {
    const me = await signIn(t.app);
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ first_name: 'Иван3' }, 'first_name', /^Имя: только буквы, пробелы и дефисы$/],
      [{ last_name: 'Ив@нов' }, 'last_name', /Фамилия: только буквы/],
      [{ middle_name: '-' }, 'middle_name', /Отчество: только буквы/],
      [{ last_name: 'Я'.repeat(61) }, 'last_name', /не длиннее 60 символов/],
      [{ first_name: 42 }, 'first_name', /ожидается строка/],
      [{ birth_date: '17.05.1990' }, 'birth_date', /ГГГГ-ММ-ДД/],
      [{ birth_date: '2001-02-30' }, 'birth_date', /Такой даты нет/],
      [{ birth_date: '2015-01-01' }, 'birth_date', /не меньше 14 лет/],
      [{ birth_date: '1890-01-01' }, 'birth_date', /Проверьте год рождения/],
    ];
    for (const [payload, field, message] of cases) {
      const response = await me.call('PUT', '/api/cabinet/v2/profile', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(422);
      expect(response.json().code).toBe('VALIDATION_ERROR');
      expect(response.json().fields[field], JSON.stringify(payload)).toMatch(message);
    }
    const stored = await t.app.services.users.getById(me.userId);
    expect(stored).toMatchObject({ firstName: null, lastName: null, birthDate: null });
  });

  it('accepts the age bounds exactly: 14 today and 120', async () => {
    const me = await signIn(t.app);
    const today = clock.now().toISOString().slice(0, 10);
    const [y, rest] = [Number(today.slice(0, 4)), today.slice(4)];
    expect((await me.call('PUT', '/api/cabinet/v2/profile', { birth_date: `${y - 14}${rest}` })).statusCode).toBe(200);
    expect((await me.call('PUT', '/api/cabinet/v2/profile', { birth_date: `${y - 120}${rest}` })).statusCode).toBe(200);
    const dayAfter = new Date(clock.now().getTime() + 86400_000).toISOString().slice(4, 10);
    const young = await me.call('PUT', '/api/cabinet/v2/profile', { birth_date: `${y - 14}${dayAfter}` });
    expect(young.statusCode).toBe(422);
  });

  it('needs the Client-Type header when authenticated by cookie', async () => {
    const me = await signIn(t.app);
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/cabinet/v2/profile',
      headers: { cookie: me.headers.cookie! },
      payload: { first_name: 'Иван' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('CLIENT_TYPE_REQUIRED');
  });
});

describe('PATCH /api/cabinet/v2/profile/agrees', () => {
  it('stores the advertising consent and when it changed', async () => {
    const me = await signIn(t.app);
    const on = await me.call('PATCH', '/api/cabinet/v2/profile/agrees', { agree_ads: true });
    expect(on.statusCode).toBe(200);
    expect(on.json().data.agree_ads).toBe(true);
    expect((await t.app.services.users.getById(me.userId))?.agreeAdsAt).toEqual(clock.now());
    clock.advance(10);
    const off = await me.call('PATCH', '/api/cabinet/v2/profile/agrees', { agree_ads: false });
    expect(off.json().data.agree_ads).toBe(false);
    expect((await t.app.services.users.getById(me.userId))?.agreeAdsAt).toEqual(clock.now());
  });

  it('refuses anything but a boolean', async () => {
    const me = await signIn(t.app);
    for (const payload of [{ agree_ads: 'yes' }, {}]) {
      const response = await me.call('PATCH', '/api/cabinet/v2/profile/agrees', payload);
      expect(response.statusCode).toBe(422);
      expect(response.json().fields.agree_ads).toBe('Укажите согласие: true или false');
    }
  });
});

describe('GET /api/cabinet/on-boarding-complete', () => {
  it('marks the onboarding done once', async () => {
    const me = await signIn(t.app);
    const response = await me.call('GET', '/api/cabinet/on-boarding-complete');
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ ok: true });
    const first = (await t.app.services.users.getById(me.userId))?.onboardingCompletedAt;
    expect(first).toEqual(clock.now());
    clock.advance(60);
    await me.call('GET', '/api/cabinet/on-boarding-complete');
    expect((await t.app.services.users.getById(me.userId))?.onboardingCompletedAt).toEqual(first);
    expect((await me.call('GET', '/api/cabinet/v2/profile')).json().data.onboarding_completed).toBe(true);
  });

  it('is refused to a cookie without Client-Type (a cross-site navigation)', async () => {
    const me = await signIn(t.app);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/cabinet/on-boarding-complete',
      headers: { cookie: me.headers.cookie! },
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('API reference', () => {
  it('documents every profile call from its zod schemas', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const paths = response.json().paths as Record<string, Record<string, unknown>>;
    const expected: [string, string][] = [
      ['/api/cabinet/v2/profile', 'get'],
      ['/api/cabinet/v2/profile', 'put'],
      ['/api/cabinet/v2/profile', 'delete'],
      ['/api/cabinet/v2/profile/agrees', 'patch'],
      ['/api/profile/email/update', 'post'],
      ['/api/profile/email/confirmation', 'get'],
      ['/api/cabinet/v2/site/email-verify', 'post'],
      ['/api/cabinet/profile/send-sms-for-check-number', 'get'],
      ['/api/cabinet/profile/confirm-sms-for-check-number', 'post'],
      ['/api/cabinet/profile/phone-update', 'post'],
      ['/api/cabinet/profile/phone-confirm', 'post'],
      ['/api/profile/reset/create', 'get'],
      ['/api/profile/reset/confirm', 'post'],
      ['/api/cabinet/on-boarding-complete', 'get'],
    ];
    for (const [path, method] of expected) expect(paths[path]?.[method], `${method} ${path}`).toBeTruthy();
  });
});
