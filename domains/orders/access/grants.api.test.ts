import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { manualClock } from '../../../lib/clock';
import { cookieHeader, loginBySms, randomPhone } from '../../../tests/helpers/auth-session';
import { createTestApp, type TestApp } from '../../../tests/helpers/test-app';
import { insertOrder, rows, storageFixture } from '../cabinet/cabinet-test-support';
import { moscowDayStart } from '../../../lib/moscow-calendar';
import { markPaid } from '../core/paid.server';

const START = new Date('2026-11-23T09:00:00Z');
const clock = manualClock(START);
let t: TestApp;
let warehouseId: number;

interface User {
  phone: string;
  id: number;
  headers: Record<string, string>;
}

async function signIn(phone = randomPhone()): Promise<User> {
  const { login, cookies } = await loginBySms(t.app, phone);
  return { phone, id: login.json().data.user.id, headers: { cookie: cookieHeader(cookies), 'client-type': 'WEB_CLIENT' } };
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (user: User, method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url, headers: user.headers, ...(payload ? { payload } : {}) });

/** A storage order of the user, paid the way a payment pays it (so it has its gate code). */
async function paidOrder(user: User): Promise<number> {
  const { id } = await insertOrder(t.app, {
    userId: user.id,
    warehouseId,
    status: 'awaiting_payment',
    startsAt: moscowDayStart('2026-11-23'),
    endsAt: moscowDayStart('2026-12-23'),
    holdExpiresAt: new Date(clock.now().getTime() + 20 * 60_000),
  });
  const { db } = t.app.services.database;
  await db.transaction((tx) => markPaid(tx, t.app.services.productKinds, { orderId: id, now: clock.now(), reason: 'payment_succeeded' }));
  return id;
}

const smsTo = (phone: string) =>
  rows<{ text: string }>(t.app, sql`select text from sandbox_outbox where recipient = ${phone} and channel = 'SMS' and code is null`);

async function grant(owner: User, orderId: number, phone: string, extra: object = {}) {
  return call(owner, 'POST', '/api/cabinet/v2/orders/access', { order_id: orderId, phone, ...extra });
}

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_MAX: '100000', LOGIN_CALLS_PER_IP_MINUTE: '100000' }, undefined, { clock });
  ({ warehouseId } = await storageFixture(t.app));
});

beforeEach(() => clock.set(START));

afterAll(async () => {
  await t?.close();
});

describe('phone/validate', () => {
  it('normalises a mobile number and refuses garbage with a Russian field error', async () => {
    const anyone = await signIn();
    const ok = await call(anyone, 'POST', '/api/auth/phone/validate', { phone: '+7 (912) 345-67-89' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toEqual({ phone: '79123456789', formatted: '+7 (912) 345-67-89', valid: true });
    expect((await call(anyone, 'POST', '/api/auth/phone/validate', { phone: '9123456789' })).json().data.phone).toBe('79123456789');
    const cases: [unknown, string][] = [
      ['+7 (812) 123-45-67', 'Нужен номер мобильного телефона: +7 (9XX) XXX-XX-XX'],
      ['+7 912', 'Введите номер телефона полностью: +7 и 10 цифр'],
      ['79123456789012', 'Введите номер телефона полностью: +7 и 10 цифр'],
      ['<script>alert(1)</script>', 'Номер телефона — только цифры, пробелы, скобки, + и -'],
      ['', 'Укажите номер телефона'],
      [79123456789, 'Укажите номер телефона'],
    ];
    for (const [phone, message] of cases) {
      const bad = await call(anyone, 'POST', '/api/auth/phone/validate', { phone });
      expect(bad.statusCode, String(phone)).toBe(422);
      expect(bad.json().fields.phone).toBe(message);
    }
  });

  it('answers the same for a number with an account and one without', async () => {
    const known = await signIn();
    const unknown = randomPhone();
    const a = await call(known, 'POST', '/api/auth/phone/validate', { phone: known.phone });
    const b = await call(known, 'POST', '/api/auth/phone/validate', { phone: unknown });
    expect(Object.keys(a.json().data)).toEqual(Object.keys(b.json().data));
    expect(a.json().data.valid).toBe(true);
    expect(b.json().data.valid).toBe(true);
  });
});

describe('access for other people', () => {
  it('the owner grants, the person signs in and sees only the order’s access; the details list the access user', async () => {
    const owner = await signIn();
    await t.app.services.users.updateProfile(owner.id, { firstName: 'Анна', lastName: 'Секретова' });
    const id = await paidOrder(owner);
    const friendPhone = randomPhone();
    const created = await grant(
      owner,
      id,
      `+7 (${friendPhone.slice(1, 4)}) ${friendPhone.slice(4, 7)}-${friendPhone.slice(7, 9)}-${friendPhone.slice(9)}`,
      {
        name: 'Пётр',
        valid_to: '2026-12-10',
        permissions: ['gate_code'],
      },
    );
    expect(created.statusCode).toBe(200);
    const made = created.json().data;
    expect(made).toMatchObject({ phone: friendPhone, name: 'Пётр', permissions: ['gate_code'], state: 'active', sms_sent: true });
    expect(made.valid_to).toBe(moscowDayStart('2026-12-11').toISOString());

    const [sms] = await smsTo(friendPhone);
    expect(sms?.text).toContain(`/cabinet/subscriptions/storages/${id}/`);
    expect(sms?.text).toContain('Анна');
    expect(sms?.text).not.toContain('Секретова');
    expect(sms?.text).not.toContain(owner.phone.slice(1));

    const details = await call(owner, 'GET', `/api/cabinet/v2/orders/storages?id=${id}`);
    expect(details.json().data.access_users).toEqual([expect.objectContaining({ id: made.id, phone: friendPhone, state: 'active' })]);
    expect(details.json().data.access.code).toMatch(/^\d{6}$/);

    const friend = await signIn(friendPhone);
    const access = await call(friend, 'GET', `/api/cabinet/v2/orders/access?id=${id}`);
    expect(access.statusCode).toBe(200);
    expect(access.json().data.code).toBe(details.json().data.access.code);
    expect(access.json().data.warehouse.address).toBe('Москва, ул. Тестовая, 1');

    const shared = await call(friend, 'GET', '/api/cabinet/v2/orders/access/shared');
    expect(shared.json().data.items).toEqual([
      expect.objectContaining({ order_id: id, owner_first_name: 'Анна', permissions: ['gate_code'], valid_to: made.valid_to }),
    ]);
    expect(JSON.stringify(shared.json())).not.toContain('Секретова');
    expect(JSON.stringify(shared.json())).not.toContain(owner.phone);

    // Everything else of the owner's stays closed to the person.
    for (const url of [
      `/api/cabinet/v2/orders/storages?id=${id}`,
      `/api/cabinet/v2/orders/contract?id=${id}`,
      `/api/cabinet/v2/orders/contract/download?id=${id}`,
      `/api/cabinet/v2/orders/tariffs/prices?id=${id}`,
      `/api/cabinet/v2/orders/files/list?id=${id}`,
      `/api/cabinet/v2/orders/cancel/conditions?id=${id}`,
      `/api/cabinet/v2/orders/cancel/state?id=${id}`,
    ]) {
      const res = await call(friend, 'GET', url);
      expect(res.statusCode, url).toBe(404);
    }
    for (const [method, url, body] of [
      ['PUT', '/api/cabinet/v2/orders/autoRenewal', { id, auto_renewal: false }],
      ['POST', '/api/cabinet/orders/comment/update', { id, comment: 'x' }],
      ['POST', '/api/cabinet/v2/orders/cancel/withdraw', { id }],
      ['POST', '/api/cabinet/v2/orders/access', { order_id: id, phone: randomPhone() }],
      ['PUT', '/api/cabinet/v2/orders/access', { id: made.id, name: 'Вор' }],
      ['DELETE', '/api/cabinet/v2/orders/access', { id: made.id, phone: friendPhone }],
    ] as [Method, string, object][]) {
      const res = await call(friend, method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    const lists = await call(friend, 'GET', '/api/cabinet/v2/orders/list-v2?kind=storage');
    expect(lists.json().data.count).toBe(0);
    const payments = await call(friend, 'GET', '/api/cabinet/v2/payments/history');
    expect(JSON.stringify(payments.json())).not.toContain(`"order_id":${id}`);
    const profile = await call(friend, 'GET', '/api/cabinet/v2/profile');
    expect(JSON.stringify(profile.json())).not.toContain('Анна');
  });

  it('without gate_code the person sees the address but not the code; the owner can give it later', async () => {
    const owner = await signIn();
    const id = await paidOrder(owner);
    const friend = await signIn();
    const made = (await grant(owner, id, friend.phone)).json().data;
    expect(made.permissions).toEqual([]);
    const before = await call(friend, 'GET', `/api/cabinet/v2/orders/access?id=${id}`);
    expect(before.json().data.code).toBeNull();
    // Not through the list of ways in either.
    expect(before.json().data.items).toEqual([expect.objectContaining({ label: 'Код ворот', code: null })]);
    expect(before.json().data.cell.number).toMatch(/^A-/);
    const updated = await call(owner, 'PUT', '/api/cabinet/v2/orders/access', { id: made.id, permissions: ['gate_code'], name: 'Соседка' });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data).toMatchObject({ permissions: ['gate_code'], name: 'Соседка' });
    const after = (await call(friend, 'GET', `/api/cabinet/v2/orders/access?id=${id}`)).json().data;
    expect(after.code).toMatch(/^\d{6}$/);
    expect(after.items).toEqual([expect.objectContaining({ label: 'Код ворот', code: after.code })]);
  });

  it('a person with an account gets an in-app notification with the link', async () => {
    const owner = await signIn();
    const id = await paidOrder(owner);
    const friend = await signIn();
    await grant(owner, id, friend.phone);
    const list = await call(friend, 'POST', '/api/cabinet/v2/orders/notifications/list', {});
    expect(list.json().data.items[0]).toMatchObject({
      title: 'Вам открыли доступ к ячейке',
      link: `/cabinet/subscriptions/storages/${id}/`,
    });
  });

  it('revoking takes effect on the next request, and the owner revokes by id and phone only', async () => {
    const owner = await signIn();
    const id = await paidOrder(owner);
    const friend = await signIn();
    const made = (await grant(owner, id, friend.phone, { permissions: ['gate_code'] })).json().data;
    expect((await call(friend, 'GET', `/api/cabinet/v2/orders/access?id=${id}`)).statusCode).toBe(200);
    const wrongPhone = await call(owner, 'DELETE', '/api/cabinet/v2/orders/access', { id: made.id, phone: randomPhone() });
    expect(wrongPhone.statusCode).toBe(404);
    const revoked = await call(owner, 'DELETE', '/api/cabinet/v2/orders/access', { id: made.id, phone: friend.phone });
    expect(revoked.statusCode).toBe(200);
    expect((await call(friend, 'GET', `/api/cabinet/v2/orders/access?id=${id}`)).statusCode).toBe(404);
    expect((await call(friend, 'GET', '/api/cabinet/v2/orders/access/shared')).json().data.items).toEqual([]);
    expect((await call(owner, 'DELETE', '/api/cabinet/v2/orders/access', { id: made.id, phone: friend.phone })).statusCode).toBe(404);
    expect((await call(owner, 'PUT', '/api/cabinet/v2/orders/access', { id: made.id, name: 'Снова' })).statusCode).toBe(404);
    expect((await call(owner, 'GET', `/api/cabinet/v2/orders/storages?id=${id}`)).json().data.access_users).toEqual([]);
    // The same phone may be invited again.
    expect((await grant(owner, id, friend.phone)).statusCode).toBe(200);
  });

  it('a grant ends with its last day, starts on its first, and ends with the rental', async () => {
    const owner = await signIn();
    const id = await paidOrder(owner);
    const friend = await signIn();
    await grant(owner, id, friend.phone, { valid_from: '2026-11-25', valid_to: '2026-11-26' });
    // The session's token lives 29 minutes: sign in again after each jump of the clock.
    const read = async () => call(await signIn(friend.phone), 'GET', `/api/cabinet/v2/orders/access?id=${id}`);
    expect((await read()).statusCode).toBe(404);
    clock.set(moscowDayStart('2026-11-25'));
    expect((await read()).statusCode).toBe(200);
    clock.set(new Date(moscowDayStart('2026-11-27').getTime() - 1000));
    expect((await read()).statusCode).toBe(200);
    clock.set(moscowDayStart('2026-11-27'));
    expect((await read()).statusCode).toBe(404);
    const ownerNow = await signIn(owner.phone);
    const details = await call(ownerNow, 'GET', `/api/cabinet/v2/orders/storages?id=${id}`);
    expect(details.json().data.access_users[0].state).toBe('expired');

    const other = await signIn();
    await grant(ownerNow, id, other.phone);
    expect((await call(other, 'GET', `/api/cabinet/v2/orders/access?id=${id}`)).statusCode).toBe(200);
    await rows(t.app, sql`update orders set status = 'finished' where id = ${id}`);
    expect((await call(other, 'GET', `/api/cabinet/v2/orders/access?id=${id}`)).statusCode).toBe(404);
  });

  it('refuses the owner’s own phone, a period past the rental, an unpaid order and a second grant to one phone', async () => {
    const owner = await signIn();
    const id = await paidOrder(owner);
    const own = await grant(owner, id, owner.phone);
    expect(own.statusCode).toBe(422);
    expect(own.json().fields.phone).toBe('Это ваш номер: к своему заказу у вас уже есть доступ');
    const late = await grant(owner, id, randomPhone(), { valid_to: '2026-12-23' });
    expect(late.statusCode).toBe(422);
    expect(late.json().fields.valid_to).toBe('Доступ — не дольше аренды: она оплачена по 22.12.2026');
    const backwards = await grant(owner, id, randomPhone(), { valid_from: '2026-12-05', valid_to: '2026-12-01' });
    expect(backwards.json().fields.valid_to).toBe('Последний день доступа — не раньше первого');
    const past = await grant(owner, id, randomPhone(), { valid_from: '2026-11-01' });
    expect(past.json().fields.valid_from).toBe('Начало доступа — не раньше сегодняшнего дня');
    const phone = randomPhone();
    expect((await grant(owner, id, phone)).statusCode).toBe(200);
    const twice = await grant(owner, id, phone);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('ACCESS_ALREADY_GRANTED');

    const { id: unpaid } = await insertOrder(t.app, {
      userId: owner.id,
      warehouseId,
      status: 'awaiting_payment',
      startsAt: moscowDayStart('2026-11-23'),
      endsAt: moscowDayStart('2026-12-23'),
      holdExpiresAt: new Date(clock.now().getTime() + 20 * 60_000),
    });
    const hold = await grant(owner, unpaid, randomPhone());
    expect(hold.statusCode).toBe(409);
    expect(hold.json().code).toBe('ACCESS_ORDER_NOT_LIVE');
  });

  it('garbage bodies answer clear 422s, never 500', async () => {
    const owner = await signIn();
    const id = await paidOrder(owner);
    const bodies: object[] = [
      { order_id: id, phone: 'call me' },
      { order_id: 'x', phone: randomPhone() },
      { order_id: id, phone: randomPhone(), permissions: ['open_everything'] },
      { order_id: id, phone: randomPhone(), valid_to: '2026-02-30' },
      { order_id: id, phone: randomPhone(), name: '<b>x</b>' },
      { order_id: id, phone: randomPhone(), name: 'я'.repeat(61) },
    ];
    for (const body of bodies) {
      const res = await grant(owner, id, '', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(typeof res.json().message).toBe('string');
    }
    expect((await call(owner, 'PUT', '/api/cabinet/v2/orders/access', { id: 'not-a-uuid' })).statusCode).toBe(422);
    expect((await call(owner, 'DELETE', '/api/cabinet/v2/orders/access', { id: crypto.randomUUID(), phone: 'abc' })).statusCode).toBe(422);
  });

  it('another user’s order ids and grant ids answer 404 on every call, as missing ones do', async () => {
    const owner = await signIn();
    const id = await paidOrder(owner);
    const friendPhone = randomPhone();
    const made = (await grant(owner, id, friendPhone)).json().data;
    const stranger = await signIn();
    const strangerOrder = await paidOrder(stranger);
    const attempts: [Method, string, object | undefined][] = [
      ['POST', '/api/cabinet/v2/orders/access', { order_id: id, phone: randomPhone() }],
      ['PUT', '/api/cabinet/v2/orders/access', { id: made.id, name: 'Чужой' }],
      ['DELETE', '/api/cabinet/v2/orders/access', { id: made.id, phone: friendPhone }],
      ['GET', `/api/cabinet/v2/orders/access?id=${id}`, undefined],
      ['POST', '/api/cabinet/v2/orders/access', { order_id: 999_999_999, phone: randomPhone() }],
      ['PUT', '/api/cabinet/v2/orders/access', { id: crypto.randomUUID(), name: 'Никто' }],
    ];
    for (const [method, url, body] of attempts) {
      const res = await call(stranger, method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    // The owner's grant is untouched, and the stranger's own order does not list it.
    const details = await call(owner, 'GET', `/api/cabinet/v2/orders/storages?id=${id}`);
    expect(details.json().data.access_users).toEqual([expect.objectContaining({ id: made.id, name: null })]);
    expect((await call(stranger, 'GET', `/api/cabinet/v2/orders/storages?id=${strangerOrder}`)).json().data.access_users).toEqual([]);
  });

  it('at most 5 live grants per order and 10 invitations a day', async () => {
    const owner = await signIn();
    const id = await paidOrder(owner);
    const made: { id: string; phone: string }[] = [];
    for (let i = 0; i < 5; i += 1) made.push((await grant(owner, id, randomPhone())).json().data);
    const sixth = await grant(owner, id, randomPhone());
    expect(sixth.statusCode).toBe(409);
    expect(sixth.json()).toMatchObject({ code: 'ACCESS_LIMIT_REACHED', message: 'Доступ можно дать не больше чем 5 людям' });
    for (const m of made) await call(owner, 'DELETE', '/api/cabinet/v2/orders/access', { id: m.id, phone: m.phone });
    for (let i = 0; i < 5; i += 1) {
      const res = await grant(owner, id, randomPhone());
      const m = res.json().data;
      await call(owner, 'DELETE', '/api/cabinet/v2/orders/access', { id: m.id, phone: m.phone });
    }
    const eleventh = await grant(owner, id, randomPhone());
    expect(eleventh.statusCode).toBe(409);
    expect(eleventh.json().message).toBe('По одному заказу — не больше 10 приглашений в сутки. Попробуйте завтра');
    clock.advance(24 * 3600 + 60);
    expect((await grant(await signIn(owner.phone), id, randomPhone())).statusCode).toBe(200);
  });

  it.skipIf(process.env.TEST_DB !== 'postgres')(
    '20 parallel invitations of one order give at most 5 live grants (PostgreSQL only: PGlite runs one statement at a time)',
    async () => {
      const owner = await signIn();
      const id = await paidOrder(owner);
      const results = await Promise.all(Array.from({ length: 20 }, () => grant(owner, id, randomPhone())));
      const statuses = results.map((r) => r.statusCode).sort();
      expect(statuses.filter((s) => s === 200)).toHaveLength(5);
      expect(statuses.filter((s) => s === 409)).toHaveLength(15);
      const [live] = await rows<{ n: number }>(
        t.app,
        sql`select count(*)::int as n from order_access_grants where order_id = ${id} and revoked_at is null`,
      );
      expect(live?.n).toBe(5);
    },
  );

  it.skipIf(process.env.TEST_DB !== 'postgres')(
    '20 parallel invitations to one phone make one grant (PostgreSQL only: PGlite runs one statement at a time)',
    async () => {
      const owner = await signIn();
      const id = await paidOrder(owner);
      const phone = randomPhone();
      const results = await Promise.all(Array.from({ length: 20 }, () => grant(owner, id, phone)));
      expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
      expect(results.filter((r) => r.statusCode === 409).every((r) => r.json().code === 'ACCESS_ALREADY_GRANTED')).toBe(true);
      expect(await smsTo(phone)).toHaveLength(1);
    },
  );
});
