import type { Db } from '../../db/client.server';
import { warehouses } from './tables';

/** Each warehouse's id and review group by slug: what the content domain's demo reviews attach to. */
export async function warehouseReviewGroups(db: Db): Promise<Map<string, { id: number; groupId: number | null }>> {
  const rows = await db.select({ id: warehouses.id, slug: warehouses.slug, groupId: warehouses.reviewGroupId }).from(warehouses);
  return new Map(rows.map((r) => [r.slug, { id: r.id, groupId: r.groupId }]));
}
