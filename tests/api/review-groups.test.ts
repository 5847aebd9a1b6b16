import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedContent } from '../../domains/content/seed.server';
import { seedStorages } from '../../domains/storages/seed.server';
import { reviewGroupIds } from '../../domains/content/service.server';
import { manualClock } from '../../lib/clock';
import { createTestApp, type TestApp } from '../helpers/test-app';

const clock = manualClock();
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({}, undefined, { clock });
  await seedContent(t.db.database.db, clock.now());
  await seedStorages(t.db.database.db, await reviewGroupIds(t.db.database.db));
});
afterAll(() => t.close());

describe('review groups of the feedback form', () => {
  it('list the warehouses of their city and service line', async () => {
    const { data } = (await t.app.inject({ method: 'GET', url: '/api/cabinet/v2/site/feedbackForm/warehouseGroups' })).json();
    const moscow = data.find((g: { name: string }) => g.name === 'Москва — склады хранения');
    const catalogue = (await t.app.inject({ method: 'GET', url: '/api/cabinet/v2/site/storages?city_id=604&offset=0&limit=50' })).json()
      .data;
    expect(moscow.warehouses.map((w: { id: number }) => w.id).sort()).toEqual(catalogue.items.map((w: { id: number }) => w.id).sort());
    expect(moscow.warehouses.length).toBeGreaterThan(0);
    const prokat = data.find((g: { name: string }) => g.name === 'Москва — постаматы проката');
    expect(prokat.warehouses).toEqual([]);
  });
});
