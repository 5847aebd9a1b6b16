import { CategoryPage, type CategoryPageData } from '../../features/prokat-catalog/category-page';
import { CATALOG_PAGE_SIZE, categoryPath, catalogMeta, isCatalogSlug, pagedPath } from '../../features/prokat-catalog/catalog-seo';
import { modelsText } from '../../features/prokat-catalog/catalog-text';
import { lockerCounts } from '../../features/prokat-catalog/locker-counts';
import { notFound } from '../../features/storages/not-found';
import { parsePage } from '../../features/storages/storages-seo';
import { GUEST_PAGE_CACHE } from '../../shell/guest-page-cache';
import type { Route } from './+types/catalog-category';

export const handle = GUEST_PAGE_CACHE;

/** A category by its slug (unknown or malformed: 404) with a page of its models (`?page=`; past the end: 404). */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { prokat } = context.services;
  if (!isCatalogSlug(params.category)) notFound();
  const page = parsePage(new URL(request.url).searchParams.get('page'));
  if (page === null) notFound();
  const found = await prokat.categoryProducts(params.category, { offset: (page - 1) * CATALOG_PAGE_SIZE, limit: CATALOG_PAGE_SIZE });
  if (!found) notFound();
  const pages = Math.max(1, Math.ceil(found.count / CATALOG_PAGE_SIZE));
  if (page > pages) notFound();
  const [categories, cheapest, lockers] = await Promise.all([
    prokat.categories(),
    prokat.filter({ category_ids: [found.category.id], sort: 'price_asc', offset: 0, limit: 1 }),
    lockerCounts(
      prokat,
      found.items.map((card) => card.slug),
    ),
  ]);
  const data: CategoryPageData = {
    category: found.category,
    categories,
    items: found.items.map((card) => ({ ...card, lockers: lockers[card.slug] ?? 0 })),
    count: found.count,
    page,
    pages,
    cheapestDay: cheapest.items[0]?.price_day ?? null,
  };
  return data;
}

export const meta: Route.MetaFunction = ({ data }) => {
  if (!data) return [];
  const { category } = data;
  const title = `${category.name} напрокат${data.page > 1 ? ` — страница ${data.page}` : ''}`;
  const description =
    `${category.name} в аренду: ${modelsText(category.count)}` +
    `${data.cheapestDay !== null ? ` от ${data.cheapestDay} ₽ в сутки` : ''}, забрать из постамата рядом с домом. ` +
    category.description;
  return catalogMeta(title, description, pagedPath(categoryPath(category.slug), data.page), category.image);
};

export default function CatalogCategory({ loaderData }: Route.ComponentProps) {
  return <CategoryPage data={loaderData} />;
}
