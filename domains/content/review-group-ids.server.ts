import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.server';
import { reviewGroups } from './tables';

/** The active review groups by `city id:service`: what the storages demo seed attaches warehouses to. */
export async function reviewGroupIds(db: Db): Promise<Map<string, number>> {
  const rows = await db
    .select({ id: reviewGroups.id, cityId: reviewGroups.cityId, service: reviewGroups.service })
    .from(reviewGroups)
    .where(eq(reviewGroups.active, true));
  return new Map(rows.map((r) => [`${r.cityId}:${r.service}`, r.id]));
}
