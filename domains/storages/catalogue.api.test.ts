import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, onTestFinished } from 'vitest';
import { manualClock } from '../../lib/clock';
import { createTestApp, type TestApp } from '../../tests/helpers/test-app';
import { insertOrdersWithIds } from '../../tests/kit/orders';
import { seedStorages } from './seed.server';
import { reviewGroupIds } from '../content/service.server';
import { cellBookings, cells, warehouses } from './tables';

const START = new Date('2026-11-23T09:00:00Z');
const clock = manualClock(START);
let t: TestApp;

// The seeded catalogue is shared and read as unbooked: a test that books cells takes its rows
// away when it ends (bookingsUntilTheEnd), and every test starts from the same moment.
beforeAll(async () => {
  t = await createTestApp({}, undefined, { clock });
  await seedStorages(t.db.database.db, await reviewGroupIds(t.db.database.db));
});
afterAll(async () => {
  await t.close();
});
beforeEach(() => {
  clock.set(START);
});

/** Inserts bookings that are deleted when the test ends, passed or failed. */
async function bookingsUntilTheEnd(rows: (typeof cellBookings.$inferInsert)[]) {
  const db = t.db.database.db;
  await insertOrdersWithIds(
    db,
    rows.map((r) => r.orderId),
  );
  const inserted = await db.insert(cellBookings).values(rows).returning({ id: cellBookings.id });
  onTestFinished(async () => {
    await db.delete(cellBookings).where(
      inArray(
        cellBookings.id,
        inserted.map((r) => r.id),
      ),
    );
  });
}

const get = (url: string) => t.app.inject({ method: 'GET', url });
const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });

async function warehouseId(slug: string): Promise<number> {
  const [row] = await t.db.database.db.select({ id: warehouses.id }).from(warehouses).where(eq(warehouses.slug, slug));
  return row!.id;
}

describe('GET /api/cabinet/v2/site/storages', () => {
  it('lists the STORAGE warehouses with city, photo, min price and free cells', async () => {
    const response = await get('/api/cabinet/v2/site/storages');
    expect(response.statusCode).toBe(200);
    const { items, count } = response.json().data;
    expect(count).toBe(8);
    expect(items).toHaveLength(8);
    for (const item of items) {
      expect(item.type).toBe('STORAGE');
      expect(item.photo).toMatch(/^\/images\/warehouses\/.+\.webp$/);
      expect(item.min_price).toBeGreaterThan(0);
      expect(item.free_cells).toBe(item.cells_count);
      expect(item.city.slug).toMatch(/^(moskva|sankt-peterburg|kazan)$/);
    }
    expect(items.map((i: { slug: string }) => i.slug)).not.toContain('moskva-oblako-lyublino');
  });

  it('pages by offset and limit with the full count', async () => {
    const first = (await get('/api/cabinet/v2/site/storages?offset=0&limit=3')).json().data;
    const second = (await get('/api/cabinet/v2/site/storages?offset=3&limit=3')).json().data;
    const last = (await get('/api/cabinet/v2/site/storages?offset=6&limit=3')).json().data;
    expect([first.count, second.count, last.count]).toEqual([8, 8, 8]);
    expect([first.items.length, second.items.length, last.items.length]).toEqual([3, 3, 2]);
    const ids = [...first.items, ...second.items, ...last.items].map((i: { id: number }) => i.id);
    expect(new Set(ids).size).toBe(8);
    expect((await get('/api/cabinet/v2/site/storages?offset=40')).json().data).toEqual({ items: [], count: 8 });
  });

  it('filters by city id or slug, and an unknown city gives an empty list', async () => {
    const spb = (await get('/api/cabinet/v2/site/storages?city_id=465')).json().data;
    expect(spb.count).toBe(3);
    expect(spb.items.every((i: { city: { id: number } }) => i.city.id === 465)).toBe(true);
    const kazan = (await get('/api/cabinet/v2/site/storages?city_slug=kazan')).json().data;
    expect(kazan.count).toBe(2);
    expect((await get('/api/cabinet/v2/site/storages?city_slug=tver')).json().data).toEqual({ items: [], count: 0 });
  });

  it('searches name, address and metro, ignoring case and ё', async () => {
    const metro = (await get(`/api/cabinet/v2/site/storages?search=${encodeURIComponent('черная')}`)).json().data;
    expect(metro.items.map((i: { slug: string }) => i.slug)).toEqual(['spb-chernaya-rechka']);
    const street = (await get(`/api/cabinet/v2/site/storages?search=${encodeURIComponent('БУТЫРСКАЯ 46')}`)).json().data;
    expect(street.items.map((i: { slug: string }) => i.slug)).toEqual(['moskva-dmitrovskaya']);
    const withCity = (await get(`/api/cabinet/v2/site/storages?city_slug=kazan&search=${encodeURIComponent('склад')}`)).json().data;
    expect(withCity.count).toBe(2);
    expect((await get(`/api/cabinet/v2/site/storages?search=${encodeURIComponent('нет такого')}`)).json().data.count).toBe(0);
  });

  it('answers 422 with the fields of a bad query', async () => {
    const response = await get('/api/cabinet/v2/site/storages?limit=0&offset=-1');
    expect(response.statusCode).toBe(422);
    const body = response.json();
    expect(body.code).toBe('VALIDATION_ERROR');
    expect(Object.keys(body.fields ?? {})).toEqual(expect.arrayContaining(['limit', 'offset']));
    expect((await get('/api/cabinet/v2/site/storages?limit=500')).statusCode).toBe(422);
    expect((await get('/api/cabinet/v2/site/storages?city_slug=%3Cscript%3E')).statusCode).toBe(422);
  });
});

describe('warehouse calls', () => {
  it('reads one warehouse in full and its links, licenses and building', async () => {
    const id = await warehouseId('moskva-aviamotornaya');
    const full = (await get(`/api/cabinet/site/warehouse/read?id=${id}`)).json().data;
    expect(full).toMatchObject({ id, slug: 'moskva-aviamotornaya', city: { id: 604, slug: 'moskva' }, metro: 'Авиамоторная' });
    expect(full.photos.length).toBeGreaterThanOrEqual(2);
    expect(full.timetable.access24h).toBe(true);
    const links = (await get(`/api/cabinet/v2/site/storages/external-links?id=${id}`)).json().data;
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(link.url).toMatch(/^https:\/\//);
    const licenses = (await get(`/api/cabinet/v2/site/storages/licenses?id=${id}`)).json().data;
    expect(licenses[0]).toMatchObject({ title: expect.any(String), number: expect.any(String), issued_by: expect.any(String) });
    const build = (await get(`/api/cabinet/v2/site/storages/build-information?id=${id}`)).json().data;
    expect(build).toMatchObject({ floors: 3, ceiling_height_m: 3.2 });
  });

  it('answers 404 NOT_FOUND in Russian for unknown ids and 422 for bad ones', async () => {
    for (const path of [
      '/api/cabinet/site/warehouse/read',
      '/api/cabinet/v2/site/storages/slots',
      '/api/cabinet/v2/site/storages/licenses',
      '/api/cabinet/v2/site/storages/external-links',
      '/api/cabinet/v2/site/storages/build-information',
    ]) {
      const missing = await get(`${path}?id=999999`);
      expect(missing.statusCode, path).toBe(404);
      expect(missing.json()).toMatchObject({ code: 'NOT_FOUND', message: expect.stringMatching(/Склад не найден/) });
      const bad = await get(`${path}?id=abc`);
      expect(bad.statusCode, path).toBe(422);
      expect(bad.json().fields).toHaveProperty('id');
    }
    expect((await post('/api/cabinet/v2/site/storages/group', { id: 999999 })).statusCode).toBe(404);
  });

  it('lists map markers, all or by city', async () => {
    const all = (await get('/api/cabinet/v2/site/storages/coords')).json().data;
    expect(all).toHaveLength(8);
    const moscow = (await get('/api/cabinet/v2/site/storages/coords?city_slug=moskva')).json().data;
    expect(moscow).toHaveLength(3);
    for (const m of moscow) {
      expect(m.latitude).toBeGreaterThan(55.5);
      expect(m.latitude).toBeLessThan(56);
      expect(m.longitude).toBeGreaterThan(37.3);
      expect(m.longitude).toBeLessThan(38);
      expect(Object.keys(m).sort()).toEqual(['address', 'id', 'latitude', 'longitude', 'min_price', 'name', 'slug']);
    }
  });
});

describe('cells and availability', () => {
  it('lists cells, groups them by size and filters the groups', async () => {
    const id = await warehouseId('moskva-kolomenskaya');
    const slots = (await get(`/api/cabinet/v2/site/storages/slots?id=${id}`)).json().data;
    expect(slots).toHaveLength(54);
    expect(slots[0]).toMatchObject({ warehouse_id: id, size_code: 'XS', is_free: true, price: expect.any(Number) });
    const groups = (await post('/api/cabinet/v2/site/storages/group', { id })).json().data;
    expect(groups.map((g: { code: string }) => g.code)).toEqual(['XS', 'S', 'M', 'L', 'XL', 'XXL']);
    expect(groups.reduce((n: number, g: { count: number }) => n + g.count, 0)).toBe(54);
    for (const g of groups) {
      expect(g.free_count).toBe(g.count);
      expect(g.area_from).toBeGreaterThanOrEqual(g.min_area);
      expect(g.area_to).toBeLessThanOrEqual(g.max_area);
      expect(g.fits.length).toBeGreaterThan(0);
    }
    const big = (await post('/api/cabinet/v2/site/storages/group', { id, area_min: 10, features: ['pallet_access'] })).json().data;
    expect(big.map((g: { code: string }) => g.code)).toEqual(['XL', 'XXL']);
    const floor2 = (await post('/api/cabinet/v2/site/storages/group', { id, floor: 2 })).json().data;
    expect(floor2.find((g: { code: string }) => g.code === 'XXL')).toBeUndefined();
    const range = await post('/api/cabinet/v2/site/storages/group', { id, area_min: 10, area_max: 5 });
    expect(range.statusCode).toBe(422);
    expect(range.json().fields.area_max).toMatch(/больше максимальной/);
    const feature = await post('/api/cabinet/v2/site/storages/group', { id, features: ['jacuzzi'] });
    expect(feature.statusCode).toBe(422);
    expect(Object.keys(feature.json().fields)).toEqual(['features.0']);
  });

  it('counts active bookings and live holds, not expired holds or released rows', async () => {
    const db = t.db.database.db;
    const id = await warehouseId('kazan-kozya-sloboda');
    const xs = await db.select({ id: cells.id }).from(cells).where(eq(cells.warehouseId, id)).orderBy(cells.id).limit(4);
    const [active, liveHold, expiredHold, released] = xs.map((c) => c.id) as [number, number, number, number];
    const now = clock.now();
    const during = `[${new Date(now.getTime() - 86_400_000).toISOString()},${new Date(now.getTime() + 30 * 86_400_000).toISOString()})`;
    await bookingsUntilTheEnd([
      { cellId: active, orderId: 9001, during, status: 'active' },
      { cellId: liveHold, orderId: 9002, during, status: 'hold', holdExpiresAt: new Date(now.getTime() + 15 * 60_000) },
      { cellId: expiredHold, orderId: 9003, during, status: 'hold', holdExpiresAt: new Date(now.getTime() - 60_000) },
      { cellId: released, orderId: 9004, during, status: 'released', releasedAt: now },
    ]);
    const slots = (await get(`/api/cabinet/v2/site/storages/slots?id=${id}`)).json().data as { id: number; is_free: boolean }[];
    const free = (cellId: number) => slots.find((s) => s.id === cellId)!.is_free;
    expect([free(active), free(liveHold), free(expiredHold), free(released)]).toEqual([false, false, true, true]);
    const card = (await get('/api/cabinet/v2/site/storages?city_slug=kazan')).json().data.items.find((i: { id: number }) => i.id === id);
    expect(card.free_cells).toBe(card.cells_count - 2);
    const groups = (await post('/api/cabinet/v2/site/storages/group', { id, only_free: true })).json().data;
    const xsGroup = groups.find((g: { code: string }) => g.code === 'XS');
    expect(xsGroup.count).toBe(xsGroup.free_count);
    expect([active, liveHold]).not.toContain(xsGroup.first_free_cell_id);

    // The live hold expires: its cell is free again without anyone touching the row.
    clock.advance(16 * 60);
    const later = (await get(`/api/cabinet/v2/site/storages/slots?id=${id}`)).json().data as { id: number; is_free: boolean }[];
    expect(later.find((s) => s.id === liveHold)!.is_free).toBe(true);
    expect(later.find((s) => s.id === active)!.is_free).toBe(false);
  });

  it('lists the warehouses with free cells now, by city', async () => {
    const db = t.db.database.db;
    const id = await warehouseId('spb-chernaya-rechka');
    const all = await db.select({ id: cells.id }).from(cells).where(eq(cells.warehouseId, id));
    const now = clock.now();
    const during = `[${new Date(now.getTime() - 3_600_000).toISOString()},${new Date(now.getTime() + 86_400_000).toISOString()})`;
    await bookingsUntilTheEnd(all.map((c, i) => ({ cellId: c.id, orderId: 9100 + i, during, status: 'active' })));
    const spb = (await get('/api/cabinet/v2/site/warehouses/available?city_slug=sankt-peterburg')).json().data;
    expect(spb.map((w: { slug: string }) => w.slug).sort()).toEqual(['spb-ladozhskaya', 'spb-moskovskie-vorota']);
    const groups = (await post('/api/cabinet/v2/site/storages/group', { id })).json().data;
    for (const g of groups) expect(g).toMatchObject({ free_count: 0, first_free_cell_id: null });
  });
});

describe('catalogue service', () => {
  it('serves landings, periods, tariff tables and city warehouses; unknown keys are NOT_FOUND', async () => {
    const catalogue = t.app.services.catalogue;
    const landing = await catalogue.landing('zimnee-hraneniya-veschey');
    expect(landing.sections.length).toBeGreaterThanOrEqual(3);
    await expect(catalogue.landing('nichego')).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect((await catalogue.periods('monthly')).map((p) => p.code)).toEqual(['month-1', 'month-3', 'month-6', 'month-11']);
    expect((await catalogue.periods('guest')).map((p) => p.code)).toEqual(['guest-1', 'guest-3', 'guest-7', 'guest-14']);
    const monthly = await catalogue.tariffTable('monthly');
    expect(monthly).toHaveLength(8);
    const cityMin = (cityId: number) => Math.min(...monthly.filter((r) => r.warehouse.city.id === cityId).map((r) => r.prices.S!));
    expect(cityMin(604)).toBeGreaterThan(cityMin(465));
    expect(cityMin(465)).toBeGreaterThan(cityMin(466));
    const { city, warehouses: list } = await catalogue.cityWarehouses('kazan');
    expect(city.declensions.dative).toBe('Казани');
    expect(list).toHaveLength(2);
    await expect(catalogue.cityWarehouses('tver')).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(catalogue.warehouseBySlug('net-takogo')).rejects.toMatchObject({ code: 'NOT_FOUND' });
    const [firstCell] = await catalogue.slots((await catalogue.warehouseBySlug('moskva-dmitrovskaya')).id);
    const found = await catalogue.cellById(firstCell!.id);
    expect(found.warehouse.slug).toBe('moskva-dmitrovskaya');
    await expect(catalogue.cellById(99_999_999)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(await catalogue.tariff(found.warehouse.id, firstCell!.size_code, 'guest')).toBeGreaterThan(0);
  });
});

describe('sitemap', () => {
  it('registers the catalogue pages, warehouses with their links and licenses pages, cities and landings', async () => {
    const body = (await get('/sitemap.xml')).body;
    const locs = [...body.matchAll(/<loc>https:\/\/mestechko\.ru([^<]+)<\/loc>/g)].map((m) => m[1]);
    for (const path of [
      '/storages/',
      '/tariffs/',
      '/tariffs/daily/',
      '/tariffs/guest/',
      '/hranenie-lichnykh-veschey/',
      '/zimnee-hraneniya-veschey/',
      '/moskva/kladovki/',
      '/sankt-peterburg/kladovki/',
      '/kazan/kladovki/',
      '/storages/moskva-aviamotornaya/',
      '/storages/kazan-kozya-sloboda/',
    ]) {
      expect(locs).toContain(path);
    }
    const id = await warehouseId('spb-ladozhskaya');
    expect(locs).toContain(`/storages/spb-ladozhskaya/${id}/licenses/`);
    expect(locs).toContain(`/storages/spb-ladozhskaya/${id}/external-links/`);
    expect(locs.filter((l) => /^\/storages\/[^/]+\/$/.test(l!))).toHaveLength(8);
    expect(locs.some((l) => l!.includes('oblako'))).toBe(false);
    expect(new Set(locs).size).toBe(locs.length);
  });
});
