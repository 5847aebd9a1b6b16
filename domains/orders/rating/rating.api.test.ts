import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/helpers/test-app';
import { paidCloudOrder } from '../../../tests/kit/clouds';
import { insertOrder, setOrderStatus } from '../../../tests/kit/orders';
import { staffMember } from '../../../tests/kit/staff';
import { signedIn } from '../../../tests/kit/users';

vi.setConfig({ testTimeout: 30_000 });

const SEND = '/api/cabinet/orders/rating/send';
const LIST = '/api/admin/orders/ratings';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_MAX: '100000' });
});
afterAll(async () => t?.close());

type Headers = Record<string, string>;
const send = (headers: Headers, payload: object) => t.app.inject({ method: 'POST', url: SEND, headers, payload });
const db = () => t.db.database.db;

describe('rating a finished order', () => {
  it('rates a finished storage order once; the second send is refused in Russian and changes nothing', async () => {
    const user = await signedIn(t.app);
    const id = await insertOrder(db(), user.userId, 'finished');
    const first = await send(user.headers, { id, rating: 5, comment: '  Всё отлично  ' });
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({ order_id: id, rating: 5, comment: 'Всё отлично' });

    const again = await send(user.headers, { id, rating: 1 });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'ORDER_ALREADY_RATED', message: 'Вы уже оценили этот заказ' });

    const details = (await t.app.inject({ method: 'GET', url: `/api/cabinet/v2/orders/storages?id=${id}`, headers: user.headers })).json();
    expect(details.data).toMatchObject({ can_rate: false, rating: { rating: 5, comment: 'Всё отлично' } });
  });

  it('rates a finished cloud order too, and shows the window in its details before', async () => {
    const cloud = await paidCloudOrder(t.app);
    await setOrderStatus(db(), cloud.orderId, 'finished');
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/cabinet/v2/orders/storages?id=${cloud.orderId}`, headers: cloud.headers }))
        .statusCode,
    ).toBe(404);
    const rated = await send(cloud.headers, { id: cloud.orderId, rating: 4 });
    expect(rated.statusCode).toBe(200);
    expect(rated.json().data).toMatchObject({ order_id: cloud.orderId, rating: 4, comment: null });
  });

  it('refuses an order that is not finished, another user’s order and a rating out of 1–5', async () => {
    const owner = await signedIn(t.app);
    const other = await signedIn(t.app);
    const active = await insertOrder(db(), owner.userId, 'active');
    const notYet = await send(owner.headers, { id: active, rating: 5 });
    expect(notYet.statusCode).toBe(409);
    expect(notYet.json()).toMatchObject({ code: 'ORDER_NOT_RATABLE', message: 'Оценить можно завершённый заказ' });
    for (const status of ['canceled', 'expired', 'awaiting_payment']) {
      const id = await insertOrder(db(), owner.userId, status);
      expect((await send(owner.headers, { id, rating: 5 })).json().code, status).toBe('ORDER_NOT_RATABLE');
    }

    const finished = await insertOrder(db(), owner.userId, 'finished');
    const foreign = await send(other.headers, { id: finished, rating: 1 });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('Заказ не найден');
    for (const rating of [0, 6, 4.5]) {
      const bad = await send(owner.headers, { id: finished, rating });
      expect(bad.statusCode, String(rating)).toBe(422);
      expect(bad.json().fields.rating).toMatch(/от 1 до 5|целое/);
    }
    expect((await send(owner.headers, { id: finished, rating: 3, comment: 'я'.repeat(1001) })).statusCode).toBe(422);
    expect((await t.app.inject({ method: 'POST', url: SEND, payload: { id: finished, rating: 3 } })).statusCode).toBe(401);
    // Nothing of the refused sends was kept: the owner still rates it.
    expect((await send(owner.headers, { id: finished, rating: 3 })).statusCode).toBe(200);
  });

  it('reaches the staff console: support and operators list it newest first, a customer may not', async () => {
    const user = await signedIn(t.app);
    const id = await insertOrder(db(), user.userId, 'finished');
    await send(user.headers, { id, rating: 2, comment: 'Долго ждал у ворот' });
    for (const role of ['support', 'operator'] as const) {
      const staff = await staffMember(t.app, role);
      const list = await t.app.inject({ method: 'GET', url: LIST, headers: staff.headers });
      expect(list.statusCode, role).toBe(200);
      expect(list.json().data.items[0]).toMatchObject({
        order_id: id,
        order_kind: 'storage',
        rating: 2,
        comment: 'Долго ждал у ворот',
        user: { id: user.userId, phone: user.phone },
      });
    }
    const customer = await t.app.inject({ method: 'GET', url: LIST, headers: user.headers });
    expect(customer.statusCode).toBe(403);
  });

  it('a race of parallel sends for one order keeps one rating and refuses the rest', async () => {
    const user = await signedIn(t.app);
    const id = await insertOrder(db(), user.userId, 'finished');
    const answers = await Promise.all([1, 2, 3, 4, 5, 1, 2, 3].map((rating) => send(user.headers, { id, rating })));
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(answers.length - 1);
    for (const refused of answers.filter((a) => a.statusCode === 409)) expect(refused.json().code).toBe('ORDER_ALREADY_RATED');
    const list = (
      await t.app.inject({ method: 'GET', url: `${LIST}?limit=100`, headers: (await staffMember(t.app, 'support')).headers })
    ).json();
    expect(list.data.items.filter((r: { order_id: number }) => r.order_id === id)).toHaveLength(1);
  });
});
