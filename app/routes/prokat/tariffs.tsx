import { parsePostomatId, prokatTariffsPath } from '../../features/prokat/paths';
import { prokatMeta } from '../../features/prokat/seo';
import { tariffTable } from '../../features/prokat/tariff-table';
import { ProkatTariffsPage, type ProkatTariffsData } from '../../features/prokat/tariffs-page';
import { postomatTitle } from '../../features/prokat/view';
import { notFound } from '../../features/storages/not-found';
import { GUEST_PAGE_CACHE } from '../../shell/guest-page-cache';
import type { Route } from './+types/tariffs';

export const handle = GUEST_PAGE_CACHE;

/**
 * `/tariffs/prokat/`: the prices of every model; `?postomat=<id>` (the page's GET form) the tools lying
 * in one locker with their cells. An id that is not a positive integer, or of no open locker, is 404;
 * an empty one («все») lists every model.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { prokat, reference } = context.services;
  const raw = new URL(request.url).searchParams.get('postomat');
  const id = raw === null || raw === '' ? null : parsePostomatId(raw);
  if (raw !== null && raw !== '' && id === null) notFound();
  const [rows, postomats, categories, cities] = await Promise.all([
    prokat.tariffRows(id ?? undefined),
    prokat.tariffPostomats(),
    prokat.categories(),
    reference.listCities(),
  ]);
  if (rows === null) notFound();
  const chosen = id === null ? null : postomats.find((p) => p.id === id);
  if (chosen === undefined) notFound();
  const data: ProkatTariffsData = {
    cities: cities.flatMap((city) => {
      const inCity = postomats.filter((p) => p.city_id === city.id).map((p) => ({ id: p.id, number: p.number, name: p.name }));
      return inCity.length > 0 ? [{ name: city.name, postomats: inCity }] : [];
    }),
    chosen: chosen ? { id: chosen.id, number: chosen.number, name: chosen.name, address: chosen.address } : null,
    ...tariffTable(rows, categories),
    canonical: prokatTariffsPath(chosen?.id),
  };
  return data;
}

export const meta: Route.MetaFunction = ({ data }) => {
  if (!data) return [];
  const chosen = data.chosen;
  return prokatMeta(
    chosen ? `Тарифы проката: постамат ${postomatTitle(chosen)}` : 'Тарифы проката инструментов',
    chosen
      ? `Цены на инструменты в постамате ${postomatTitle(chosen)} (${chosen.address}) по периодам от часа до недели, залог и номера ячеек.`
      : 'Цены проката перфораторов, шуруповёртов, пил, моек и садовой техники по периодам от 1 часа до 7 суток и залог за каждую модель. ' +
          'Выберите постамат, чтобы увидеть его инструменты и ячейки.',
    data.canonical,
  );
};

export default function ProkatTariffs({ loaderData }: Route.ComponentProps) {
  return <ProkatTariffsPage data={loaderData} />;
}
