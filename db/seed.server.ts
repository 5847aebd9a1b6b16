import type { Db } from './client.server';
import { seedReference } from '../domains/reference/seed.server';
import { seedDeliveryZones } from '../domains/addresses/seed.server';
import { seedContent, seedRentalPenalties } from '../domains/content/seed.server';
import { reviewGroupIds } from '../domains/content/service.server';
import { seedWarehouseReviews } from '../domains/content/seed-reviews.server';
import { seedPromoCodes, seedRulePromoCodes } from '../domains/orders/core/seed-promo.server';
import { seedStorages } from '../domains/storages/seed.server';
import { warehouseReviewGroups } from '../domains/storages/service.server';
import { seedCloudCrews, seedCloudReference } from '../domains/clouds/seed.server';
import { seedProkat } from '../domains/prokat/seed.server';

/**
 * Reference rows are upserted on every start. Demo content of each domain (warehouses,
 * tools, apartments, posts) registers here as the domains land, and only fills an empty database.
 */
const demoSeeds: { name: string; run: (db: Db) => Promise<void> }[] = [
  { name: 'content', run: (db) => seedContent(db) },
  { name: 'promo codes', run: (db) => seedPromoCodes(db) },
  { name: 'storages', run: async (db) => seedStorages(db, await reviewGroupIds(db)) },
  { name: 'warehouse reviews', run: async (db) => seedWarehouseReviews(db, await warehouseReviewGroups(db)) },
  { name: 'cloud crews', run: (db) => seedCloudCrews(db) },
  { name: 'prokat', run: (db) => seedProkat(db) },
];

export async function seedDatabase(db: Db, options: { demo: boolean }): Promise<void> {
  await seedReference(db);
  await seedDeliveryZones(db);
  await seedRulePromoCodes(db);
  await seedRentalPenalties(db);
  if (options.demo) for (const seed of demoSeeds) await seed.run(db);
  // After the demo warehouses: a rate and windows for every cloud warehouse, on every start.
  await seedCloudReference(db);
}
