import { and, asc, desc, eq, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.server';
import type { CatalogFilter, Product, ProductCard, ProkatCategory } from './catalogue-schema';
import type { KeptRead } from './catalogue-kept.server';
import { priceDay, priceMin, tariffsOf } from './catalogue-prices.server';
import { unitTakenNow } from './booking/free-units.server';
import { prokatCategories, prokatModels } from './tables';

type Page = { offset: number; limit: number };

const categoryImage = (slug: string) => `/images/prokat/category-${slug}.webp`;
const pageKey = (page: Page) => `${page.offset}:${page.limit}`;

/** Units a renter can take now: available, in a working cell of an active locker (of one city, when given). */
function availableUnits(now: Date, cityId?: number) {
  return sql<number>`(select count(*)::int from prokat_units u
    join prokat_cells c on c.id = u.cell_id
    join prokat_postomats p on p.id = c.postomat_id
    where u.model_id = "prokat_models"."id" and u.status = 'available' and not c.broken and p.active
      and not ${unitTakenNow(sql.raw('u.id'), now)}
      ${cityId === undefined ? sql`` : sql`and p.city_id = ${cityId}`})`;
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

const popularOrder = [desc(prokatModels.popular), asc(prokatModels.sort), asc(prokatModels.id)];

/** The catalogue's categories and the models' cards and pages, each read kept under the change counter. */
export function createProductReads(db: Db, kept: KeptRead) {
  function cards(now: Date, where: SQL | undefined, order: SQL[], page: Page, cityId?: number) {
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

  async function categoryProducts(slug: string, page: Page, now: Date) {
    const category = await categoryBySlug(slug);
    if (!category) return null;
    const where = eq(prokatModels.categoryId, category.id);
    const [rows, count] = await Promise.all([cards(now, where, popularOrder, page), countModels(where)]);
    return { category, items: rows.map(cardOf), count };
  }

  async function popularProducts(now: Date, limit = 8): Promise<ProductCard[]> {
    return (await cards(now, eq(prokatModels.popular, true), popularOrder, { offset: 0, limit })).map(cardOf);
  }

  async function product(slug: string, now: Date): Promise<Product | null> {
    const [row] = await db
      .select({ ...cardColumns(now), description: prokatModels.description, specs: prokatModels.specs, inBox: prokatModels.inBox })
      .from(prokatModels)
      .innerJoin(prokatCategories, eq(prokatCategories.id, prokatModels.categoryId))
      .where(and(eq(prokatModels.slug, slug), eq(prokatModels.active, true)));
    if (!row) return null;
    const tariffs = (await tariffsOf(db, [row.id])).get(row.id) ?? [];
    return { ...cardOf(row), description: row.description, specs: row.specs, in_box: row.inBox, tariffs };
  }

  /** Related models for the endless shelf: the same category first, then the most popular. */
  async function shelf(slug: string | undefined, page: Page, now: Date) {
    const [current] = slug
      ? await db.select({ id: prokatModels.id, categoryId: prokatModels.categoryId }).from(prokatModels).where(eq(prokatModels.slug, slug))
      : [];
    if (slug && !current) return null;
    const where = current ? sql`${prokatModels.id} <> ${current.id}` : undefined;
    const order = current ? [sql`(${prokatModels.categoryId} = ${current.categoryId}) desc`, ...popularOrder] : popularOrder;
    const [rows, count] = await Promise.all([cards(now, where, order, page), countModels(where)]);
    return { items: rows.map(cardOf), count };
  }

  return {
    categories: () => kept('categories', () => categories()),
    popularCategories: () => kept('categories:popular', () => categories(true)),
    categoryProducts: (slug: string, page: Page) => kept(`category:${slug}:${pageKey(page)}`, (now) => categoryProducts(slug, page, now)),
    filter: (input: CatalogFilter) => kept(`filter:${JSON.stringify(input)}`, (now) => filter(input, now)),
    popularProducts: () => kept('products:popular', (now) => popularProducts(now)),
    product: (slug: string) => kept(`product:${slug}`, (now) => product(slug, now)),
    shelf: (slug: string | undefined, page: Page) => kept(`shelf:${slug ?? ''}:${pageKey(page)}`, (now) => shelf(slug, page, now)),
  };
}
