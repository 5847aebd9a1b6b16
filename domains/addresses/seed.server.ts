import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.server';
import { deliveryZones } from './tables';
import { deliveryZoneRows } from './zones-data';

/**
 * Upserts the delivery zones by their code on every start (reference data, like the cities): a
 * changed polygon or surcharge in zones-data.ts reaches the database with the next deploy.
 */
export async function seedDeliveryZones(db: Db): Promise<void> {
  await db
    .insert(deliveryZones)
    .values(deliveryZoneRows.map((zone) => ({ ...zone, active: true })))
    .onConflictDoUpdate({
      target: deliveryZones.code,
      set: {
        cityId: sql`excluded.city_id`,
        name: sql`excluded.name`,
        polygon: sql`excluded.polygon`,
        surcharge: sql`excluded.surcharge`,
        active: sql`excluded.active`,
        updatedAt: sql`now()`,
      },
    });
}
