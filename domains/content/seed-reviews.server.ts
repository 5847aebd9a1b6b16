import { count, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client.server';
import { reviewSeeds } from './review-data';
import { reviews } from './tables';

const DAY_MS = 24 * 3600 * 1000;

/**
 * Demo reviews of the demo warehouses (most approved, one waiting for moderation). Runs after
 * the storages seed and only while no review names a warehouse, so it never touches live data.
 * `warehouses` (id and review group by slug) comes from the storages domain.
 */
export async function seedWarehouseReviews(
  db: Db,
  warehouses: Map<string, { id: number; groupId: number | null }>,
  now: Date = new Date(),
): Promise<void> {
  const [existing] = await db.select({ n: count() }).from(reviews).where(isNotNull(reviews.warehouseId));
  if (Number(existing?.n ?? 0) > 0) return;
  const rows = reviewSeeds.flatMap((seed) => {
    const w = warehouses.get(seed.slug);
    if (!w || w.groupId === null) return [];
    return [
      {
        groupId: w.groupId,
        warehouseId: w.id,
        rating: seed.rating,
        text: seed.text,
        name: seed.name,
        status: seed.status,
        createdAt: new Date(now.getTime() - seed.daysAgo * DAY_MS),
      },
    ];
  });
  if (rows.length > 0) await db.insert(reviews).values(rows);
}
