import { count, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.server';
import { reviewSeeds } from './review-data';
import { reviews } from './tables';

const DAY_MS = 24 * 3600 * 1000;

/** Warehouses by slug with their review group, read without reaching into the storages domain. */
async function warehousesBySlug(db: Db): Promise<Map<string, { id: number; groupId: number | null }>> {
  const result = await db.execute<{ id: number; slug: string; review_group_id: number | null }>(
    sql`select id, slug, review_group_id from warehouses`,
  );
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
    id: number;
    slug: string;
    review_group_id: number | null;
  }[];
  return new Map(rows.map((r) => [r.slug, { id: Number(r.id), groupId: r.review_group_id === null ? null : Number(r.review_group_id) }]));
}

/**
 * Demo reviews of the demo warehouses (most approved, one waiting for moderation). Runs after
 * the storages seed and only while no review names a warehouse, so it never touches live data.
 */
export async function seedWarehouseReviews(db: Db, now: Date = new Date()): Promise<void> {
  const [existing] = await db.select({ n: count() }).from(reviews).where(isNotNull(reviews.warehouseId));
  if (Number(existing?.n ?? 0) > 0) return;
  const warehouses = await warehousesBySlug(db);
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
