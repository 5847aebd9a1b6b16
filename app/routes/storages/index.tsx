import { COOKIE, parseCookies } from '../../shell/cookies';
import { notFound } from '../../features/storages/not-found';
import type { MapPlace } from '../../features/storages/places-map';
import { StoragesListPage, storagesListPath, type StoragesListData } from '../../features/storages/storages-list-page';
import { parsePage, STORAGES_PAGE_SIZE, storagesMeta, warehousePath } from '../../features/storages/storages-seo';
import { areaSpanOf, EMPTY_STORAGE_FACTS } from '../../../domains/storages/facts';
import type { Route } from './+types/index';
import { GUEST_PAGE_CACHE } from '../../shell/guest-page-cache';

export const handle = GUEST_PAGE_CACHE;

/**
 * `?city=` a city slug or "all" (absent: the visitor's city from the shell), `?q=` the search,
 * `?page=` the page; a page past the end or a malformed one is 404, an unknown city lists nothing.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { catalogue, reference, storageFacts } = context.services;
  const url = new URL(request.url);
  const page = parsePage(url.searchParams.get('page'));
  if (page === null) notFound();
  const q = (url.searchParams.get('q') ?? '').trim().slice(0, 100);
  const cities = await reference.listCities();
  const wanted =
    url.searchParams.get('city') ??
    cities.find((c) => c.id === Number(parseCookies(request.headers.get('cookie'))[COOKIE.cityId]))?.slug ??
    cities[0]?.slug ??
    'all';
  const city = wanted === 'all' ? null : cities.find((c) => c.slug === wanted);
  if (city === undefined) notFound();
  const filter = { search: q || undefined, cityId: city?.id };
  // Every match once: the page's slice for the list, the first 100 for the map.
  const [matching, facts] = await Promise.all([
    catalogue.listWarehouses({ ...filter, offset: 0, limit: Number.MAX_SAFE_INTEGER }),
    storageFacts.facts().catch(() => EMPTY_STORAGE_FACTS),
  ]);
  const offset = (page - 1) * STORAGES_PAGE_SIZE;
  const list = { items: matching.items.slice(offset, offset + STORAGES_PAGE_SIZE), count: matching.count };
  const all = { items: matching.items.slice(0, 100) };
  const pages = Math.max(1, Math.ceil(list.count / STORAGES_PAGE_SIZE));
  if (page > pages) notFound();
  const citySlug = city?.slug ?? 'all';
  const places: MapPlace[] = city
    ? all.items.map((w, i) => {
        return {
          id: w.id,
          badge: String(i + 1),
          name: w.name,
          latitude: w.latitude,
          longitude: w.longitude,
          price: w.min_price,
          href: warehousePath(w.slug),
        };
      })
    : cities.flatMap((c) => {
        const inCity = all.items.filter((w) => w.city.id === c.id);
        if (inCity.length === 0) return [];
        const prices = inCity.map((w) => w.min_price).filter((p): p is number => p !== null);
        return [
          {
            id: c.slug,
            badge: String(inCity.length),
            name: `${c.name}: складов — ${inCity.length}`,
            latitude: c.latitude,
            longitude: c.longitude,
            price: prices.length > 0 ? Math.min(...prices) : null,
            href: storagesListPath(c.slug, q, 1),
          },
        ];
      });
  const data: StoragesListData = {
    cities: cities.map((c) => ({ id: c.id, name: c.name, slug: c.slug })),
    city: city
      ? {
          slug: city.slug,
          name: city.name,
          prepositional: city.declensions.prepositional,
          genitive: city.declensions.genitive,
          latitude: city.latitude,
          longitude: city.longitude,
        }
      : null,
    q,
    page,
    pages,
    list,
    places,
    areaSpan: areaSpanOf(facts, city?.id),
    canonical: storagesListPath(url.searchParams.has('city') ? citySlug : null, '', page),
  };
  return data;
}

export const meta: Route.MetaFunction = ({ data }) => {
  if (!data) return [];
  const where = data.city ? `в ${data.city.prepositional}` : 'в Москве, Санкт-Петербурге и Казани';
  const title = `Склады индивидуального хранения ${where}${data.page > 1 ? ` — страница ${data.page}` : ''}`;
  const description =
    `Аренда тёплых ячеек для хранения вещей ${where}: адреса складов на карте, цены от месяца, ` +
    `свободные ячейки сейчас и онлайн-бронирование.`;
  return storagesMeta(title, description, data.canonical);
};

export default function Storages({ loaderData }: Route.ComponentProps) {
  return <StoragesListPage data={loaderData} />;
}
