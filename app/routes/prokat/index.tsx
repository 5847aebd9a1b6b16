import { siteConfig } from '../../../lib/site-config';
import { parseCategoryIds, prokatListPath } from '../../features/prokat/paths';
import { postomatList } from '../../features/prokat/map-places';
import { PostomatsPage, type PostomatsPageData } from '../../features/prokat/postomats-page';
import { prokatMeta } from '../../features/prokat/seo';
import { postomatsCountText } from '../../features/prokat/view';
import { notFound } from '../../features/storages/not-found';
import { COOKIE, parseCookies } from '../../shell/cookies';
import { GUEST_PAGE_CACHE } from '../../shell/guest-page-cache';
import type { Route } from './+types/index';

export const handle = GUEST_PAGE_CACHE;

/** The whole world: the list counts the tools of every locker, then keeps the city's. */
const WORLD = { south: -90, west: -180, north: 90, east: 180 };

/**
 * `/prokat/`: the lockers of a city (`?city=` a slug; absent: the visitor's city from the shell's
 * cookie, or Moscow) with the tools of the chosen categories (`?categories=1,3`). An unknown city
 * or a malformed list of categories is 404; ids of no category are left out.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { prokat, reference } = context.services;
  const url = new URL(request.url);
  const [cities, categories, postomats] = await Promise.all([reference.listCities(), prokat.categories(), prokat.tariffPostomats()]);
  const selected = parseCategoryIds(
    url.searchParams.get('categories'),
    categories.map((c) => c.id),
  );
  if (selected === null) notFound();
  const withLockers = cities.filter((c) => postomats.some((p) => p.city_id === c.id));
  const wanted = url.searchParams.get('city');
  const cookieCity = Number(parseCookies(request.headers.get('cookie'))[COOKIE.cityId]);
  const city =
    wanted !== null
      ? withLockers.find((c) => c.slug === wanted)
      : (withLockers.find((c) => c.id === cookieCity) ??
        withLockers.find((c) => c.id === siteConfig.defaultCityId) ??
        withLockers[0] ??
        cities[0]);
  if (!city) notFound();
  const markers = await prokat.markers({ ...WORLD, categories: selected.length > 0 ? selected : undefined });
  const data: PostomatsPageData = {
    city: {
      slug: city.slug,
      name: city.name,
      prepositional: city.declensions.prepositional,
      genitive: city.declensions.genitive,
      latitude: city.latitude,
      longitude: city.longitude,
    },
    cities: withLockers.map((c) => ({ slug: c.slug, name: c.name })),
    cityInAddress: wanted !== null,
    categories: categories.map((c) => ({ id: c.id, slug: c.slug, name: c.name })),
    selected,
    postomats: postomatList(postomats, markers, city.id),
    // The categories are a filter of the same page: the canonical keeps only the city chosen in the address.
    canonical: prokatListPath({ city: wanted !== null ? city.slug : null }),
  };
  return data;
}

export const meta: Route.MetaFunction = ({ data }) => {
  if (!data) return [];
  const where = `в ${data.city.prepositional}`;
  const lockers = data.selected.length > 0 ? 'постаматы' : postomatsCountText(data.postomats.length);
  return prokatMeta(
    `Прокат инструментов ${where}: постаматы на карте`,
    `Аренда электроинструмента и садовой техники ${where} из постаматов: ${lockers} на карте, ` +
      `что лежит в ячейках сейчас, цены от часа до недели. Бронирование онлайн, возврат в любой постамат.`,
    data.canonical,
  );
};

export default function Prokat({ loaderData }: Route.ComponentProps) {
  return <PostomatsPage data={loaderData} />;
}
