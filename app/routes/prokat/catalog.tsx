import { CatalogPage, type CatalogPageData } from '../../features/prokat-catalog/catalog-page';
import { catalogFilter, isFiltered, readCatalogQuery } from '../../features/prokat-catalog/catalog-query';
import { CATALOG_PAGE_SIZE, CATALOG_PATH, CATALOG_TITLE, catalogMeta, pagedPath } from '../../features/prokat-catalog/catalog-seo';
import { lockerCounts } from '../../features/prokat-catalog/locker-counts';
import { notFound } from '../../features/storages/not-found';
import { parsePage } from '../../features/storages/storages-seo';
import { GUEST_PAGE_CACHE } from '../../shell/guest-page-cache';
import type { Route } from './+types/catalog';

export const handle = GUEST_PAGE_CACHE;

/** Popular models shown above the filter. */
const POPULAR_SHOWN = 4;

/**
 * The whole catalogue and its filter from the address alone (catalog-query.ts): `?category=` (repeated),
 * `?q=`, `?price=`, `?available=1`, `?sort=`, `?page=`; a malformed page or one past the end is 404.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { prokat } = context.services;
  const url = new URL(request.url);
  const page = parsePage(url.searchParams.get('page'));
  if (page === null) notFound();
  const categories = await prokat.categories();
  const query = readCatalogQuery(
    url.searchParams,
    categories.map((category) => category.slug),
  );
  const filtered = isFiltered(query);
  const [results, popular, cheapest] = await Promise.all([
    prokat.filter(catalogFilter(query, categories, page, CATALOG_PAGE_SIZE)),
    filtered || page > 1 ? Promise.resolve([]) : prokat.popularProducts().then((cards) => cards.slice(0, POPULAR_SHOWN)),
    prokat.filter({ sort: 'price_asc', offset: 0, limit: 1 }),
  ]);
  const pages = Math.max(1, Math.ceil(results.count / CATALOG_PAGE_SIZE));
  if (page > pages) notFound();
  const lockers = await lockerCounts(
    prokat,
    [...results.items, ...popular].map((card) => card.slug),
  );
  const data: CatalogPageData = {
    categories,
    popular: popular.map((card) => ({ ...card, lockers: lockers[card.slug] ?? 0 })),
    query,
    page,
    pages,
    results: { count: results.count, items: results.items.map((card) => ({ ...card, lockers: lockers[card.slug] ?? 0 })) },
    cheapestDay: cheapest.items[0]?.price_day ?? null,
    canonical: filtered ? CATALOG_PATH : pagedPath(CATALOG_PATH, page),
  };
  return data;
}

export const meta: Route.MetaFunction = ({ data }) => {
  if (!data) return [];
  const names = data.categories.slice(0, 4).map((category) => category.name.toLowerCase());
  const title = `${CATALOG_TITLE} напрокат${data.page > 1 ? ` — страница ${data.page}` : ''}`;
  const description =
    `Аренда инструмента из постаматов: ${names.join(', ')} и другое` +
    `${data.cheapestDay !== null ? ` от ${data.cheapestDay} ₽ в сутки` : ''}. ` +
    'Цены по часам и суткам, наличие в постаматах сейчас, фото и характеристики моделей.';
  return catalogMeta(title, description, data.canonical);
};

export default function Catalog({ loaderData }: Route.ComponentProps) {
  return <CatalogPage data={loaderData} />;
}
