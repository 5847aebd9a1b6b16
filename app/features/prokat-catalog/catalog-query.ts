import type { CatalogFilter } from '../../../domains/prokat/catalogue-schema';
import { CATALOG_PATH } from './catalog-seo';

export const CATALOG_SORTS = [
  { value: 'popular', title: 'Сначала популярные' },
  { value: 'price_asc', title: 'Сначала дешевле' },
  { value: 'price_desc', title: 'Сначала дороже' },
  { value: 'name', title: 'По названию' },
] as const;
export type CatalogSort = (typeof CATALOG_SORTS)[number]['value'];

/** The most a day may cost in the filter, roubles (as the API allows). */
export const PRICE_MAX_LIMIT = 1_000_000;

/**
 * The catalogue's filter as its address holds it: `?category=<slug>` (repeated), `?q=` words of the
 * name or brand, `?price=` the most a day may cost, `?available=1` only what lies in a locker now,
 * `?sort=`. The page (`?page=`) is read apart.
 */
export interface CatalogQuery {
  /** Slugs of known categories, in the catalogue's order. */
  categories: string[];
  q: string;
  priceMax: number | null;
  availableOnly: boolean;
  sort: CatalogSort;
}

export const EMPTY_CATALOG_QUERY: CatalogQuery = { categories: [], q: '', priceMax: null, availableOnly: false, sort: 'popular' };

/**
 * Reads the filter from a query, leniently: unknown categories, a price that is not a whole number
 * of roubles from 1 and an unknown sort are left out rather than refused, as a hand-edited address may
 * carry them.
 */
export function readCatalogQuery(params: URLSearchParams, knownCategories: readonly string[]): CatalogQuery {
  const wanted = new Set(params.getAll('category'));
  const price = (params.get('price') ?? '').trim();
  const priceMax = /^\d{1,7}$/.test(price) && Number(price) >= 1 && Number(price) <= PRICE_MAX_LIMIT ? Number(price) : null;
  const sort = params.get('sort');
  return {
    categories: knownCategories.filter((slug) => wanted.has(slug)),
    q: (params.get('q') ?? '').replace(/\s+/g, ' ').trim().slice(0, 100).trim(),
    priceMax,
    availableOnly: params.get('available') === '1',
    sort: CATALOG_SORTS.find((s) => s.value === sort)?.value ?? 'popular',
  };
}

/** Whether the list is narrowed or ordered otherwise than the whole catalogue by popularity. */
export function isFiltered(query: CatalogQuery): boolean {
  return query.categories.length > 0 || query.q !== '' || query.priceMax !== null || query.availableOnly || query.sort !== 'popular';
}

/** The catalogue's address for a filter and page, without the defaults: "/prokat/katalog/?category=…&page=2". */
export function catalogHref(query: CatalogQuery, page = 1): string {
  const params = new URLSearchParams();
  for (const slug of query.categories) params.append('category', slug);
  if (query.q) params.set('q', query.q);
  if (query.priceMax !== null) params.set('price', String(query.priceMax));
  if (query.availableOnly) params.set('available', '1');
  if (query.sort !== 'popular') params.set('sort', query.sort);
  if (page > 1) params.set('page', String(page));
  const text = params.toString();
  return text ? `${CATALOG_PATH}?${text}` : CATALOG_PATH;
}

/** The service's filter for a query and page (category slugs turned into their ids). */
export function catalogFilter(
  query: CatalogQuery,
  categories: readonly { id: number; slug: string }[],
  page: number,
  pageSize: number,
): CatalogFilter {
  return {
    category_ids: query.categories.length
      ? categories.filter((category) => query.categories.includes(category.slug)).map((category) => category.id)
      : undefined,
    query: query.q || undefined,
    price_max: query.priceMax ?? undefined,
    available_only: query.availableOnly || undefined,
    sort: query.sort,
    offset: (page - 1) * pageSize,
    limit: pageSize,
  };
}
