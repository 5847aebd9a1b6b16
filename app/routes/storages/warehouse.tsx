import { orEmpty } from '../../features/site-content/or-empty';
import { notFound, orNotFound } from '../../features/storages/not-found';
import { storagesMeta, warehousePath } from '../../features/storages/storages-seo';
import { WarehousePage, type WarehousePageData } from '../../features/storages/warehouse-page';
import { warehouseStay } from '../../features/storages/warehouse-stay';
import type { Route } from './+types/warehouse';
import { GUEST_PAGE_CACHE } from '../../shell/guest-page-cache';

const FILTER_FEATURES = new Set(['access_24h', 'ground_floor', 'shelves', 'pallet_access']);

export const handle = GUEST_PAGE_CACHE;

/**
 * The warehouse by slug (a cloud warehouse or an unknown slug is 404); `?free=1&feature=…` filter the sizes, `?start=&period=`
 * are the dates free cells are counted for.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { catalogue, content } = context.services;
  const warehouse = await orNotFound(catalogue.warehouseBySlug(params.slug));
  if (warehouse.type !== 'STORAGE') notFound();
  const url = new URL(request.url);
  const features = [...new Set(url.searchParams.getAll('feature'))].filter((f) => FILTER_FEATURES.has(f));
  const onlyFree = url.searchParams.get('free') === '1';
  const stay = await warehouseStay(context, url, warehouse.id);
  const [groups, sizes, faq, reviews] = await Promise.all([
    catalogue.cellGroups(
      warehouse.id,
      {
        only_free: onlyFree || undefined,
        features: features.length > 0 ? (features as ('access_24h' | 'ground_floor' | 'shelves' | 'pallet_access')[]) : undefined,
      },
      stay.range,
    ),
    catalogue.sizes(),
    orEmpty(async () => (await content.listFaq({ section: 'storages' })).items),
    content.warehouseReviews(warehouse.id).catch(() => null),
  ]);
  const data: WarehousePageData = {
    warehouse: { ...warehouse, free_cells: stay.freeCells },
    groups,
    sizes,
    faq,
    filter: { onlyFree, features, stay: stay.view },
    reviews,
  };
  return data;
}

export const meta: Route.MetaFunction = ({ data }) => {
  if (!data) return [];
  const w = data.warehouse;
  const prices = data.groups.map((g) => g.min_price).filter((p): p is number => p !== null);
  const from = prices.length > 0 ? `от ${Math.min(...prices)} ₽ в месяц` : 'по тарифам склада';
  return storagesMeta(
    `${w.name}: аренда ячеек для хранения${w.metro ? `, метро ${w.metro}` : ''}`,
    `${w.address}. Тёплые ` +
      `ячейки ${from}, ${w.timetable.access24h ? 'круглосуточный доступ' : `доступ ${w.timetable.access.toLowerCase()}`}. ` +
      `Свободные ячейки сейчас и бронирование онлайн.`,
    warehousePath(w.slug),
    w.photos[0],
  );
};

export default function Warehouse({ loaderData }: Route.ComponentProps) {
  return <WarehousePage data={loaderData} />;
}
