import { and, asc, desc, eq, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Db } from '../../db/client.server';
import type { Clock } from '../../lib/clock';
import { distanceMeters } from '../../lib/geo-distance';
import { notePageCheck, readForPage } from '../../lib/page-dependencies.server';
import type {
  CatalogFilter,
  MarkersQuery,
  ObtainingOption,
  Postomat,
  PostomatTools,
  Product,
  ProductCard,
  ProkatCategory,
  ProkatTariff,
  TariffRow,
  Marker,
} from './catalogue-schema';
import { unitTakenNow } from './booking/free-units.server';
import { toolsOfOrder } from './booking/order-tools.server';
import { prokatCatalogueVersion, prokatCategories, prokatCells, prokatModels, prokatPostomats, prokatTariffs, prokatUnits } from './tables';
import { tariffTitle } from './tariff-title';

type PostomatRow = typeof prokatPostomats.$inferSelect;
type TariffDbRow = typeof prokatTariffs.$inferSelect;

const categoryImage = (slug: string) => `/images/prokat/category-${slug}.webp`;

function postomatOf(row: PostomatRow): Postomat {
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

const tariffOf = (row: Pick<TariffDbRow, 'unit' | 'periodNumber' | 'priceTotal'>): ProkatTariff => ({
  unit: row.unit,
  period_number: row.periodNumber,
  price_total: row.priceTotal,
  title: tariffTitle(row.unit, row.periodNumber),
});

/** Units a renter can take now: available, in a working cell of an active locker (of one city, when given). */
function availableUnits(now: Date, cityId?: number) {
  return sql<number>`(select count(*)::int from prokat_units u
    join prokat_cells c on c.id = u.cell_id
    join prokat_postomats p on p.id = c.postomat_id
    where u.model_id = "prokat_models"."id" and u.status = 'available' and not c.broken and p.active
      and not ${unitTakenNow(sql.raw('u.id'), now)}
      ${cityId === undefined ? sql`` : sql`and p.city_id = ${cityId}`})`;
}
// Correlated subqueries name the outer table in full: drizzle leaves column names unqualified in a
// query of one table, and inside a subquery an unqualified name would be the subquery's own.
const priceMin = sql<number>`(select min(t.price_total) from prokat_tariffs t where t.model_id = "prokat_models"."id")`;
const priceDay = sql<number>`coalesce((select t.price_total from prokat_tariffs t
  where t.model_id = "prokat_models"."id" and t.unit = 'day' and t.period_number = 1), ${priceMin})`;

/** The tool catalogue and the lockers, read side: what the catalogue, map and model pages show. */
export function createProkatCatalogue(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;
  const holdsExpiring = (compare: SQL) =>
    sql`from prokat_unit_bookings where status = 'hold' and hold_expires_at ${compare} ${sql.placeholder('now')}::timestamptz`;
  const stateStatement = db
    .select({
      version: prokatCatalogueVersion.version,
      lastExpired: sql<string | null>`(select max(hold_expires_at) ${holdsExpiring(sql`<=`)})`,
      nextExpiry: sql<string | null>`(select min(hold_expires_at) ${holdsExpiring(sql`>`)})`,
    })
    .from(prokatCatalogueVersion)
    .where(eq(prokatCatalogueVersion.id, 1))
    .prepare('prokat_catalogue_state');
  /** The change counter, and the hold expiries around `now`: a hold stops counting at its expiry with no write. */
  async function state(now: Date) {
    const [row] = await stateStatement.execute({ now: now.toISOString() });
    const instant = (value: string | Date | null | undefined, none: number) => (value ? new Date(value).getTime() : none);
    return {
      version: Number(row?.version ?? 0),
      validFrom: instant(row?.lastExpired, -Infinity),
      validUntil: instant(row?.nextExpiry, Infinity),
    };
  }
  type Kept = { version: number; validFrom: number; validUntil: number; value: unknown };
  const keptReads = new LRUCache<string, Kept>({ max: 500 });
  const holds = (entry: Omit<Kept, 'value'>, t: number) => t >= entry.validFrom && t < entry.validUntil;

  /**
   * A read kept in this process while it cannot have changed: the catalogue's change counter (read
   * first on every call, one primary-key lookup) is the same, and the clock is still between the
   * hold expiries around the read. A guest page made from it stays current on the same terms
   * (decision 0017). Callers must not change what they get.
   */
  async function kept<T>(key: string, read: (now: Date) => Promise<T>): Promise<T> {
    const entry = await readForPage(async () => {
      const now = clock.now();
      const current = await state(now);
      const found = keptReads.get(key);
      if (found && found.version === current.version && holds(found, now.getTime())) return found as Kept & { value: T };
      const fresh = { ...current, value: await read(now) };
      keptReads.set(key, fresh);
      return fresh;
    });
    notePageCheck(`prokat-catalogue:${entry.version}:${entry.validFrom}:${entry.validUntil}`, async () => {
      const now = clock.now();
      return holds(entry, now.getTime()) && (await state(now)).version === entry.version;
    });
    return entry.value;
  }

  function cardColumns(now: Date, cityId?: number) {
    return {
      id: prokatModels.id,
      slug: prokatModels.slug,
      name: prokatModels.name,
      brand: prokatModels.brand,
      deposit: prokatModels.deposit,
      photos: prokatModels.photos,
      categoryId: prokatCategories.id,
      categorySlug: prokatCategories.slug,
      categoryName: prokatCategories.name,
      priceMin,
      priceDay,
      available: availableUnits(now, cityId),
    };
  }
  type CardRow = {
    id: number;
    slug: string;
    name: string;
    brand: string;
    deposit: number;
    photos: string[];
    categoryId: number;
    categorySlug: string;
    categoryName: string;
    priceMin: number;
    priceDay: number;
    available: number;
  };
  const cardOf = (row: CardRow): ProductCard => ({
    id: row.id,
    slug: row.slug,
    name: row.name,
    brand_code: row.brand,
    category: { id: row.categoryId, slug: row.categorySlug, name: row.categoryName },
    price_min: Number(row.priceMin ?? 0),
    price_day: Number(row.priceDay ?? 0),
    deposit: row.deposit,
    files: row.photos.map((url) => ({ url })),
    available: Number(row.available),
  });

  function cards(now: Date, where: SQL | undefined, order: SQL[], page: { offset: number; limit: number }, cityId?: number) {
    return db
      .select(cardColumns(now, cityId))
      .from(prokatModels)
      .innerJoin(prokatCategories, eq(prokatCategories.id, prokatModels.categoryId))
      .where(and(eq(prokatModels.active, true), where))
      .orderBy(...order)
      .limit(page.limit)
      .offset(page.offset);
  }
  async function countModels(where: SQL | undefined): Promise<number> {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(prokatModels)
      .innerJoin(prokatCategories, eq(prokatCategories.id, prokatModels.categoryId))
      .where(and(eq(prokatModels.active, true), where));
    return Number(row?.n ?? 0);
  }
  const popularOrder = [desc(prokatModels.popular), asc(prokatModels.sort), asc(prokatModels.id)];

  async function categories(onlyPopular = false): Promise<ProkatCategory[]> {
    const rows = await db
      .select({
        id: prokatCategories.id,
        slug: prokatCategories.slug,
        name: prokatCategories.name,
        description: prokatCategories.description,
        count: sql<number>`(select count(*)::int from prokat_models m where m.category_id = "prokat_categories"."id" and m.active)`,
      })
      .from(prokatCategories)
      .where(onlyPopular ? eq(prokatCategories.popular, true) : undefined)
      .orderBy(asc(prokatCategories.sort), asc(prokatCategories.id));
    return rows.map((row) => ({ ...row, count: Number(row.count), image: categoryImage(row.slug) }));
  }

  async function categoryBySlug(slug: string): Promise<ProkatCategory | null> {
    return (await categories()).find((category) => category.slug === slug) ?? null;
  }

  async function filter(input: CatalogFilter, now: Date): Promise<{ items: ProductCard[]; count: number }> {
    const conditions: SQL[] = [];
    if (input.category_ids?.length) conditions.push(inArray(prokatModels.categoryId, input.category_ids));
    if (input.query) {
      const needle = input.query.toLowerCase();
      conditions.push(sql`(strpos(lower(${prokatModels.name}), ${needle}) > 0 or strpos(lower(${prokatModels.brand}), ${needle}) > 0)`);
    }
    if (input.price_max !== undefined) conditions.push(lte(priceDay, input.price_max));
    if (input.available_only) conditions.push(sql`${availableUnits(now, input.city_id)} > 0`);
    const where = conditions.length ? and(...conditions) : undefined;
    const order =
      input.sort === 'price_asc'
        ? [asc(priceDay), asc(prokatModels.id)]
        : input.sort === 'price_desc'
          ? [desc(priceDay), asc(prokatModels.id)]
          : input.sort === 'name'
            ? [asc(prokatModels.name), asc(prokatModels.id)]
            : popularOrder;
    const [rows, count] = await Promise.all([cards(now, where, order, input, input.city_id), countModels(where)]);
    return { items: rows.map(cardOf), count };
  }

  async function categoryProducts(slug: string, page: { offset: number; limit: number }, now: Date) {
    const category = await categoryBySlug(slug);
    if (!category) return null;
    const where = eq(prokatModels.categoryId, category.id);
    const [rows, count] = await Promise.all([cards(now, where, popularOrder, page), countModels(where)]);
    return { category, items: rows.map(cardOf), count };
  }

  async function popularProducts(now: Date, limit = 8): Promise<ProductCard[]> {
    return (await cards(now, eq(prokatModels.popular, true), popularOrder, { offset: 0, limit })).map(cardOf);
  }

  async function tariffsOf(modelIds: number[]) {
    if (modelIds.length === 0) return new Map<number, ProkatTariff[]>();
    const rows = await db
      .select()
      .from(prokatTariffs)
      .where(inArray(prokatTariffs.modelId, modelIds))
      .orderBy(asc(prokatTariffs.modelId), desc(prokatTariffs.unit), asc(prokatTariffs.periodNumber));
    const byModel = new Map<number, ProkatTariff[]>();
    for (const row of rows) byModel.set(row.modelId, [...(byModel.get(row.modelId) ?? []), tariffOf(row)]);
    return byModel;
  }

  async function product(slug: string, now: Date): Promise<Product | null> {
    const [row] = await db
      .select({ ...cardColumns(now), description: prokatModels.description, specs: prokatModels.specs, inBox: prokatModels.inBox })
      .from(prokatModels)
      .innerJoin(prokatCategories, eq(prokatCategories.id, prokatModels.categoryId))
      .where(and(eq(prokatModels.slug, slug), eq(prokatModels.active, true)));
    if (!row) return null;
    const tariffs = (await tariffsOf([row.id])).get(row.id) ?? [];
    return { ...cardOf(row), description: row.description, specs: row.specs, in_box: row.inBox, tariffs };
  }

  /** Related models for the endless shelf: the same category first, then the most popular. */
  async function shelf(slug: string | undefined, page: { offset: number; limit: number }, now: Date) {
    const [current] = slug
      ? await db.select({ id: prokatModels.id, categoryId: prokatModels.categoryId }).from(prokatModels).where(eq(prokatModels.slug, slug))
      : [];
    if (slug && !current) return null;
    const where = current ? sql`${prokatModels.id} <> ${current.id}` : undefined;
    const order = current ? [sql`(${prokatModels.categoryId} = ${current.categoryId}) desc`, ...popularOrder] : popularOrder;
    const [rows, count] = await Promise.all([cards(now, where, order, page), countModels(where)]);
    return { items: rows.map(cardOf), count };
  }

  async function postomatRow(id: number) {
    const [row] = await db
      .select()
      .from(prokatPostomats)
      .where(and(eq(prokatPostomats.id, id), eq(prokatPostomats.active, true)));
    return row ?? null;
  }

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
    const postomat = await postomatRow(id);
    if (!postomat) return null;
    const [units, free] = await Promise.all([
      db
        .select({
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
        .from(prokatUnits)
        .innerJoin(prokatCells, eq(prokatCells.id, prokatUnits.cellId))
        .innerJoin(prokatModels, eq(prokatModels.id, prokatUnits.modelId))
        .innerJoin(prokatCategories, eq(prokatCategories.id, prokatModels.categoryId))
        .where(
          and(
            eq(prokatCells.postomatId, id),
            eq(prokatUnits.status, 'available'),
            sql`not ${unitTakenNow(sql`${prokatUnits.id}`, now)}`,
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

  /** Lockers for the tariffs page's choice. */
  async function tariffPostomats(): Promise<Postomat[]> {
    const rows = await db
      .select()
      .from(prokatPostomats)
      .where(eq(prokatPostomats.active, true))
      .orderBy(asc(prokatPostomats.sort), asc(prokatPostomats.id));
    return rows.map(postomatOf);
  }

  /** Prices of every model, or of the tools lying in one locker (with their cells). */
  async function tariffRows(postomatId?: number): Promise<TariffRow[] | null> {
    const postomat = postomatId === undefined ? null : await postomatRow(postomatId);
    if (postomatId !== undefined && !postomat) return null;
    const rows = postomat
      ? await db
          .select({ slot: prokatCells.number, model: prokatModels, category: prokatCategories.name })
          .from(prokatUnits)
          .innerJoin(prokatCells, eq(prokatCells.id, prokatUnits.cellId))
          .innerJoin(prokatModels, eq(prokatModels.id, prokatUnits.modelId))
          .innerJoin(prokatCategories, eq(prokatCategories.id, prokatModels.categoryId))
          .where(
            and(
              eq(prokatCells.postomatId, postomat.id),
              eq(prokatModels.active, true),
              inArray(prokatUnits.status, ['available', 'rented']),
            ),
          )
          .orderBy(asc(prokatCells.number))
      : (
          await db
            .select({ model: prokatModels, category: prokatCategories.name })
            .from(prokatModels)
            .innerJoin(prokatCategories, eq(prokatCategories.id, prokatModels.categoryId))
            .where(eq(prokatModels.active, true))
            .orderBy(asc(prokatCategories.sort), asc(prokatModels.sort))
        ).map((row) => ({ ...row, slot: null }));
    const tariffs = await tariffsOf([...new Set(rows.map((row) => row.model.id))]);
    return rows.map((row) => ({
      postomat: postomat ? { id: postomat.id, number: postomat.number, name: postomat.name } : null,
      postomat_group: postomat ? { city_id: postomat.cityId } : null,
      postomat_slot: row.slot,
      tool_brand: row.model.brand,
      tool_model: { name: row.model.name, code: row.model.slug },
      category: row.category,
      deposit: row.model.deposit,
      tariffs: tariffs.get(row.model.id) ?? [],
    }));
  }

  async function postomat(id: number): Promise<Postomat | null> {
    const row = await postomatRow(id);
    return row ? postomatOf(row) : null;
  }

  const pageKey = (page: { offset: number; limit: number }) => `${page.offset}:${page.limit}`;
  return {
    categories: () => kept('categories', () => categories()),
    popularCategories: () => kept('categories:popular', () => categories(true)),
    categoryProducts: (slug: string, page: { offset: number; limit: number }) =>
      kept(`category:${slug}:${pageKey(page)}`, (now) => categoryProducts(slug, page, now)),
    filter: (input: CatalogFilter) => kept(`filter:${JSON.stringify(input)}`, (now) => filter(input, now)),
    popularProducts: () => kept('products:popular', (now) => popularProducts(now)),
    product: (slug: string) => kept(`product:${slug}`, (now) => product(slug, now)),
    shelf: (slug: string | undefined, page: { offset: number; limit: number }) =>
      kept(`shelf:${slug ?? ''}:${pageKey(page)}`, (now) => shelf(slug, page, now)),
    markers,
    postomat: (id: number) => kept(`postomat:${id}`, () => postomat(id)),
    postomatTools: (id: number) => kept(`tools:${id}`, (now) => postomatTools(id, now)),
    obtainingOptions,
    tariffPostomats: () => kept('tariff-postomats', () => tariffPostomats()),
    tariffRows: (postomatId?: number) => kept(`tariffs:${postomatId ?? ''}`, () => tariffRows(postomatId)),
    /** The tools an order booked (its own rows, never kept: the cabinet reads them). */
    orderTools: (orderId: number) => toolsOfOrder(db, orderId),
  };
}
export type ProkatCatalogue = ReturnType<typeof createProkatCatalogue>;
