import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('reference calls', () => {
  it('lists cabinet cities from the database with the default city 604 first', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/cities/cabinet' });
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.map((c: { id: number }) => c.id)).toEqual([604, 465, 466]);
    const moscow = data[0];
    expect(moscow).toMatchObject({
      name: 'Москва',
      slug: 'moskva',
      country_id: 126,
      latitude: 55.758203,
      longitude: 37.620691,
      icon: '/images/cities/moskva.svg',
    });
    expect(moscow.declensions.dative).toBe('Москве');
    for (const city of data) {
      expect(Object.keys(city)).toEqual(
        expect.arrayContaining(['id', 'name', 'icon', 'country_id', 'latitude', 'longitude', 'slug', 'declensions']),
      );
    }
  });

  it('reads cities from the database, not from code', async () => {
    await t.db.database.db.execute(sql`update cities set name = 'Казань (тест)' where id = 466`);
    // The service caches for 30 s: a fresh app on the same database sees the change.
    const { buildApp } = await import('../../server/app');
    const { loadEnv } = await import('../../lib/env.server');
    const other = await buildApp({ env: loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }), database: t.db.database, logger: false });
    const response = await other.inject({ method: 'GET', url: '/api/cities/cabinet' });
    expect(response.json().data.find((c: { id: number }) => c.id === 466).name).toBe('Казань (тест)');
    await other.close();
  });

  it('lists countries with Russia 126 (+7) and Belarus 127 (+375) first', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/countries' });
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data[0]).toEqual({ id: 126, name_ru: 'Россия', name_en: 'Russia', phone_code: '7' });
    expect(data[1]).toEqual({ id: 127, name_ru: 'Беларусь', name_en: 'Belarus', phone_code: '375' });
    expect(data.length).toBeGreaterThanOrEqual(10);
    expect(new Set(data.map((c: { id: number }) => c.id)).size).toBe(data.length);
  });

  it('answers locales with and without the trailing slash', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/api/locales' });
    const slashed = await t.app.inject({ method: 'GET', url: '/api/locales/' });
    expect(plain.statusCode).toBe(200);
    expect(slashed.statusCode).toBe(200);
    expect(slashed.json()).toEqual(plain.json());
    expect(plain.json().data[0]).toEqual({
      id: 1,
      language: 'Русский',
      language_code: 'ru',
      available: true,
      activity: true,
      domain: 'mestechko.ru',
    });
  });

  it('lists time zones with Moscow among them', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/timezones' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toContainEqual({ id: 2, name: 'Europe/Moscow', title: 'Москва', utc_offset: '+03:00' });
  });

  it('returns the privacy policy as HTML in data.html', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/reference/policy' });
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.title).toBe('Политика обработки персональных данных');
    expect(data.html).toContain('152-ФЗ');
    expect(data.html).toContain('<h2>');
    expect(() => new Date(data.updated_at).toISOString()).not.toThrow();
  });

  it('answers NOT_FOUND when the policy was removed', async () => {
    const other = await createTestApp();
    await other.db.database.db.execute(sql`delete from legal_texts where key = 'policy'`);
    const response = await other.app.inject({ method: 'GET', url: '/api/reference/policy' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Политика обработки персональных данных не найдена' });
    await other.close();
  });

  it('seeding again keeps one row per reference id', async () => {
    const { seedDatabase } = await import('../../db/seed.server');
    await seedDatabase(t.db.database.db, { demo: false });
    const response = await t.app.inject({ method: 'GET', url: '/api/countries' });
    const ids = response.json().data.map((c: { id: number }) => c.id);
    expect(ids.filter((id: number) => id === 126)).toHaveLength(1);
  });
});
