import { CityLandingPage, type CityLandingData } from '../../features/storages/city-landing-page';
import { orEmpty } from '../../features/site-content/or-empty';
import { orNotFound } from '../../features/storages/not-found';
import { cityLandingPath, storagesMeta } from '../../features/storages/storages-seo';
import { areaSpanOf, EMPTY_STORAGE_FACTS } from '../../../domains/storages/facts';
import { formatAreaSpan } from '../../../domains/storages/size-groups';
import { formatRub } from '../../../lib/format/money';
import { pluralRu } from '../../../lib/format/plural';
import type { Route } from './+types/city-kladovki';
import { GUEST_PAGE_CACHE } from '../../shell/guest-page-cache';

export const handle = GUEST_PAGE_CACHE;

/** An unknown city slug is 404. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { catalogue, content, storageFacts } = context.services;
  const { city, warehouses } = await orNotFound(catalogue.cityWarehouses(params.city_name));
  const [sizes, faq, facts] = await Promise.all([
    catalogue.sizes(),
    orEmpty(async () => (await content.listFaq({ section: 'storages' })).items),
    storageFacts.facts().catch(() => EMPTY_STORAGE_FACTS),
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
  const cityFacts = facts.cities.find((c) => c.city_id === city.id);
  return { ...data, minMonthlyPrice: cityFacts?.min_monthly_price ?? null, areaSpan: areaSpanOf(facts, city.id) };
}

export const meta: Route.MetaFunction = ({ data }) => {
  if (!data) return [];
  const { city, warehouses, minMonthlyPrice, areaSpan } = data;
  const from = minMonthlyPrice !== null ? ` от ${formatRub(minMonthlyPrice)} в месяц` : '';
  const areas = areaSpan ? `, ячейки ${formatAreaSpan(areaSpan)}` : '';
  const warmWarehouses = pluralRu(warehouses.length, ['тёплый склад', 'тёплых склада', 'тёплых складов']);
  return storagesMeta(
    `Кладовки по ${city.declensions.dative}: аренда ячеек для хранения вещей`,
    `Аренда кладовок в ${city.declensions.prepositional}${from}: ${warehouses.length} ${warmWarehouses}${areas}, ` +
      'свободные ячейки сейчас и бронирование онлайн.',
    cityLandingPath(city.slug),
  );
};

export default function CityKladovki({ loaderData }: Route.ComponentProps) {
  return <CityLandingPage data={loaderData} />;
}
