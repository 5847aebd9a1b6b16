import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../lib/clock';
import { createTestApp, type TestApp } from '../../tests/helpers/test-app';
import { staffMember } from '../../tests/kit/staff';
import { reviewGroupIds } from './service.server';
import { seedContent } from './seed.server';
import { leads, reviews } from './tables';

const clock = manualClock(new Date('2026-11-23T09:00:00Z'));
let t: TestApp;
let operator: Awaited<ReturnType<typeof staffMember>>;
const WAREHOUSE = 424242;
const SCRIPT = '<script>alert("x")</script><img src=x onerror=alert(1)>';

beforeAll(async () => {
  t = await createTestApp({ LOGIN_SENDS_PER_IP_HOUR: '1000', LOGIN_CALLS_PER_IP_MINUTE: '1000', RATE_LIMIT_MAX: '100000' }, undefined, {
    clock,
  });
  await seedContent(t.db.database.db, clock.now());
  operator = await staffMember(t.app, 'operator');
});
afterAll(() => t?.close());

async function insertReview(values: { text: string; status?: string; minutesAgo: number }) {
  const [groupId] = (await reviewGroupIds(t.db.database.db)).values();
  const [row] = await t.db.database.db
    .insert(reviews)
    .values({
      groupId: groupId!,
      warehouseId: WAREHOUSE,
      rating: 4,
      text: values.text,
      name: 'Анна Петрова',
      status: values.status ?? 'new',
      createdAt: new Date(clock.now().getTime() - values.minutesAgo * 60_000),
    })
    .returning();
  return row!.id;
}

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: operator.headers });
const post = (url: string, payload?: object) => t.app.inject({ method: 'POST', url, headers: operator.headers, payload });
const shownOnSite = async () =>
  (await t.app.inject({ method: 'GET', url: `/api/cabinet/v2/site/reviews/warehouse?warehouse_id=${WAREHOUSE}` })).json().data;

describe('reviews', () => {
  it('lists new reviews first; approving shows one on the site, rejecting hides it, each with its audit record', async () => {
    const published = await insertReview({ text: 'Старый опубликованный', status: 'published', minutesAgo: 1 });
    const fresh = await insertReview({ text: SCRIPT, minutesAgo: 60 });
    const list = (await get('/api/admin/reviews')).json().data;
    const ids = list.items.map((r: { id: number }) => r.id);
    expect(ids.indexOf(fresh)).toBeLessThan(ids.indexOf(published));
    expect(list.items.find((r: { id: number }) => r.id === fresh)).toMatchObject({ text: SCRIPT, status: 'new', name: 'Анна Петрова' });
    expect((await get('/api/admin/reviews?status=new')).json().data.items.every((r: { status: string }) => r.status === 'new')).toBe(true);

    expect((await shownOnSite()).items.map((r: { id: number }) => r.id)).toEqual([published]);
    const approved = await post(`/api/admin/reviews/${fresh}/approve`);
    expect(approved.json().data).toEqual({ id: fresh, status: 'published' });
    expect((await shownOnSite()).items.map((r: { id: number }) => r.id)).toEqual([published, fresh]);
    expect((await get('/api/admin/dashboard')).json().data.new_reviews).toBe(0);

    await post(`/api/admin/reviews/${fresh}/reject`);
    expect((await shownOnSite()).items.map((r: { id: number }) => r.id)).toEqual([published]);

    const audit = (await t.app.services.staff.audit({ entity: 'review', offset: 0, limit: 10 })).items;
    expect(audit.map((r) => r.action)).toEqual(['review.reject', 'review.approve']);
    expect(audit[1]).toMatchObject({
      actor_user_id: operator.userId,
      entity_id: String(fresh),
      before: { status: 'new', text: SCRIPT },
      after: { status: 'published' },
    });
  });

  it('answers 404 in Russian for an unknown review and 422 for a bad id or status', async () => {
    const missing = await post('/api/admin/reviews/999999/approve');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Отзыв не найден');
    expect((await post('/api/admin/reviews/abc/approve')).json().message).toBe('Проверьте правильность заполнения полей');
    const status = await get('/api/admin/reviews?status=hidden');
    expect(status.statusCode).toBe(422);
    expect(status.json().fields.status).toBe('Статус: new, published или rejected');
  });
});

describe('leads', () => {
  it('filters by kind and handling; marks handled and back, each with its audit record', async () => {
    const [callback] = await t.db.database.db
      .insert(leads)
      .values({ kind: 'callback', phone: '79990001122', name: SCRIPT, createdAt: clock.now() })
      .returning();
    await t.db.database.db.insert(leads).values({ kind: 'launch', email: 'a@example.ru', service: 'prokat', createdAt: clock.now() });
    const before = (await get('/api/admin/dashboard')).json().data.unhandled_leads;

    const callbacks = (await get('/api/admin/leads?kind=callback&handled=no')).json().data;
    expect(callbacks.items.map((l: { id: number }) => l.id)).toEqual([callback!.id]);
    expect(callbacks.items[0]).toMatchObject({ name: SCRIPT, handled_at: null });

    const handled = await post(`/api/admin/leads/${callback!.id}/handled`, { handled: true });
    expect(handled.json().data).toMatchObject({ handled_at: clock.now().toISOString(), handled_by: operator.userId });
    expect((await get('/api/admin/leads?kind=callback&handled=no')).json().data.count).toBe(0);
    expect((await get('/api/admin/leads?handled=yes')).json().data.items.map((l: { id: number }) => l.id)).toEqual([callback!.id]);
    expect((await get('/api/admin/dashboard')).json().data.unhandled_leads).toBe(before - 1);

    const back = await post(`/api/admin/leads/${callback!.id}/handled`, { handled: false });
    expect(back.json().data).toMatchObject({ handled_at: null, handled_by: null });
    const audit = (await t.app.services.staff.audit({ entity: 'lead', offset: 0, limit: 10 })).items;
    expect(audit.map((r) => r.action)).toEqual(['lead.unhandle', 'lead.handle']);
    expect(audit[1]).toMatchObject({ before: { handled_at: null }, after: { handled_by: operator.userId } });
  });

  it('refuses bad input in Russian', async () => {
    const kind = await get('/api/admin/leads?kind=spam');
    expect(kind.json().fields.kind).toBe('Вид заявки: callback, app_url, more100 или launch');
    const body = await post('/api/admin/leads/1/handled', { handled: 'yes' });
    expect(body.statusCode).toBe(422);
    expect(body.json().fields.handled).toBe('handled: true или false');
  });
});
