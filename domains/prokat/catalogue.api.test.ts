import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { systemClock } from '../../lib/clock';
import { createTestApp, type TestApp } from '../../tests/helpers/test-app';
import { createProkatCatalogue } from './catalogue.server';
import { seedProkat } from './seed.server';
import { prokatCells, prokatModels, prokatPostomats, prokatTariffs, prokatUnits } from './tables';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedProkat(t.db.database.db);
});
afterAll(async () => {
  await t.close();
});

const get = async (url: string) => {
  const response = await t.app.inject({ method: 'GET', url });
  return { status: response.statusCode, body: response.json() };
};
const filter = async (payload: unknown) => {
  const response = await t.app.inject({ method: 'POST', url: '/api/cabinet/v2/catalog/categories', payload: payload as object });
  return { status: response.statusCode, body: response.json() };
};
const onDisk = (publicPath: string) => {
  const file = path.join(process.cwd(), 'public', publicPath);
  return existsSync(file) && statSync(file).size > 1000;
};
const MOSCOW = { south: 55.5, west: 37.2, north: 56.0, east: 38.0 };
const bounds = (b: typeof MOSCOW) => `south=${b.south}&west=${b.west}&north=${b.north}&east=${b.east}`;

/** Takes a unit out of its locker (as a rental does) until the test ends. */
async function rentOut(unitId: number) {
  const db = t.db.database.db;
  const [unit] = await db.select().from(prokatUnits).where(eq(prokatUnits.id, unitId));
  await db.update(prokatUnits).set({ status: 'rented', cellId: null }).where(eq(prokatUnits.id, unitId));
  onTestFinished(async () => {
    await db.update(prokatUnits).set({ status: unit!.status, cellId: unit!.cellId }).where(eq(prokatUnits.id, unitId));
  });
}

describe('prokat demo catalogue', () => {
  it('ships at least 40 models in at least 8 categories, lockers with cells in all three cities, each model lying somewhere', async () => {
    const categories = await get('/api/cabinet/v2/catalog/categories');
    expect(categories.status).toBe(200);
    expect(categories.body.data.length).toBeGreaterThanOrEqual(8);
    expect(categories.body.data.reduce((sum: number, c: { count: number }) => sum + c.count, 0)).toBeGreaterThanOrEqual(40);
    const all = await filter({ limit: 60 });
    expect(all.body.data.count).toBeGreaterThanOrEqual(40);
    for (const product of all.body.data.items) {
      expect(product.available, product.slug).toBeGreaterThan(0);
      expect(product.price_min).toBeGreaterThan(0);
      expect(product.price_day).toBeGreaterThanOrEqual(product.price_min);
    }
    const lockers = await t.db.database.db.select().from(prokatPostomats);
    expect(new Set(lockers.map((l) => l.cityId))).toEqual(new Set([604, 465, 466]));
    const cells = await t.db.database.db.select().from(prokatCells);
    for (const locker of lockers) expect(cells.filter((c) => c.postomatId === locker.id).length).toBeGreaterThanOrEqual(20);
  });

  it('has a picture on disk for every model, category and locker', async () => {
    const models = await t.db.database.db.select().from(prokatModels);
    for (const model of models) for (const photo of model.photos) expect(onDisk(photo), photo).toBe(true);
    for (const category of (await get('/api/cabinet/v2/catalog/categories')).body.data)
      expect(onDisk(category.image), category.image).toBe(true);
    for (const locker of await t.db.database.db.select().from(prokatPostomats))
      for (const photo of locker.photos) expect(onDisk(photo), photo).toBe(true);
  });
});

describe('catalogue calls', () => {
  it('lists the popular categories and products as a subset of all', async () => {
    const all = (await get('/api/cabinet/v2/rental/tools/categories')).body.data;
    const popular = (await get('/api/cabinet/v2/catalog/categories/popular')).body.data;
    expect(popular.length).toBeGreaterThan(0);
    expect(popular.length).toBeLessThan(all.length);
    const products = (await get('/api/cabinet/v2/catalog/products/popular')).body.data;
    expect(products.length).toBeGreaterThan(0);
    const models = await t.db.database.db.select().from(prokatModels).where(eq(prokatModels.popular, true));
    expect(products.every((p: { slug: string }) => models.some((m) => m.slug === p.slug))).toBe(true);
  });

  it('filters by category, words in any case, day price and city stock; sorts and pages', async () => {
    const [perforators] = (await get('/api/cabinet/v2/catalog/categories')).body.data;
    const byCategory = await filter({ category_ids: [perforators.id], limit: 60 });
    expect(byCategory.body.data.count).toBe(perforators.count);
    expect(byCategory.body.data.items.every((p: { category: { id: number } }) => p.category.id === perforators.id)).toBe(true);

    const words = await filter({ query: 'МАКИТА', limit: 60 });
    expect(words.body.data.count).toBe(0);
    const brand = await filter({ query: 'makita', limit: 60 });
    expect(brand.body.data.count).toBeGreaterThan(3);
    expect(brand.body.data.items.every((p: { brand_code: string }) => p.brand_code === 'Makita')).toBe(true);
    const russian = await filter({ query: 'ПЕРФОРАТОР' });
    expect(russian.body.data.items.length).toBeGreaterThan(0);
    expect(russian.body.data.items.every((p: { name: string }) => p.name.toLowerCase().includes('перфоратор'))).toBe(true);

    const cheap = await filter({ price_max: 400, sort: 'price_asc', limit: 60 });
    const prices = cheap.body.data.items.map((p: { price_day: number }) => p.price_day);
    expect(prices.length).toBeGreaterThan(0);
    expect(prices.every((p: number) => p <= 400)).toBe(true);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));

    const page1 = await filter({ sort: 'name', limit: 5 });
    const page2 = await filter({ sort: 'name', limit: 5, offset: 5 });
    expect(page1.body.data.count).toBe(page2.body.data.count);
    const names = [...page1.body.data.items, ...page2.body.data.items].map((p: { id: number }) => p.id);
    expect(new Set(names).size).toBe(10);

    const kazan = await filter({ city_id: 466, available_only: true, limit: 60 });
    const everywhere = await filter({ available_only: true, limit: 60 });
    expect(kazan.body.data.count).toBeGreaterThan(0);
    expect(kazan.body.data.count).toBeLessThan(everywhere.body.data.count);
  });

  it('counts only units a renter can take: one rented out is not available', async () => {
    const db = t.db.database.db;
    const [model] = await db.select().from(prokatModels).where(eq(prokatModels.slug, 'festool-planex-easy'));
    const units = await db
      .select()
      .from(prokatUnits)
      .where(and(eq(prokatUnits.modelId, model!.id), eq(prokatUnits.status, 'available')));
    const before = (await get('/api/cabinet/v3/rental/postomats/product?slug=festool-planex-easy')).body.data.available;
    expect(before).toBe(units.length);
    await rentOut(units[0]!.id);
    expect((await get('/api/cabinet/v3/rental/postomats/product?slug=festool-planex-easy')).body.data.available).toBe(before - 1);
  });

  it('refuses a bad filter with a Russian message', async () => {
    for (const payload of [{ price_max: 0 }, { sort: 'cheapest' }, { limit: 1000 }, { category_ids: ['x'] }, { query: 'x'.repeat(500) }]) {
      const response = await filter(payload);
      expect(response.status, JSON.stringify(payload)).toBe(422);
      expect(response.body.message).toMatch(/[а-я]/i);
    }
  });

  it('gives a category with its products by slug, and 404 or 400 for a slug that is not one', async () => {
    const answer = await get('/api/cabinet/v2/catalog/products?slug=pily-i-lobziki&limit=3');
    expect(answer.status).toBe(200);
    expect(answer.body.data.category.name).toBe('Пилы и лобзики');
    expect(answer.body.data.items).toHaveLength(3);
    expect(answer.body.data.count).toBe(answer.body.data.category.count);
    const missing = await get('/api/cabinet/v2/catalog/products?slug=netu-takoy');
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Такой категории нет в каталоге');
    for (const slug of ['..%2Fpily', 'pily%00', 'PILY', '%D0%BF%D0%B8%D0%BB%D1%8B', 'a'.repeat(200)]) {
      expect((await get(`/api/cabinet/v2/catalog/products?slug=${slug}`)).status, slug).toBe(422);
    }
  });
});

describe('a model', () => {
  it('answers photos, specifications, the box, the deposit and prices by period', async () => {
    const { status, body } = await get('/api/cabinet/v3/rental/postomats/product?slug=makita-hr2470');
    expect(status).toBe(200);
    const model = body.data;
    expect(model.name).toBe('Перфоратор Makita HR2470');
    expect(model.specs).toContainEqual({ name: 'Патрон', value: 'SDS-plus' });
    expect(model.in_box).toContain('Кейс');
    expect(model.deposit).toBe(3000);
    expect(model.tariffs.map((tariff: { title: string }) => tariff.title)).toEqual([
      '1 час',
      '2 часа',
      '3 часа',
      '4 часа',
      '1 сутки',
      '3 суток',
      '7 суток',
    ]);
    expect(model.price_min).toBe(150);
    expect(model.price_day).toBe(490);
    expect((await get('/api/cabinet/v3/rental/postomats/product?slug=makita-hr9999')).status).toBe(404);
  });

  it('names the lockers that have it now, nearest first when a location is shared', async () => {
    const plain = await get('/api/cabinet/v2/rental/product/obtaining-options?slug=karcher-k5-power-control');
    expect(plain.status).toBe(200);
    expect(plain.body.data.length).toBeGreaterThan(0);
    expect(plain.body.data.every((o: { distance_m: number | null; available: number }) => o.distance_m === null && o.available > 0)).toBe(
      true,
    );
    // Near the Kazan lockers: Kazan first, Moscow later, distances growing.
    const near = await get('/api/cabinet/v2/rental/product/obtaining-options?slug=makita-df333dwye&latitude=55.79&longitude=49.12');
    const distances = near.body.data.map((o: { distance_m: number }) => o.distance_m);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(near.body.data[0].postomat.city_id).toBe(466);
    expect((await get('/api/cabinet/v2/rental/product/obtaining-options?slug=makita-df333dwye&latitude=95&longitude=49')).status).toBe(422);
    expect((await get('/api/cabinet/v2/rental/product/obtaining-options?slug=nope')).status).toBe(404);
  });

  it('drops a locker from the options when its last unit of the model is rented out', async () => {
    const options = (await get('/api/cabinet/v2/rental/product/obtaining-options?slug=makita-hr4003c')).body.data;
    const lonely = options.find((o: { available: number }) => o.available === 1);
    expect(lonely).toBeDefined();
    const db = t.db.database.db;
    const [unit] = await db
      .select({ id: prokatUnits.id })
      .from(prokatUnits)
      .innerJoin(prokatCells, eq(prokatCells.id, prokatUnits.cellId))
      .innerJoin(prokatModels, eq(prokatModels.id, prokatUnits.modelId))
      .where(and(eq(prokatCells.postomatId, lonely.postomat.id), eq(prokatModels.slug, 'makita-hr4003c')));
    await rentOut(unit!.id);
    const after = (await get('/api/cabinet/v2/rental/product/obtaining-options?slug=makita-hr4003c')).body.data;
    expect(after.some((o: { postomat: { id: number } }) => o.postomat.id === lonely.postomat.id)).toBe(false);
  });

  it('fills the endless shelf with the same category first, never the model itself, page by page', async () => {
    const first = await get('/api/cabinet/v2/rental/infinity-shelf?slug=bosch-pst-900-pel&limit=4');
    expect(first.status).toBe(200);
    expect(first.body.data.items.map((p: { category: { slug: string } }) => p.category.slug)).toEqual(Array(4).fill('pily-i-lobziki'));
    expect(first.body.data.items.some((p: { slug: string }) => p.slug === 'bosch-pst-900-pel')).toBe(false);
    const second = await get('/api/cabinet/v2/rental/infinity-shelf?slug=bosch-pst-900-pel&limit=4&offset=4');
    expect(second.body.data.items[0].category.slug).not.toBe('pily-i-lobziki');
    expect(first.body.data.count).toBe(44);
    expect((await get('/api/cabinet/v2/rental/infinity-shelf?limit=4')).body.data.count).toBe(45);
    expect((await get('/api/cabinet/v2/rental/infinity-shelf?slug=nope')).status).toBe(404);
  });
});

describe('lockers on the map', () => {
  it('answers the lockers inside the bounds with their tools, and only those with a chosen category', async () => {
    const moscow = await get(`/api/cabinet/v3/rental/postomats/markers?${bounds(MOSCOW)}`);
    expect(moscow.status).toBe(200);
    expect(moscow.body.data).toHaveLength(6);
    expect(moscow.body.data.every((m: { count: number; latitude: number }) => m.count > 0 && m.latitude > 55.5 && m.latitude < 56)).toBe(
      true,
    );
    const [garden] = (await get('/api/cabinet/v2/catalog/categories')).body.data.filter(
      (c: { slug: string }) => c.slug === 'sadovaya-tekhnika',
    );
    const gardenOnly = await get(`/api/cabinet/v3/rental/postomats/markers?${bounds(MOSCOW)}&categories=${garden.id}`);
    const byId = new Map(moscow.body.data.map((m: { id: number; count: number }) => [m.id, m.count]));
    expect(gardenOnly.body.data.length).toBeGreaterThan(0);
    for (const marker of gardenOnly.body.data) expect(marker.count).toBeLessThan(byId.get(marker.id) as number);
    const world = await get(`/api/cabinet/v3/rental/postomats/markers?${bounds({ south: -90, west: -180, north: 90, east: 180 })}`);
    expect(world.body.data).toHaveLength(11);
  });

  it('refuses bounds turned inside out, out of range or not numbers', async () => {
    for (const query of [
      bounds({ south: 56, west: 37, north: 55, east: 38 }),
      bounds({ south: 55, west: 38, north: 56, east: 37 }),
      'south=-100&west=0&north=0&east=1',
      'south=x&west=0&north=1&east=1',
      `${bounds(MOSCOW)}&categories=1;drop`,
      `${bounds(MOSCOW)}&categories=${'1,'.repeat(100)}1`,
    ]) {
      const response = await get(`/api/cabinet/v3/rental/postomats/markers?${query}`);
      expect(response.status, query).toBe(422);
      expect(response.body.message).toMatch(/[а-я]/i);
    }
  });

  it('shows a locker with its tools by category and its free cells; 404 for one that is not there', async () => {
    const [locker] = await t.db.database.db.select().from(prokatPostomats).where(eq(prokatPostomats.number, 'П-101'));
    const { status, body } = await get(`/api/cabinet/v3/rental/postomats/tools?id=${locker!.id}`);
    expect(status).toBe(200);
    expect(body.data.postomat.address).toBe(locker!.address);
    const tools = body.data.categories.flatMap((c: { tools: unknown[] }) => c.tools);
    expect(tools).toHaveLength(20);
    expect(body.data.free_cells).toBe(6);
    expect(body.data.categories.every((c: { count: number; tools: unknown[] }) => c.count === c.tools.length)).toBe(true);
    await rentOut(tools[0].id);
    const after = (await get(`/api/cabinet/v3/rental/postomats/tools?id=${locker!.id}`)).body.data;
    expect(after.categories.flatMap((c: { tools: unknown[] }) => c.tools)).toHaveLength(19);
    expect(after.free_cells).toBe(7);
    expect((await get('/api/cabinet/v3/rental/postomats/tools?id=99999')).status).toBe(404);
    expect((await get('/api/cabinet/v3/rental/postomats/tools?id=1.5')).status).toBe(422);
  });

  it('lists prices of every model, or of one locker with its cells', async () => {
    const lockers = (await get('/api/cabinet/v2/rental/tariff/postomat/list')).body.data;
    expect(lockers).toHaveLength(11);
    const all = (await get('/api/cabinet/v2/rental/tariff/list')).body.data;
    expect(all).toHaveLength(45);
    expect(all.every((row: { postomat: unknown; tariffs: unknown[] }) => row.postomat === null && row.tariffs.length === 7)).toBe(true);
    const one = await get(`/api/cabinet/v2/rental/tariff/list?postomat_id=${lockers[0].id}`);
    expect(one.body.data).toHaveLength(20);
    expect(
      one.body.data.every(
        (row: { postomat: { id: number }; postomat_slot: number }) => row.postomat.id === lockers[0].id && row.postomat_slot > 0,
      ),
    ).toBe(true);
    expect((await get('/api/cabinet/v2/rental/tariff/list?postomat_id=99999')).status).toBe(404);
  });
});

describe('reads kept in the process', () => {
  it('answers the kept read while nothing changed, and reads again after any committed change', async () => {
    const db = t.db.database.db;
    const catalogue = createProkatCatalogue({ db, clock: systemClock });
    const first = await catalogue.product('bosch-gll-3-80');
    expect(await catalogue.product('bosch-gll-3-80')).toBe(first);
    const [model] = await db.select().from(prokatModels).where(eq(prokatModels.slug, 'bosch-gll-3-80'));
    const where = and(eq(prokatTariffs.modelId, model!.id), eq(prokatTariffs.unit, 'day'), eq(prokatTariffs.periodNumber, 1));
    await db.update(prokatTariffs).set({ priceTotal: 510 }).where(where);
    onTestFinished(async () => {
      await db.update(prokatTariffs).set({ priceTotal: 490 }).where(where);
    });
    const changed = await catalogue.product('bosch-gll-3-80');
    expect(changed).not.toBe(first);
    expect(changed!.price_day).toBe(510);
    // The app's own catalogue (another holder of kept reads) sees it too.
    expect((await get('/api/cabinet/v3/rental/postomats/product?slug=bosch-gll-3-80')).body.data.price_day).toBe(510);
  });
});
