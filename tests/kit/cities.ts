import { asc, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.server';
import { cities } from '../../db/schema';

export type CityRow = typeof cities.$inferSelect;

/** The first city of the reference data (the seed's Moscow). */
export async function firstCity(db: Db): Promise<CityRow> {
  const [city] = await db.select().from(cities).orderBy(asc(cities.id)).limit(1);
  return city!;
}

/** A copy of `model` under a new id and slug, so a test world gets a city of its own. */
export async function insertCityLike(db: Db, model: CityRow, suffix: string): Promise<number> {
  const [next] = await db.select({ id: sql<number>`coalesce(max(${cities.id}), 0) + 1` }).from(cities);
  const [row] = await db
    .insert(cities)
    .values({ ...model, id: Number(next!.id), slug: `test-city-${suffix}`, name: `Город ${suffix}` })
    .returning({ id: cities.id });
  return row!.id;
}
