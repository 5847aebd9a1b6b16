import { count, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.server';
import { cloudWarehouses } from '../storages/service.server';
import { cloudCrews, cloudPeriods, cloudRates } from './tables';
import { ensureWindows } from './booking/windows.server';

/** The periods of cloud storage, the same at every cloud warehouse. */
export const CLOUD_PERIOD_ROWS = [
  { code: 'cloud_1m', title: '1 месяц', months: 1, discountPercent: 0, sort: 10 },
  { code: 'cloud_3m', title: '3 месяца', months: 3, discountPercent: 5, sort: 20 },
  { code: 'cloud_6m', title: '6 месяцев', months: 6, discountPercent: 10, sort: 30 },
  { code: 'cloud_12m', title: '12 месяцев', months: 12, discountPercent: 15, sort: 40 },
] as const;

/** A new cloud warehouse's rate: roubles per m³ a month, a return delivery, crews per window. */
export const DEFAULT_CLOUD_RATE = { pricePerM3: 1490, returnDeliveryPrice: 990, defaultCrews: 3 } as const;

/**
 * Reference data of the clouds line, upserted on every start: the periods (their terms follow the
 * code), a rate for every cloud warehouse that has none (a rate changed since is kept), and the
 * pickup windows of the days ahead.
 */
export async function seedCloudReference(db: Db, now: Date = new Date()): Promise<void> {
  await db
    .insert(cloudPeriods)
    .values(CLOUD_PERIOD_ROWS.map((row) => ({ ...row, active: true })))
    .onConflictDoUpdate({
      target: cloudPeriods.code,
      set: {
        title: sql`excluded.title`,
        months: sql`excluded.months`,
        discountPercent: sql`excluded.discount_percent`,
        sort: sql`excluded.sort`,
      },
    });
  const warehouses = await cloudWarehouses(db);
  if (warehouses.length > 0) {
    await db
      .insert(cloudRates)
      .values(warehouses.map((w) => ({ warehouseId: w.id, ...DEFAULT_CLOUD_RATE })))
      .onConflictDoNothing({ target: cloudRates.warehouseId });
  }
  await ensureWindows(db, now);
}

/** Demo crews of the Moscow cloud warehouse («Бригада 1» …), only while there are no crews at all. */
export async function seedCloudCrews(db: Db): Promise<void> {
  const [crews] = await db.select({ n: count() }).from(cloudCrews);
  if (Number(crews?.n ?? 0) > 0) return;
  const warehouses = await cloudWarehouses(db);
  const moscow = warehouses.find((w) => w.slug.startsWith('moskva-')) ?? warehouses[0];
  if (!moscow) return;
  await db.insert(cloudCrews).values([
    { warehouseId: moscow.id, name: 'Бригада 1', vehicle: 'А 101 МР 777' },
    { warehouseId: moscow.id, name: 'Бригада 2', vehicle: 'В 202 КС 777' },
    { warehouseId: moscow.id, name: 'Бригада 3', vehicle: 'Е 303 ТХ 777' },
  ]);
}
