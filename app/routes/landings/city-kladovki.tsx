import { CityLandingPage, type CityLandingData } from '../../features/storages/city-landing-page';
import { orEmpty } from '../../features/site-content/or-empty';
import { orNotFound } from '../../features/storages/not-found';
import { cityLandingPath, storagesMeta } from '../../features/storages/storages-seo';
import type { Route } from './+types/city-kladovki';

/** An unknown city slug is 404. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { catalogue, content } = context.services;
  const { city, warehouses } = await orNotFound(catalogue.cityWarehouses(params.city_name));
  const [sizes, faq] = await Promise.all([
    catalogue.sizes(),
    orEmpty(async () => (await content.listFaq({ section: 'storages' })).items),
  ]);
  const data: CityLandingData = {
    city: {
      id: city.id,
      name: city.name,
      slug: city.slug,
      declensions: city.declensions,
      latitude: city.latitude,
      longitude: city.longitude,
    },
    warehouses,
    sizes,
    faq,
  };
  return data;
}

export const meta: Route.MetaFunction = ({ data }) => {
  if (!data) return [];
  const { city, warehouses } = data;
  const prices = warehouses.map((w) => w.min_price).filter((p): p is number => p !== null);
  const from = prices.length > 0 ? ` от ${Math.min(...prices)} ₽ в месяц` : '';
  return storagesMeta(
    `Кладовки по ${city.declensions.dative}: аренда ячеек для хранения вещей`,
    `Аренда кладовок в ${city.declensions.prepositional}${from}: ${warehouses.length} тёплых складов, ячейки от 0,5 до 30 м², свободные ячейки сейчас и бронирование онлайн.`,
    cityLandingPath(city.slug),
  );
};

export default function CityKladovki({ loaderData }: Route.ComponentProps) {
  return <CityLandingPage data={loaderData} />;
}
