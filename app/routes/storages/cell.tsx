import { CellBookingPage, type CellPageData } from '../../features/booking/cell-booking-page';
import { notFound, orNotFound } from '../../features/storages/not-found';
import { cellPath, parseId, storagesMeta } from '../../features/storages/storages-seo';
import type { Route } from './+types/cell';
import { formatNumber } from '../../../lib/format/number';

const DAY_MS = 24 * 3600 * 1000;

/** /storages/{warehouse slug}/{cell id}/: the booking page of a cell; a slug of another warehouse is 404. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const id = parseId(params.id);
  if (id === null) notFound();
  const { catalogue, orders, cellBookings, clock } = context.services;
  const now = clock.now();
  // The dates of the address (`?tariff=&period=&start=`, as «Выбрать» and the form write them):
  // whether this cell and the other numbers are free is for them.
  const query = new URL(request.url).searchParams;
  const wantedKind = query.get('tariff');
  const stay = await catalogue.stay({
    startDate: query.get('start'),
    tariffKind: wantedKind === 'daily' ? 'daily' : 'monthly',
    periodCode: query.get('period'),
  });
  const range = stay ?? cellBookings.dates.catalogueWindow(now);
  const { cell, warehouse } = await orNotFound(catalogue.cellById(id, range));
  if (warehouse.slug !== params.slug) notFound();
  const [offer, others, sizes, companies] = await Promise.all([
    orNotFound(orders.periodsFor('storage', id)),
    cellBookings.sameWarehouseFree(id, range, 40),
    catalogue.sizes(),
    context.viewer ? context.services.companies.listForUser(context.viewer.id) : Promise.resolve([]),
  ]);
  const pick = (list: unknown[]) => list as CellPageData['periods']['monthly'];
  const data: CellPageData = {
    cell: {
      id: cell.id,
      number: cell.number,
      floor: cell.floor,
      size_code: cell.size_code,
      size_title: cell.size_title,
      area: cell.area,
      volume: cell.volume,
      width_cm: cell.width_cm,
      depth_cm: cell.depth_cm,
      height_cm: cell.height_cm,
      features: cell.features,
      is_free: cell.is_free,
    },
    warehouse: {
      id: warehouse.id,
      slug: warehouse.slug,
      name: warehouse.name,
      address: warehouse.address,
      metro: warehouse.metro ?? null,
      photo: warehouse.photos[0] ?? null,
      access: warehouse.timetable.access,
      office: warehouse.timetable.office,
      access24h: warehouse.timetable.access24h,
    },
    periods: {
      monthly: pick(offer.periods.monthly),
      daily: pick(offer.periods.daily),
    },
    hasGuestTariff: offer.periods.guest.length > 0,
    others: others.map((o) => ({
      id: o.id,
      number: o.number,
      floor: o.floor,
      area: o.area,
    })),
    sizes,
    companies: companies.map((c) => ({ uuid: c.uuid, name: c.name })),
    freeFor: stay ? { tariff: stay.tariffKind === 'daily' ? 'daily' : 'monthly', period: stay.periodCode, start: stay.startDate } : null,
    today: cellBookings.dates.moscowDate(now),
    maxStart: cellBookings.dates.moscowDate(new Date(now.getTime() + 60 * DAY_MS)),
  };
  return data;
}

export const meta: Route.MetaFunction = ({ data }) => {
  if (!data) return [];
  const { cell, warehouse, periods } = data;
  const monthly = periods.monthly[0]?.unit_price;
  const title = `Аренда ячейки ${cell.size_code} №${cell.number} (${formatNumber(cell.area)} м²) — ${warehouse.name}`;
  const description =
    `Ячейка ${formatNumber(cell.area)} м² на складе по ` +
    `адресу ${warehouse.address}${monthly ? ` от ${formatNumber(monthly)} ₽ в месяц` : ''}. ` +
    `Доступ: ${warehouse.access}. Бронирование и оплата онлайн.`;
  return storagesMeta(title, description, cellPath(warehouse.slug, cell.id), warehouse.photo);
};

export default function StorageCell({ loaderData }: Route.ComponentProps) {
  return <CellBookingPage data={loaderData} />;
}
