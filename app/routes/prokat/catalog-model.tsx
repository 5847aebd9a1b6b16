import { redirect, type ShouldRevalidateFunctionArgs } from 'react-router';
import { cardPath, catalogMeta, isCatalogSlug, SHELF_PAGE_SIZE } from '../../features/prokat-catalog/catalog-seo';
import { availabilityText, depositText, modelHeading } from '../../features/prokat-catalog/catalog-text';
import { ModelPage, type ModelPageData } from '../../features/prokat-catalog/model-page';
import { onlyBookingChanged, type CityLockers } from '../../features/prokat-booking';
import { notFound } from '../../features/storages/not-found';
import { GUEST_PAGE_CACHE } from '../../shell/guest-page-cache';
import type { Route } from './+types/catalog-model';

export const handle = GUEST_PAGE_CACHE;

/**
 * A model by its slug, under its own category: another category in the address is a permanent
 * redirect to the model's own address; an unknown model or a malformed part is 404.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { prokat, reference } = context.services;
  if (!isCatalogSlug(params.category) || !isCatalogSlug(params.model)) notFound();
  const product = await prokat.product(params.model);
  if (!product) notFound();
  if (product.category.slug !== params.category) throw redirect(cardPath(product), 301);
  const [options, shelf] = await Promise.all([
    prokat.obtainingOptions(product.slug),
    prokat.shelf(product.slug, { offset: 0, limit: SHELF_PAGE_SIZE }),
  ]);
  // In no locker now: every locker by city, for «Сообщить, когда освободится».
  const waitLockers: CityLockers[] = [];
  if (!options || options.length === 0) {
    const [lockers, cities] = await Promise.all([prokat.tariffPostomats(), reference.listCities()]);
    for (const city of cities) {
      const inCity = lockers.filter((p) => p.city_id === city.id).map(({ id, number, name, address }) => ({ id, number, name, address }));
      if (inCity.length > 0) waitLockers.push({ city: city.name, lockers: inCity });
    }
  }
  const data: ModelPageData = { product, options: options ?? [], shelf: shelf ?? { items: [], count: 0 }, waitLockers };
  return data;
}

/** Opening or changing a booking (`?book=…`, `?wait=…`) keeps the page's data. */
export function shouldRevalidate({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return !formMethod && onlyBookingChanged(currentUrl, nextUrl) ? false : defaultShouldRevalidate;
}

export const meta: Route.MetaFunction = ({ data }) => {
  if (!data) return [];
  const { product } = data;
  const title = `${modelHeading(product)} напрокат от ${product.price_day} ₽ в сутки`;
  const description =
    `${product.description} Аренда от ${product.price_min} ₽ за час, ${product.price_day} ₽ в сутки. ` +
    `${depositText(product.deposit).replace(/\u00a0/g, ' ')}. ${availabilityText(product.available, data.options.length)}.`;
  return catalogMeta(title, description, cardPath(product), product.files[0]?.url);
};

export default function CatalogModel({ loaderData }: Route.ComponentProps) {
  return <ModelPage data={loaderData} />;
}
