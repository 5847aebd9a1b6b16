import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviews } from '../../domains/content/tables';
import { seedContent } from '../../domains/content/seed.server';
import { seedWarehouseReviews } from '../../domains/content/seed-reviews.server';
import { seedStorages } from '../../domains/storages/seed.server';
import { reviewGroupIds } from '../../domains/content/service.server';
import { warehouseReviewGroups } from '../../domains/storages/service.server';
import { warehouses } from '../../domains/storages/tables';
import { manualClock } from '../../lib/clock';
import { createTestApp, type TestApp } from '../helpers/test-app';

const clock = manualClock(new Date('2026-11-23T09:00:00Z'));
let t: TestApp;
let ipCounter = 0;
const nextIp = () => `10.7.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_MAX: '100000' }, undefined, { clock });
  const db = t.db.database.db;
  await seedContent(db, clock.now());
  await seedStorages(db, await reviewGroupIds(db));
  await seedWarehouseReviews(db, await warehouseReviewGroups(db), clock.now());
});
afterAll(async () => {
  await t.close();
});

const db = () => t.db.database.db;
const warehouseBySlug = async (slug: string) => (await db().select().from(warehouses).where(eq(warehouses.slug, slug)))[0]!;
const listed = async (warehouseId: number | string) =>
  t.app.inject({ method: 'GET', url: `/api/cabinet/v2/site/reviews/warehouse?warehouse_id=${warehouseId}` });
const send = (payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/cabinet/v2/site/feedbackForm/sendReview', payload, remoteAddress: nextIp() });

/** A warehouse of its own per test (the seed has eight), reviews inserted straight into the table. */
async function reviewsOf(slug: string, rows: { rating: number; status: string; name?: string | null; daysAgo?: number }[]) {
  const w = await warehouseBySlug(slug);
  await db().delete(reviews).where(eq(reviews.warehouseId, w.id));
  for (const [i, r] of rows.entries()) {
    await db()
      .insert(reviews)
      .values({
        groupId: w.reviewGroupId!,
        warehouseId: w.id,
        rating: r.rating,
        text: `Отзыв номер ${i + 1} о складе`,
        name: r.name === undefined ? 'Мария Иванова' : r.name,
        status: r.status,
        createdAt: new Date(clock.now().getTime() - (r.daysAgo ?? i) * 86_400_000),
      });
  }
  return w;
}

describe('warehouse reviews', () => {
  it('shows only approved reviews, newest first, with the mean rating and their count', async () => {
    const w = await reviewsOf('moskva-kolomenskaya', [
      { rating: 5, status: 'published', daysAgo: 3 },
      { rating: 4, status: 'published', daysAgo: 1, name: 'Пётр' },
      { rating: 4, status: 'published', daysAgo: 9, name: null },
      { rating: 1, status: 'new', daysAgo: 0 },
      { rating: 1, status: 'rejected', daysAgo: 2 },
    ]);
    const response = await listed(w.id);
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data.count).toBe(3);
    expect(data.average).toBe(4.3);
    expect(data.items.map((r: { rating: number }) => r.rating)).toEqual([4, 5, 4]);
    // Only the first name; "Клиент" without one.
    expect(data.items.map((r: { author: string }) => r.author)).toEqual(['Пётр', 'Мария', 'Клиент']);
    expect(data.items[0].created_at).toBe('2026-11-22T09:00:00.000Z');
  });

  it('shows at most five, while the mean and count take every approved one', async () => {
    const w = await reviewsOf(
      'spb-ladozhskaya',
      [5, 5, 5, 5, 5, 5, 2].map((rating, i) => ({ rating, status: 'published', daysAgo: i })),
    );
    const data = (await listed(w.id)).json().data;
    expect(data.items).toHaveLength(5);
    expect(data.count).toBe(7);
    expect(data.average).toBe(4.6);
  });

  it('has no rating without approved reviews', async () => {
    const w = await reviewsOf('spb-chernaya-rechka', [{ rating: 5, status: 'new' }]);
    expect((await listed(w.id)).json().data).toEqual({ average: null, count: 0, items: [] });
    expect((await listed(999_999)).json().data).toEqual({ average: null, count: 0, items: [] });
    expect((await listed('abc')).statusCode).toBe(422);
  });

  it('seeds approved demo reviews and one waiting for moderation', async () => {
    const w = await warehouseBySlug('moskva-aviamotornaya');
    const data = (await listed(w.id)).json().data;
    expect(data.count).toBe(3);
    const all = await db().select().from(reviews).where(eq(reviews.warehouseId, w.id));
    expect(all.filter((r) => r.status === 'new')).toHaveLength(1);
  });

  it('keeps a sent review for moderation: it shows only after approval', async () => {
    const w = await reviewsOf('moskva-dmitrovskaya', []);
    const sent = await send({
      group_id: w.reviewGroupId,
      warehouse_id: w.id,
      rating: 2,
      text: 'Ячейку открыли не сразу, ждали полчаса.',
      name: 'Виктор Орлов',
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.json().data.status).toBe('new');
    expect((await listed(w.id)).json().data.count).toBe(0);
    await t.app.services.content.moderateReview(sent.json().data.id, 'approve');
    const data = (await listed(w.id)).json().data;
    expect(data).toMatchObject({ count: 1, average: 2 });
    expect(data.items[0]).toMatchObject({ author: 'Виктор', rating: 2 });
  });

  it('refuses a rating outside 1..5 and a warehouse of another group, in Russian', async () => {
    const w = await warehouseBySlug('moskva-dmitrovskaya');
    const other = await warehouseBySlug('kazan-prospekt-pobedy');
    for (const rating of [0, 6, 4.5]) {
      const response = await send({ group_id: w.reviewGroupId, warehouse_id: w.id, rating, text: 'Нормальный склад, всё хорошо.' });
      expect(response.statusCode, String(rating)).toBe(422);
      expect(response.json().fields.rating).toBe('Поставьте оценку от 1 до 5');
    }
    const foreign = await send({ group_id: w.reviewGroupId, warehouse_id: other.id, rating: 5, text: 'Нормальный склад, всё хорошо.' });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().fields.warehouse_id).toBe('Выберите склад из списка');
    // The database refuses a rating out of range too.
    await expect(
      db().insert(reviews).values({ groupId: w.reviewGroupId!, warehouseId: w.id, rating: 7, text: 'x', status: 'published' }),
    ).rejects.toThrow();
  });
});
