import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { manualClock } from '../../../lib/clock';
import { cookieHeader, loginBySms, randomPhone } from '../../../tests/helpers/auth-session';
import { createTestApp, type TestApp } from '../../../tests/helpers/test-app';
import { moscowDayStart } from '../cancel/cancel-rules';
import { insertOrder, jpegBytes, multipartBody, pngBytes, rows, storageFixture, type OrderSeed } from './cabinet-test-support';

const START = new Date('2026-11-23T09:00:00Z');
const clock = manualClock(START);
let t: TestApp;
let dataDir: string;
let warehouseId: number;
const newUser = () => ({ phone: randomPhone(), id: 0, headers: {} as Record<string, string> });
/**
 * The orders of a and b (ids) are made once and only read: a's lists are counted, the details of
 * ids.active and the refund of ids.cancelTarget are checked. A test that changes an order, uploads
 * photos or adds orders works on an order of its own (ownOrder), which belongs to c.
 */
const a = newUser();
const b = newUser();
const c = newUser();
const ids = { active: 0, bActive: 0, awaiting: 0, lapsed: 0, finished: 0, cancelTarget: 0 };

async function signIn(user: typeof a) {
  const { login, cookies } = await loginBySms(t.app, user.phone);
  user.id = login.json().data.user.id;
  user.headers = { cookie: cookieHeader(cookies), 'client-type': 'WEB_CLIENT' };
}

const call = (user: typeof a, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: user.headers, ...(payload === undefined ? {} : { payload: payload as object }) });

async function upload(user: typeof a, orderId: number, file: { name: string; type: string; bytes: Buffer }) {
  const body = multipartBody({ id: String(orderId) }, file);
  return t.app.inject({
    method: 'POST',
    url: '/api/cabinet/v2/orders/files',
    headers: { ...user.headers, 'content-type': body.contentType },
    payload: body.payload,
  });
}

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'cabinet-files-'));
  t = await createTestApp({ DATA_DIR: dataDir }, undefined, { clock });
  await signIn(a);
  await signIn(b);
  await signIn(c);
  ({ warehouseId } = await storageFixture(t.app));
  const start = moscowDayStart('2026-11-20');
  const end = moscowDayStart('2026-12-20');
  ids.active = (await insertOrder(t.app, { userId: a.id, warehouseId, status: 'active', startsAt: start, endsAt: end })).id;
  ids.cancelTarget = (
    await insertOrder(t.app, { userId: a.id, warehouseId, status: 'active', startsAt: start, endsAt: end, bonusesUsed: 300, total: 2700 })
  ).id;
  ids.bActive = (await insertOrder(t.app, { userId: b.id, warehouseId, status: 'active', startsAt: start, endsAt: end })).id;
  ids.awaiting = (
    await insertOrder(t.app, {
      userId: a.id,
      warehouseId,
      status: 'awaiting_payment',
      startsAt: start,
      endsAt: end,
      holdExpiresAt: new Date('2026-11-23T09:20:00Z'),
    })
  ).id;
  ids.lapsed = (
    await insertOrder(t.app, {
      userId: a.id,
      warehouseId,
      status: 'awaiting_payment',
      startsAt: start,
      endsAt: end,
      holdExpiresAt: new Date('2026-11-23T08:00:00Z'),
    })
  ).id;
  ids.finished = (
    await insertOrder(t.app, {
      userId: a.id,
      warehouseId,
      status: 'finished',
      startsAt: moscowDayStart('2026-09-01'),
      endsAt: moscowDayStart('2026-10-01'),
    })
  ).id;
});

afterAll(async () => {
  await t?.close();
  rmSync(dataDir, { recursive: true, force: true });
});
// The rules read "now" (holds, notice, last days): every test starts from the same moment.
beforeEach(() => {
  clock.set(START);
});

/** A running order (of c unless told, 1 month from 20.11) for a test that changes it. */
const ownOrder = (seed: Partial<OrderSeed> = {}) =>
  insertOrder(t.app, {
    userId: c.id,
    warehouseId,
    status: 'active',
    startsAt: moscowDayStart('2026-11-20'),
    endsAt: moscowDayStart('2026-12-20'),
    ...seed,
  });

async function uploadPhoto(user: typeof a, orderId: number) {
  const res = await upload(user, orderId, { name: 'cell.jpg', type: 'image/jpeg', bytes: jpegBytes() });
  expect(res.statusCode).toBe(200);
}

describe('lists and details', () => {
  it('need a session on every call', async () => {
    const id = ids.active;
    const calls: [string, string, object?][] = [
      ['GET', '/api/cabinet/v2/orders/list-v2'],
      ['GET', `/api/cabinet/v2/orders/storages?id=${id}`],
      ['PUT', '/api/cabinet/v2/orders/autoRenewal', { id, auto_renewal: false }],
      ['POST', '/api/cabinet/orders/comment/update', { id, comment: 'x' }],
      ['PUT', '/api/cabinet/v2/orders/usingBonuses', { id, using_bonuses: true }],
      ['PUT', '/api/cabinet/v2/orders/payment-method', { id, payment_method: 'invoice' }],
      ['POST', '/api/cabinet/v2/orders/organization/change', { id, company_uuid: null }],
      ['GET', `/api/cabinet/v2/orders/tariffs/prices?id=${id}`],
      ['POST', '/api/cabinet/v2/orders/tariffs', { id, period_code: 'cab-1m' }],
      ['GET', `/api/cabinet/v2/orders/cancel/conditions?id=${id}`],
      ['GET', `/api/cabinet/v2/orders/cancel/calculation?id=${id}&date=2026-12-09`],
      ['POST', '/api/cabinet/v2/orders/cancel/reason', { id, reason: 'moving' }],
      ['GET', '/api/cabinet/v2/orders/cancel/quality/statuses'],
      ['GET', '/api/cabinet/v2/orders/cancel/quality/statuses/short'],
      ['GET', `/api/cabinet/v2/orders/cancel/state?id=${id}`],
      [
        'POST',
        '/api/cabinet/v2/orders/cancel',
        { id, date: '2026-12-09', reason: 'moving', quality_statuses: ['clean'], stuffs_taken: true },
      ],
      ['POST', '/api/cabinet/v2/orders/cancel/withdraw', { id }],
      ['GET', `/api/cabinet/v2/orders/files/list?id=${id}`],
      ['DELETE', '/api/cabinet/v2/orders/files', { id, file_uuid: 'x' }],
      ['GET', '/api/cabinet/v2/orders/guest/list'],
      ['POST', '/api/cabinet/v2/orders/guest/claim'],
    ];
    for (const [method, url, payload] of calls) {
      const res = await t.app.inject({ method: method as 'GET', url, ...(payload ? { payload } : {}) });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('splits storage orders into the three groups, an unpaid order past its hold reading as expired', async () => {
    const group = async (name: string) => (await call(a, 'GET', `/api/cabinet/v2/orders/list-v2?kind=storage&group=${name}`)).json().data;
    const active = await group('active');
    expect(active.items.map((i: { id: number }) => i.id).sort()).toEqual([ids.active, ids.cancelTarget].sort());
    expect(active.items[0]).toMatchObject({
      status: 'active',
      status_title: 'Активна',
      warehouse: { name: 'Склад на Тестовой' },
      cell: { size_code: 'S' },
    });
    // Auto renewal charges a day before the period ends (renewal-date.ts): on its last paid day.
    expect(active.items[0].next_charge_at).toBe(moscowDayStart('2026-12-19').toISOString());
    const awaiting = await group('awaiting_payment');
    expect(awaiting.items.map((i: { id: number }) => i.id)).toEqual([ids.awaiting]);
    expect(awaiting.items[0].hold_expires_at).toBe('2026-11-23T09:20:00.000Z');
    const finished = await group('finished');
    expect(finished.count).toBe(2);
    expect(finished.items.find((i: { id: number }) => i.id === ids.lapsed)).toMatchObject({
      status: 'expired',
      status_title: 'Бронь истекла',
    });
    const all = (await call(a, 'GET', '/api/cabinet/v2/orders/list-v2?limit=2&offset=0')).json().data;
    expect(all.count).toBe(5);
    expect(all.items).toHaveLength(2);
    const others = (await call(b, 'GET', '/api/cabinet/v2/orders/list-v2?limit=50')).json().data;
    expect(others.items.map((i: { id: number }) => i.id)).toEqual([ids.bActive]);
  });

  it('moves an unpaid order to the finished group once its hold is over, with no job', async () => {
    clock.set(new Date('2026-11-23T09:21:00Z'));
    const awaiting = (await call(a, 'GET', '/api/cabinet/v2/orders/list-v2?group=awaiting_payment')).json().data;
    expect(awaiting.count).toBe(0);
    const finished = (await call(a, 'GET', '/api/cabinet/v2/orders/list-v2?group=finished')).json().data;
    expect(finished.items.map((i: { id: number }) => i.id)).toContain(ids.awaiting);
  });

  it('refuses malformed list queries with Russian fields', async () => {
    const res = await call(a, 'GET', '/api/cabinet/v2/orders/list-v2?group=soon&limit=500');
    expect(res.statusCode).toBe(422);
    expect(Object.values(res.json().fields).join(' ')).toMatch(/[а-я]/);
  });

  it("answers the details of one's own order and 404 for another user's", async () => {
    const res = await call(a, 'GET', `/api/cabinet/v2/orders/storages?id=${ids.active}`);
    expect(res.statusCode).toBe(200);
    const d = res.json().data;
    expect(d.cell).toMatchObject({
      floor: 1,
      volume: 5,
      features: [
        { code: 'heating', title: 'Отопление' },
        { code: 'access_24h', title: 'Доступ 24/7' },
      ],
    });
    expect(d.warehouse).toMatchObject({ metro: 'Тестовая', timetable: { access24h: true } });
    expect(d.actions).toEqual({ pay: false, extend: true, cancel: true, withdraw_cancellation: false, settings: true });
    // A paid order's contract is the owner's own PDF; an unpaid one shows the public template.
    expect(d.documents.contract_url).toBe(`/api/cabinet/v2/orders/contract/download?id=${ids.active}`);
    expect((await call(a, 'GET', `/api/cabinet/v2/orders/storages?id=${ids.bActive}`)).statusCode).toBe(404);
    expect((await call(a, 'GET', '/api/cabinet/v2/orders/storages?id=99999999')).statusCode).toBe(404);
    expect((await call(a, 'GET', '/api/cabinet/v2/orders/storages?id=abc')).statusCode).toBe(422);
    const unpaid = (await call(a, 'GET', `/api/cabinet/v2/orders/storages?id=${ids.awaiting}`)).json().data;
    expect(unpaid.actions).toMatchObject({ pay: true, extend: false, cancel: false });
    expect(unpaid.documents.contract_url).toBe('/documents/home-contract/');
  });
});

describe('settings', () => {
  it("toggles auto renewal and bonuses of one's own order only", async () => {
    const { id } = await ownOrder();
    const off = await call(c, 'PUT', '/api/cabinet/v2/orders/autoRenewal', { id, auto_renewal: false });
    expect(off.statusCode).toBe(200);
    expect(off.json().data.auto_renewal).toBe(false);
    const bonuses = await call(c, 'PUT', '/api/cabinet/v2/orders/usingBonuses', { id, using_bonuses: true });
    expect(bonuses.json().data.using_bonuses).toBe(true);
    expect((await call(c, 'PUT', '/api/cabinet/v2/orders/autoRenewal', { id: ids.bActive, auto_renewal: false })).statusCode).toBe(404);
    expect((await call(c, 'PUT', '/api/cabinet/v2/orders/usingBonuses', { id: ids.bActive, using_bonuses: true })).statusCode).toBe(404);
    const bad = await call(c, 'PUT', '/api/cabinet/v2/orders/autoRenewal', { id, auto_renewal: 'yes' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().fields.auto_renewal).toBe('Автопродление: true или false');
    expect((await call(a, 'PUT', '/api/cabinet/v2/orders/autoRenewal', { id: ids.finished, auto_renewal: true })).statusCode).toBe(409);
  });

  it("keeps a comment for the warehouse staff on one's own order only", async () => {
    const { id } = await ownOrder();
    const saved = await call(c, 'POST', '/api/cabinet/orders/comment/update', { id, comment: '  Приеду с грузчиками в субботу  ' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.comment).toBe('Приеду с грузчиками в субботу');
    expect((await call(b, 'POST', '/api/cabinet/orders/comment/update', { id, comment: 'чужой' })).statusCode).toBe(404);
    const long = await call(c, 'POST', '/api/cabinet/orders/comment/update', { id, comment: 'я'.repeat(1001) });
    expect(long.statusCode).toBe(422);
    expect(long.json().fields.comment).toBe('Комментарий — не длиннее 1000 символов');
    const cleared = await call(c, 'POST', '/api/cabinet/orders/comment/update', { id, comment: '' });
    expect(cleared.json().data.comment).toBeNull();
  });

  it('needs the Client-Type header on cookie calls', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/cabinet/v2/orders/autoRenewal',
      headers: { cookie: a.headers.cookie! },
      payload: { id: ids.active, auto_renewal: true },
    });
    expect(res.statusCode).toBe(403);
  });

  it("chooses one's own card or an invoice; another user's card or order answers 404", async () => {
    const card = (user: typeof a, uuid: string, last4: string) =>
      rows(
        t.app,
        sql`insert into payment_cards (uuid, user_id, provider, provider_method_id, brand, last4, exp_month, exp_year, is_default)
        values (${uuid}, ${user.id}, 'sandbox', ${`pm-${uuid}`}, 'Visa', ${last4}, 12, 2030, true)`,
      );
    const { id } = await ownOrder();
    await card(c, 'card-of-c', '4242');
    await card(b, 'card-of-b', '1111');
    const own = await call(c, 'PUT', '/api/cabinet/v2/orders/payment-method', { id, payment_method: 'card', card_uuid: 'card-of-c' });
    expect(own.statusCode).toBe(200);
    expect(own.json().data).toMatchObject({ payment_method: 'card', card_uuid: 'card-of-c' });
    const details = (await call(c, 'GET', `/api/cabinet/v2/orders/storages?id=${id}`)).json().data;
    expect(details.card).toEqual({ uuid: 'card-of-c', brand: 'Visa', last4: '4242', attached: true });
    expect(
      (await call(c, 'PUT', '/api/cabinet/v2/orders/payment-method', { id, payment_method: 'card', card_uuid: 'card-of-b' })).statusCode,
    ).toBe(404);
    expect((await call(c, 'PUT', '/api/cabinet/v2/orders/payment-method', { id: ids.bActive, payment_method: 'invoice' })).statusCode).toBe(
      404,
    );
    const invoice = await call(c, 'PUT', '/api/cabinet/v2/orders/payment-method', { id, payment_method: 'invoice' });
    expect(invoice.json().data).toMatchObject({ payment_method: 'invoice', card_uuid: null });
    const bad = await call(c, 'PUT', '/api/cabinet/v2/orders/payment-method', { id, payment_method: 'cash' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().fields.payment_method).toBe('Способ оплаты: card или invoice');
  });

  it("moves the order to one's own company only", async () => {
    const { id } = await ownOrder();
    await rows(
      t.app,
      sql`insert into companies (uuid, user_id, name) values ('co-c', ${c.id}, 'ООО Ромашка'), ('co-b', ${b.id}, 'ООО Лютик')`,
    );
    const own = await call(c, 'POST', '/api/cabinet/v2/orders/organization/change', { id, company_uuid: 'co-c' });
    expect(own.json().data.company_uuid).toBe('co-c');
    expect((await call(c, 'GET', `/api/cabinet/v2/orders/storages?id=${id}`)).json().data.company).toEqual({
      uuid: 'co-c',
      name: 'ООО Ромашка',
    });
    expect((await call(c, 'POST', '/api/cabinet/v2/orders/organization/change', { id, company_uuid: 'co-b' })).statusCode).toBe(404);
    expect((await call(c, 'POST', '/api/cabinet/v2/orders/organization/change', { id: ids.bActive, company_uuid: null })).statusCode).toBe(
      404,
    );
    const back = await call(c, 'POST', '/api/cabinet/v2/orders/organization/change', { id, company_uuid: null });
    expect(back.json().data.company_uuid).toBeNull();
    expect((await call(c, 'POST', '/api/cabinet/v2/orders/organization/change', { id })).statusCode).toBe(422);
  });
});

describe('periods and extension', () => {
  it("prices the periods of the order's tariff", async () => {
    const res = await call(a, 'GET', `/api/cabinet/v2/orders/tariffs/prices?id=${ids.active}`);
    const items = res.json().data.items as { code: string; total: number; current: boolean }[];
    expect(items.find((i) => i.code === 'cab-1m')).toMatchObject({ total: 3000, current: true });
    expect(items.find((i) => i.code === 'cab-3m')).toMatchObject({ total: 8100, current: false });
    expect((await call(a, 'GET', `/api/cabinet/v2/orders/tariffs/prices?id=${ids.bActive}`)).statusCode).toBe(404);
  });

  it('sets the next period and refuses unknown ones', async () => {
    const { id } = await ownOrder();
    const res = await call(c, 'POST', '/api/cabinet/v2/orders/tariffs', { id, period_code: 'cab-3m' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ settings: { period_code: 'cab-3m' }, payment: null });
    const unknown = await call(c, 'POST', '/api/cabinet/v2/orders/tariffs', { id, period_code: 'forever' });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().fields.period_code).toBe('Этот срок недоступен для вашей ячейки');
    expect((await call(c, 'POST', '/api/cabinet/v2/orders/tariffs', { id: ids.bActive, period_code: 'cab-1m' })).statusCode).toBe(404);
  });

  it('extends through one extension payment, the same on a repeated click', async () => {
    const { id } = await ownOrder();
    const first = await call(c, 'POST', '/api/cabinet/v2/orders/tariffs', { id, period_code: 'cab-1m', extend: true });
    expect(first.statusCode).toBe(200);
    const payment = first.json().data.payment;
    expect(payment.confirmation_url).toBeTruthy();
    const again = await call(c, 'POST', '/api/cabinet/v2/orders/tariffs', { id, period_code: 'cab-1m', extend: true });
    expect(again.json().data.payment.payment_id).toBe(payment.payment_id);
    const stored = await rows<{ purpose: string; amount: number; metadata: { periodCode: string } }>(
      t.app,
      sql`select purpose, amount, metadata from payments where order_id = ${id}`,
    );
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ purpose: 'extension', amount: 3000, metadata: { periodCode: 'cab-1m' } });
    expect(
      (await call(a, 'POST', '/api/cabinet/v2/orders/tariffs', { id: ids.awaiting, period_code: 'cab-1m', extend: true })).statusCode,
    ).toBe(409);
  });
});

describe('files', () => {
  it('stores images typed by their bytes and refuses the rest', async () => {
    const { id } = await ownOrder();
    const fake = await upload(c, id, { name: 'cell.jpg', type: 'image/jpeg', bytes: Buffer.from('I am text pretending to be a photo') });
    expect(fake.statusCode).toBe(415);
    expect(fake.json().message).toBe('Загрузите фото в формате JPEG, PNG или WebP');
    const big = await upload(c, id, { name: 'big.jpg', type: 'image/jpeg', bytes: jpegBytes(10 * 1024 * 1024 + 10) });
    expect(big.statusCode).toBe(413);
    expect((await upload(b, id, { name: 'x.jpg', type: 'image/jpeg', bytes: jpegBytes() })).statusCode).toBe(404);
    const noFile = multipartBody({ id: String(id) });
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/cabinet/v2/orders/files',
      headers: { ...c.headers, 'content-type': noFile.contentType },
      payload: noFile.payload,
    });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().fields.file).toBe('Выберите фото');
    const json = await call(c, 'POST', '/api/cabinet/v2/orders/files', { id });
    expect(json.statusCode).toBe(415);
  });

  it('lists, serves to the owner only and deletes', async () => {
    const { id } = await ownOrder();
    const another = await ownOrder();
    const ok = await upload(c, id, { name: 'пустая ячейка.jpg', type: 'image/jpeg', bytes: jpegBytes() });
    expect(ok.statusCode).toBe(200);
    const file = ok.json().data;
    expect(file).toMatchObject({ mime: 'image/jpeg', name: 'пустая ячейка.jpg' });
    const list = (await call(c, 'GET', `/api/cabinet/v2/orders/files/list?id=${id}`)).json().data.items;
    expect(list.map((f: { uuid: string }) => f.uuid)).toEqual([file.uuid]);
    expect((await call(b, 'GET', `/api/cabinet/v2/orders/files/list?id=${id}`)).statusCode).toBe(404);
    const served = await call(c, 'GET', file.url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-disposition']).toContain("filename*=UTF-8''");
    expect(served.rawPayload.length).toBe(file.size);
    expect((await call(b, 'GET', file.url)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: file.url })).statusCode).toBe(401);
    expect((await call(b, 'DELETE', '/api/cabinet/v2/orders/files', { id, file_uuid: file.uuid })).statusCode).toBe(404);
    expect((await call(c, 'DELETE', '/api/cabinet/v2/orders/files', { id: another.id, file_uuid: file.uuid })).statusCode).toBe(404);
    const large = await upload(c, id, { name: 'large.jpg', type: 'image/jpeg', bytes: jpegBytes(3 * 1024 * 1024) });
    expect(large.statusCode).toBe(200);
    expect((await call(c, 'DELETE', '/api/cabinet/v2/orders/files', { id, file_uuid: large.json().data.uuid })).statusCode).toBe(200);
    const extra = (await upload(c, id, { name: 'b.png', type: 'image/png', bytes: pngBytes() })).json().data;
    expect(extra).toMatchObject({ mime: 'image/jpeg', name: 'b.jpg' });
    expect((await call(c, 'DELETE', '/api/cabinet/v2/orders/files', { id, file_uuid: extra.uuid })).statusCode).toBe(200);
    expect((await call(c, 'GET', extra.url)).statusCode).toBe(404);
  });

  it('holds the limit of 10 photos under parallel uploads', async () => {
    const fresh = await ownOrder();
    const answers = await Promise.all(
      Array.from({ length: 13 }, (_, i) => upload(c, fresh.id, { name: `r${i}.jpg`, type: 'image/jpeg', bytes: jpegBytes() })),
    );
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(10);
    expect(answers.filter((r) => r.statusCode === 422)).toHaveLength(3);
    expect((await call(c, 'GET', `/api/cabinet/v2/orders/files/list?id=${fresh.id}`)).json().data.items).toHaveLength(10);
  });

  it('keeps at most 10 photos per order', async () => {
    const { id } = await ownOrder();
    for (let i = 0; i < 10; i += 1) await upload(c, id, { name: `p${i}.jpg`, type: 'image/jpeg', bytes: jpegBytes() });
    const eleventh = await upload(c, id, { name: 'p11.jpg', type: 'image/jpeg', bytes: jpegBytes() });
    expect(eleventh.statusCode).toBe(422);
    expect(eleventh.json().fields.file).toBe('Не больше 10 фото');
  });
});

describe('cancel flow', () => {
  it('tells the conditions and the quality statuses', async () => {
    const res = await call(a, 'GET', `/api/cabinet/v2/orders/cancel/conditions?id=${ids.cancelTarget}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ min_date: '2026-11-23', max_date: '2026-12-19', notice_days: 14, min_photos: 1 });
    expect(res.json().data.conditions.join(' ')).toContain('сфотографируйте');
    expect((await call(b, 'GET', `/api/cabinet/v2/orders/cancel/conditions?id=${ids.cancelTarget}`)).statusCode).toBe(404);
    expect((await call(a, 'GET', `/api/cabinet/v2/orders/cancel/conditions?id=${ids.awaiting}`)).statusCode).toBe(409);
    const full = (await call(a, 'GET', '/api/cabinet/v2/orders/cancel/quality/statuses')).json().data.items;
    const short = (await call(a, 'GET', '/api/cabinet/v2/orders/cancel/quality/statuses/short')).json().data.items;
    expect(full.length).toBeGreaterThan(short.length);
    expect(short[0]).toEqual({ code: 'all_good', title: 'Всё понравилось', positive: true });
  });

  it('calculates the refund for a chosen last day', async () => {
    // Paid 2 700 ₽ + 300 points for 30 days; last day 09.12: 10 whole days unused = 1 000, minus 300 points.
    const res = await call(a, 'GET', `/api/cabinet/v2/orders/cancel/calculation?id=${ids.cancelTarget}&date=2026-12-09`);
    expect(res.json().data).toMatchObject({
      unused_days: 10,
      unused_value: 1000,
      bonuses_withheld: 300,
      refund: 700,
      notice_applied: false,
    });
    const late = await call(a, 'GET', `/api/cabinet/v2/orders/cancel/calculation?id=${ids.cancelTarget}&date=2026-12-25`);
    expect(late.statusCode).toBe(422);
    expect(late.json().fields.date).toContain('19.12.2026');
    expect((await call(a, 'GET', `/api/cabinet/v2/orders/cancel/calculation?id=${ids.cancelTarget}&date=2026-02-30`)).statusCode).toBe(422);
    expect((await call(b, 'GET', `/api/cabinet/v2/orders/cancel/calculation?id=${ids.cancelTarget}&date=2026-12-09`)).statusCode).toBe(404);
  });

  it('keeps the reason, asking for a comment on "other"', async () => {
    const { id } = await ownOrder();
    const other = await call(c, 'POST', '/api/cabinet/v2/orders/cancel/reason', { id, reason: 'other' });
    expect(other.statusCode).toBe(422);
    expect(other.json().fields.comment).toBe('Расскажите, в чём причина');
    expect((await call(c, 'POST', '/api/cabinet/v2/orders/cancel/reason', { id, reason: 'moving' })).statusCode).toBe(200);
    expect((await call(b, 'POST', '/api/cabinet/v2/orders/cancel/reason', { id, reason: 'moving' })).statusCode).toBe(404);
  });

  it('submits once, answers a repeat the same, and can be withdrawn', async () => {
    // Paid 2 700 ₽ + 300 points, as ids.cancelTarget: the refund for 09.12 is 700.
    const { id } = await ownOrder({ bonusesUsed: 300, total: 2700 });
    await uploadPhoto(c, id);
    const body = { id, date: '2026-12-09', reason: 'moving', quality_statuses: ['clean', 'polite_staff'], stuffs_taken: true };
    expect((await call(b, 'POST', '/api/cabinet/v2/orders/cancel', body)).statusCode).toBe(404);
    const unconfirmed = await call(c, 'POST', '/api/cabinet/v2/orders/cancel', {
      ...body,
      stuffs_taken: false,
      quality_statuses: ['all_good', 'dirty'],
    });
    expect(unconfirmed.statusCode).toBe(422);
    expect(Object.keys(unconfirmed.json().fields).sort()).toEqual(['quality_statuses', 'stuffs_taken']);
    const [first, second] = await Promise.all([
      call(c, 'POST', '/api/cabinet/v2/orders/cancel', body),
      call(c, 'POST', '/api/cabinet/v2/orders/cancel', body),
    ]);
    expect(first.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect(first.json().data).toMatchObject({ status: 'cancel_requested', last_day: '2026-12-09', reason: 'moving', refund: 700 });
    const events = await rows<{ reason: string }>(t.app, sql`select reason from order_events where order_id = ${id}`);
    expect(events.filter((e) => e.reason === 'cancel_flow')).toHaveLength(1);
    const details = (await call(c, 'GET', `/api/cabinet/v2/orders/storages?id=${id}`)).json().data;
    expect(details).toMatchObject({
      status: 'cancel_requested',
      auto_renewal: false,
      actions: { cancel: false, withdraw_cancellation: true, extend: false },
    });
    expect(details.cancel).toMatchObject({ last_day: '2026-12-09', reason_title: 'Переезжаю' });
    expect(details.events.map((e: { title: string }) => e.title)).toContain('Оформлено расторжение договора');
    expect((await call(c, 'PUT', '/api/cabinet/v2/orders/autoRenewal', { id, auto_renewal: true })).statusCode).toBe(409);

    expect((await call(b, 'POST', '/api/cabinet/v2/orders/cancel/withdraw', { id })).statusCode).toBe(404);
    const withdrawn = await call(c, 'POST', '/api/cabinet/v2/orders/cancel/withdraw', { id });
    expect(withdrawn.json().data).toMatchObject({ status: 'active', cancel_date: null });
    const after = (await call(c, 'GET', `/api/cabinet/v2/orders/storages?id=${id}`)).json().data;
    expect(after).toMatchObject({ auto_renewal: true, actions: { cancel: true } });
  });

  it('refuses a submit without a photo, and on orders that are not running', async () => {
    const body = { date: '2026-12-09', reason: 'moving', quality_statuses: ['clean'], stuffs_taken: true };
    const noPhoto = await call(b, 'POST', '/api/cabinet/v2/orders/cancel', { ...body, id: ids.bActive });
    expect(noPhoto.statusCode).toBe(422);
    expect(noPhoto.json().fields.photos).toBe('Приложите хотя бы одно фото пустой ячейки');
    expect((await call(a, 'POST', '/api/cabinet/v2/orders/cancel', { ...body, id: ids.finished })).statusCode).toBe(409);
    expect((await call(a, 'POST', '/api/cabinet/v2/orders/cancel', { ...body, id: ids.awaiting })).statusCode).toBe(409);
    expect((await call(a, 'POST', '/api/cabinet/v2/orders/cancel/withdraw', { id: ids.finished })).statusCode).toBe(409);
    expect((await call(b, 'GET', `/api/cabinet/v2/orders/cancel/state?id=${ids.active}`)).statusCode).toBe(404);
  });

  it('cannot be withdrawn once the last day is over', async () => {
    // A user of its own: the sign-in on the later day leaves the sessions of the others alone.
    const d = newUser();
    await signIn(d);
    const { id } = await ownOrder({ userId: d.id });
    await uploadPhoto(d, id);
    const body = { id, date: '2026-12-09', reason: 'not_needed', quality_statuses: ['fair_price'], stuffs_taken: true };
    expect((await call(d, 'POST', '/api/cabinet/v2/orders/cancel', body)).json().data.status).toBe('cancel_requested');
    clock.set(new Date('2026-12-10T00:00:00Z'));
    await signIn(d);
    const late = await call(d, 'POST', '/api/cabinet/v2/orders/cancel/withdraw', { id });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('Дата окончания уже наступила: расторжение не отозвать');
  });
});

describe('guest completion', () => {
  it('lists the paid guest orders of the phone and attaches them to the account', async () => {
    const start = moscowDayStart('2026-11-20');
    // Claimed into c's account, so a's lists keep their five orders.
    const guest = await insertOrder(t.app, {
      userId: null,
      guestPhone: c.phone,
      warehouseId,
      status: 'active',
      startsAt: start,
      endsAt: moscowDayStart('2026-12-20'),
    });
    await insertOrder(t.app, {
      userId: null,
      guestPhone: randomPhone(),
      warehouseId,
      status: 'active',
      startsAt: start,
      endsAt: moscowDayStart('2026-12-20'),
    });
    const list = (await call(c, 'GET', '/api/cabinet/v2/orders/guest/list')).json().data.items;
    expect(list.map((o: { id: number }) => o.id)).toEqual([guest.id]);
    expect((await call(c, 'GET', `/api/cabinet/v2/orders/storages?id=${guest.id}`)).statusCode).toBe(404);
    const claimed = await call(c, 'POST', '/api/cabinet/v2/orders/guest/claim');
    expect(claimed.json().data.order_ids).toEqual([guest.id]);
    expect((await call(c, 'GET', `/api/cabinet/v2/orders/storages?id=${guest.id}`)).statusCode).toBe(200);
    expect((await call(c, 'GET', '/api/cabinet/v2/orders/guest/list')).json().data.items).toEqual([]);
  });
});
