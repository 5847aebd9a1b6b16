import { and, asc, eq, sql } from 'drizzle-orm';
import type { PgSelect, SelectedFields } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.server';
import { distanceMeters } from '../../lib/geo-distance';
import type { MarkersQuery, Marker, ObtainingOption, Postomat, PostomatTools } from './catalogue-schema';
import type { KeptRead } from './catalogue-kept.server';
import { priceDay, priceMin } from './catalogue-prices.server';
import { unitTakenNow } from './booking/free-units.server';
import { prokatCategories, prokatCells, prokatModels, prokatPostomats, prokatUnits } from './tables';

type PostomatRow = typeof prokatPostomats.$inferSelect;
type InnerJoined<Tables extends string> = Record<Tables, 'not-null'>;

/** A locker as the catalogue's answers show it. */
export function postomatOf(row: PostomatRow): Postomat {
  return {
    id: row.id,
    number: row.number,
    name: row.name,
    city_id: row.cityId,
    address: row.address,
    place: row.place,
    timetable: row.timetable,
    latitude: row.latitude,
    longitude: row.longitude,
    time_zone: row.timeZone,
    files: row.photos.map((url) => ({ url })),
  };
}

/** An active locker's row, or null. */
export async function activePostomatRow(db: Db, id: number) {
  const [row] = await db
    .select()
    .from(prokatPostomats)
    .where(and(eq(prokatPostomats.id, id), eq(prokatPostomats.active, true)));
  return row ?? null;
}

/**
 * Units lying in cells, each with its cell, model and category (`columns` of those tables). The
 * result is typed by hand: drizzle's join types do not resolve over a generic selection.
 */
export function unitsInCells<Columns extends SelectedFields>(db: Db, columns: Columns) {
  return db
    .select(columns as SelectedFields)
    .from(prokatUnits)
    .innerJoin(prokatCells, eq(prokatCells.id, prokatUnits.cellId))
    .innerJoin(prokatModels, eq(prokatModels.id, prokatUnits.modelId))
    .innerJoin(prokatCategories, eq(prokatCategories.id, prokatModels.categoryId))
    .$dynamic() as unknown as PgSelect<
    'prokat_units',
    Columns,
    'partial',
    InnerJoined<'prokat_units' | 'prokat_cells' | 'prokat_models' | 'prokat_categories'>
  >;
}

/** The lockers, what lies in them and where a model can be taken, each read kept under the change counter. */
export function createLockerReads(db: Db, kept: KeptRead) {
  /** Every active locker with the number of tools of the chosen categories lying in it now. */
  async function lockersWithCounts(categories: number[], now: Date) {
    const categoryFilter = categories.length
      ? sql`and m.category_id in (${sql.join(
          categories.map((id) => sql`${id}`),
          sql`, `,
        )})`
      : sql``;
    const rows = await db
      .select({
        id: prokatPostomats.id,
        number: prokatPostomats.number,
        name: prokatPostomats.name,
        address: prokatPostomats.address,
        latitude: prokatPostomats.latitude,
        longitude: prokatPostomats.longitude,
        timetable: prokatPostomats.timetable,
        count: sql<number>`(select count(*)::int from prokat_units u
          join prokat_cells c on c.id = u.cell_id
          join prokat_models m on m.id = u.model_id
          where c.postomat_id = "prokat_postomats"."id" and u.status = 'available'
            and not ${unitTakenNow(sql.raw('u.id'), now)}
            and not c.broken and m.active ${categoryFilter})`,
      })
      .from(prokatPostomats)
      .where(eq(prokatPostomats.active, true))
      .orderBy(asc(prokatPostomats.sort), asc(prokatPostomats.id));
    return rows.map(({ timetable, ...row }) => ({ ...row, count: Number(row.count), around24h: timetable.around24h }));
  }

  /** Lockers inside the map's bounds; with categories chosen, only those that have such tools now. */
  async function markers(query: MarkersQuery): Promise<Marker[]> {
    const categories = [...(query.categories ?? [])].sort((a, b) => a - b);
    const all = await kept(`markers:${categories.join(',')}`, (now) => lockersWithCounts(categories, now));
    return all.filter(
      (marker) =>
        marker.latitude >= query.south &&
        marker.latitude <= query.north &&
        marker.longitude >= query.west &&
        marker.longitude <= query.east &&
        (categories.length === 0 || marker.count > 0),
    );
  }

  /** A locker and the tools in its cells now, by category. */
  async function postomatTools(id: number, now: Date): Promise<PostomatTools | null> {
    const postomat = await activePostomatRow(db, id);
    if (!postomat) return null;
    const [units, free] = await Promise.all([
      unitsInCells(db, {
        id: prokatUnits.id,
        cell: prokatCells.number,
        modelId: prokatModels.id,
        slug: prokatModels.slug,
        name: prokatModels.name,
        brand: prokatModels.brand,
        photos: prokatModels.photos,
        categoryId: prokatCategories.id,
        categorySlug: prokatCategories.slug,
        categoryName: prokatCategories.name,
        categorySort: prokatCategories.sort,
        priceMin,
        priceDay,
      })
        .where(
          and(
            eq(prokatCells.postomatId, id),
            eq(prokatUnits.status, 'available'),
            sql`not ${unitTakenNow(sql`${prokatUnits.id}`, now)}`,
            eq(prokatCells.broken, false),
            eq(prokatModels.active, true),
          ),
        )
        .orderBy(asc(prokatCategories.sort), asc(prokatCells.number)),
      db
        .select({ n: sql<number>`count(*)::int` })
        .from(prokatCells)
        .leftJoin(prokatUnits, eq(prokatUnits.cellId, prokatCells.id))
        .where(and(eq(prokatCells.postomatId, id), eq(prokatCells.broken, false), sql`${prokatUnits.id} is null`)),
    ]);
    const groups = new Map<number, PostomatTools['categories'][number]>();
    for (const unit of units) {
      const group = groups.get(unit.categoryId) ?? {
        id: unit.categoryId,
        slug: unit.categorySlug,
        name: unit.categoryName,
        count: 0,
        tools: [],
      };
      const prices = { min: Number(unit.priceMin ?? 0), day: Number(unit.priceDay ?? 0) };
      group.tools.push({
        id: unit.id,
        postomat_slot: unit.cell,
        brand_code: unit.brand,
        name: unit.name,
        model_slug: unit.slug,
        comment: '',
        price_min: prices.min,
        price_now: prices.day,
        discount: 0,
        files: unit.photos.map((url) => ({ url })),
      });
      group.count += 1;
      groups.set(unit.categoryId, group);
    }
    return { postomat: postomatOf(postomat), categories: [...groups.values()], free_cells: Number(free[0]?.n ?? 0) };
  }

  /** Lockers that have the model in a cell now, with how many units. */
  async function lockersHaving(slug: string, now: Date) {
    const [model] = await db
      .select({ id: prokatModels.id })
      .from(prokatModels)
      .where(and(eq(prokatModels.slug, slug), eq(prokatModels.active, true)));
    if (!model) return null;
    const rows = await db
      .select({ postomat: prokatPostomats, available: sql<number>`count(*)::int` })
      .from(prokatUnits)
      .innerJoin(prokatCells, eq(prokatCells.id, prokatUnits.cellId))
      .innerJoin(prokatPostomats, eq(prokatPostomats.id, prokatCells.postomatId))
      .where(
        and(
          eq(prokatUnits.modelId, model.id),
          eq(prokatUnits.status, 'available'),
          sql`not ${unitTakenNow(sql`${prokatUnits.id}`, now)}`,
          eq(prokatCells.broken, false),
          eq(prokatPostomats.active, true),
        ),
      )
      .groupBy(prokatPostomats.id)
      .orderBy(asc(prokatPostomats.sort), asc(prokatPostomats.id));
    return rows.map((row) => ({ postomat: postomatOf(row.postomat), available: Number(row.available) }));
  }

  /** Lockers that have the model in a cell now; nearest first when the person shared a location. */
  async function obtainingOptions(slug: string, near?: { latitude: number; longitude: number }): Promise<ObtainingOption[] | null> {
    const having = await kept(`having:${slug}`, (now) => lockersHaving(slug, now));
    if (!having) return null;
    const options = having.map((option) => ({ ...option, distance_m: near ? Math.round(distanceMeters(near, option.postomat)) : null }));
    return near ? options.sort((a, b) => a.distance_m! - b.distance_m!) : options;
  }

  async function postomat(id: number): Promise<Postomat | null> {
    const row = await activePostomatRow(db, id);
    return row ? postomatOf(row) : null;
  }

  return {
    markers,
    postomat: (id: number) => kept(`postomat:${id}`, () => postomat(id)),
    postomatTools: (id: number) => kept(`tools:${id}`, (now) => postomatTools(id, now)),
    obtainingOptions,
  };
}
