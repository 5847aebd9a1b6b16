import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { manualClock } from '../../lib/clock';
import { createTestApp, type TestApp } from '../../tests/helpers/test-app';
import { insertOrdersWithIds } from '../../tests/kit/orders';
import { signedIn } from '../../tests/kit/users';
import type { NewNotification } from './service.server';

const START = new Date('2026-11-23T09:00:00Z');
const clock = manualClock(START);
let t: TestApp;
let owner: Awaited<ReturnType<typeof signedIn>>;
let other: Awaited<ReturnType<typeof signedIn>>;

beforeAll(async () => {
  t = await createTestApp({ LOGIN_SENDS_PER_IP_HOUR: '1000', LOGIN_CALLS_PER_IP_MINUTE: '1000' }, undefined, { clock });
});
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  clock.set(START);
  owner = await signedIn(t.app);
  other = await signedIn(t.app);
});

/** A notification to `userId` made when the clock showed `at` (ISO); the clock goes back to the start (the sessions' time). */
async function notifyAt(userId: number, at: string, message: Partial<NewNotification> = {}) {
  clock.set(new Date(at));
  await t.app.services.notifications.notify(userId, { title: 'Оплата прошла', text: 'Спасибо!', showType: 'PAYMENT', ...message });
  clock.set(START);
}

function call(url: string, headers: Record<string, string>, payload?: unknown) {
  return t.app.inject({ method: 'POST', url: `/api/cabinet/v2/orders/notifications${url}`, headers, payload: payload as object });
}

async function listed(payload: Record<string, unknown> = {}, who = owner) {
  const response = await call('/list', who.headers, payload);
  expect(response.statusCode).toBe(200);
  return response.json().data as { items: { id: number; title: string; is_read: boolean; order_id: number | null }[]; count: number };
}

describe('notifications', () => {
  it('lists the owner’s newest first, paged, and none of another user’s', async () => {
    await notifyAt(owner.userId, '2026-11-20T09:00:00Z', { title: 'первое' });
    await notifyAt(owner.userId, '2026-11-21T09:00:00Z', { title: 'второе' });
    await notifyAt(owner.userId, '2026-11-22T09:00:00Z', { title: 'третье', link: '/cabinet/payments/' });
    await notifyAt(other.userId, '2026-11-22T10:00:00Z', { title: 'чужое' });
    const page = await listed({ limit: 2 });
    expect(page.count).toBe(3);
    expect(page.items.map((n) => n.title)).toEqual(['третье', 'второе']);
    expect(page.items[0]).toMatchObject({ is_read: false, link: '/cabinet/payments/', show_type: 'PAYMENT' });
    expect((await listed({ offset: 2, limit: 2 })).items.map((n) => n.title)).toEqual(['первое']);
    expect((await listed({}, other)).items.map((n) => n.title)).toEqual(['чужое']);
  });

  it('filters by order, kind and Moscow days, both ends included', async () => {
    await insertOrdersWithIds(t.db.database.db, [7], owner.userId);
    await notifyAt(owner.userId, '2026-11-20T20:59:00Z', { title: '20-е', orderId: 7 }); // 23:59 in Moscow
    await notifyAt(owner.userId, '2026-11-20T21:00:00Z', { title: '21-е', showType: 'ORDER' }); // 00:00 on the 21st
    await notifyAt(owner.userId, '2026-11-22T20:59:00Z', { title: '22-е', orderId: 7 });
    expect((await listed({ order_id: 7 })).items.map((n) => n.title)).toEqual(['22-е', '20-е']);
    expect((await listed({ show_type: 'ORDER' })).items.map((n) => n.title)).toEqual(['21-е']);
    expect((await listed({ start: '2026-11-21', end: '2026-11-22' })).items.map((n) => n.title)).toEqual(['22-е', '21-е']);
    expect((await listed({ end: '2026-11-20' })).items.map((n) => n.title)).toEqual(['20-е']);
  });

  it('marks some or all read and answers the unread count left, which the profile shows too', async () => {
    for (const day of ['20', '21', '22']) await notifyAt(owner.userId, `2026-11-${day}T09:00:00Z`);
    const [newest] = (await listed()).items;
    const some = await call('', owner.headers, { ids: [newest!.id, newest!.id] });
    expect(some.statusCode).toBe(200);
    expect(some.json().data).toEqual({ unread: 2 });
    expect((await listed()).items.map((n) => n.is_read)).toEqual([true, false, false]);
    const all = await call('', owner.headers, { all: true });
    expect(all.json().data).toEqual({ unread: 0 });
    const profile = await t.app.inject({ method: 'GET', url: '/api/cabinet/v2/profile', headers: owner.headers });
    expect(profile.json().data.unread_notifications_count).toBe(0);
  });

  it('hides from the list and the count', async () => {
    await notifyAt(owner.userId, '2026-11-20T09:00:00Z', { title: 'скрыть' });
    await notifyAt(owner.userId, '2026-11-21T09:00:00Z', { title: 'оставить' });
    const hidden = (await listed()).items.find((n) => n.title === 'скрыть')!;
    const response = await call('/hide', owner.headers, { ids: [hidden.id] });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ unread: 1 });
    expect(await listed()).toMatchObject({ count: 1, items: [{ title: 'оставить' }] });
    expect((await call('', owner.headers, { ids: [hidden.id] })).statusCode).toBe(404);
  });

  it('refuses another user’s ids on every call and changes nothing', async () => {
    await notifyAt(owner.userId, '2026-11-20T09:00:00Z');
    await notifyAt(other.userId, '2026-11-20T09:00:00Z');
    const [mine] = (await listed()).items;
    const [theirs] = (await listed({}, other)).items;
    for (const url of ['', '/hide']) {
      const response = await call(url, owner.headers, { ids: [mine!.id, theirs!.id] });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('Уведомление не найдено');
    }
    expect((await listed()).items[0]).toMatchObject({ id: mine!.id, is_read: false });
    expect((await listed({}, other)).items[0]).toMatchObject({ id: theirs!.id, is_read: false });
  });

  it('asks a guest to sign in', async () => {
    for (const url of ['/list', '', '/hide']) expect((await call(url, {}, { ids: [1] })).statusCode).toBe(401);
  });

  it('answers bad input with a clear Russian error', async () => {
    const cases: [string, unknown, string][] = [
      ['', {}, 'Укажите уведомления или all: true'],
      ['', { ids: [] }, 'Выберите хотя бы одно уведомление'],
      ['/hide', { ids: Array.from({ length: 501 }, (_, i) => i + 1) }, 'Не больше 500 уведомлений за раз'],
      ['/list', { start: '2026-11-22', end: '2026-11-21' }, 'Начало периода позже его конца'],
      ['/list', { start: '2026-02-31' }, 'Такой даты нет в календаре'],
    ];
    for (const [url, payload, message] of cases) {
      const response = await call(url, owner.headers, payload);
      expect(response.statusCode, url).toBe(422);
      expect(JSON.stringify(response.json())).toContain(message);
    }
    expect((await call('/list', owner.headers, { show_type: 'SPAM' })).statusCode).toBe(422);
  });
});
