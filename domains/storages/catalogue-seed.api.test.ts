import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../tests/helpers/test-database';
import { seedStorages } from './seed.server';
import { reviewGroupIds } from '../content/service.server';
import { cellSizes, cells, rentalPeriods, storageLandings, tariffs, warehouses } from './tables';

let t: TestDatabase;

beforeAll(async () => {
  // The whole demo seed, as `npm start` runs it: content (review groups) first, then the storages.
  t = await createTestDatabase({ demo: true });
});
afterAll(async () => {
  await t.dispose();
});

const onDisk = (publicPath: string) => {
  const file = path.join(process.cwd(), 'public', publicPath);
  return existsSync(file) && statSync(file).size > 1000;
};

describe('storage demo seed', () => {
  it('has at least 6 STORAGE warehouses across the three cities and a CLOUD one', async () => {
    const rows = await t.database.db.select().from(warehouses);
    const storages = rows.filter((w) => w.type === 'STORAGE');
    expect(storages.length).toBeGreaterThanOrEqual(6);
    expect(new Set(storages.map((w) => w.cityId))).toEqual(new Set([604, 465, 466]));
    expect(rows.some((w) => w.type === 'CLOUD')).toBe(true);
    for (const w of rows) {
      expect(w.photos.length, w.slug).toBeGreaterThanOrEqual(2);
      for (const photo of w.photos) expect(onDisk(photo), photo).toBe(true);
      expect(w.licenses.length).toBeGreaterThan(0);
      expect(w.externalLinks.every((l) => l.url.startsWith('https://'))).toBe(true);
      expect(w.reviewGroupId, w.slug).not.toBeNull();
    }
    expect(storages.some((w) => w.timetable.access24h)).toBe(true);
    expect(storages.some((w) => !w.timetable.access24h)).toBe(true);
  });

  it('has at least 400 cells whose areas fit their size class', async () => {
    const db = t.database.db;
    const sizes = await db.select().from(cellSizes);
    expect(sizes.map((s) => s.code)).toEqual(['XS', 'S', 'M', 'L', 'XL', 'XXL']);
    for (const size of sizes) expect(onDisk(size.image!), size.code).toBe(true);
    const all = await db.select().from(cells);
    expect(all.length).toBeGreaterThanOrEqual(400);
    const band = new Map(sizes.map((s) => [s.code, s]));
    for (const cell of all) {
      const size = band.get(cell.sizeCode)!;
      expect(cell.area).toBeGreaterThanOrEqual(size.minArea);
      expect(cell.area).toBeLessThanOrEqual(size.maxArea);
    }
    expect(Math.min(...all.map((c) => c.area))).toBe(0.5);
    expect(Math.max(...all.map((c) => c.area))).toBe(30);
    expect(new Set(all.flatMap((c) => c.features))).toEqual(
      new Set(['heating', 'access_24h', 'ground_floor', 'near_lift', 'shelves', 'video', 'pallet_access']),
    );
  });

  it('prices every STORAGE warehouse × size × kind, Moscow dearer than St Petersburg dearer than Kazan', async () => {
    const db = t.database.db;
    const storages = await db.select().from(warehouses).where(eq(warehouses.type, 'STORAGE'));
    const rows = await db.select().from(tariffs);
    for (const w of storages) {
      for (const size of ['XS', 'S', 'M', 'L', 'XL', 'XXL']) {
        for (const kind of ['monthly', 'daily', 'guest']) {
          const row = rows.find((r) => r.warehouseId === w.id && r.sizeCode === size && r.kind === kind);
          expect(row?.price, `${w.slug} ${size} ${kind}`).toBeGreaterThan(0);
        }
      }
    }
    const avgM = (cityId: number) => {
      const ids = new Set(storages.filter((w) => w.cityId === cityId).map((w) => w.id));
      const prices = rows.filter((r) => ids.has(r.warehouseId) && r.sizeCode === 'M' && r.kind === 'monthly').map((r) => r.price);
      return prices.reduce((a, b) => a + b, 0) / prices.length;
    };
    expect(avgM(604)).toBeGreaterThan(avgM(465));
    expect(avgM(465)).toBeGreaterThan(avgM(466));
  });

  it('has the periods of each kind and both landings', async () => {
    const db = t.database.db;
    const periods = await db.select().from(rentalPeriods);
    expect(periods.filter((p) => p.tariffKind === 'monthly').map((p) => p.discountPercent)).toEqual([0, 5, 10, 15]);
    expect(periods.filter((p) => p.tariffKind === 'daily').map((p) => p.length)).toEqual([1, 3, 7, 14, 21]);
    expect(periods.filter((p) => p.tariffKind === 'guest').map((p) => p.code)).toEqual(['guest-1', 'guest-3', 'guest-7', 'guest-14']);
    const landings = await db.select().from(storageLandings);
    expect(landings.map((l) => l.key).sort()).toEqual(['hranenie-lichnykh-veschey', 'zimnee-hraneniya-veschey']);
  });

  it('is idempotent: a second run adds nothing', async () => {
    const db = t.database.db;
    const before = (await db.select({ n: count() }).from(cells))[0]!.n;
    await seedStorages(db, await reviewGroupIds(db));
    expect((await db.select({ n: count() }).from(cells))[0]!.n).toBe(before);
    expect((await db.select({ n: count() }).from(warehouses))[0]!.n).toBe(9);
  });
});
