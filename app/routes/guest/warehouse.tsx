import { companyMeta } from '../../features/company/page-seo';
import { GuestWarehousePage, type GuestWarehouseData } from '../../features/booking/guest-warehouse-page';
import { notFound } from '../../features/storages/not-found';
import { parseId } from '../../features/storages/storages-seo';
import type { Route } from './+types/warehouse';

const DAY_MS = 24 * 3600 * 1000;

/**
 * /guest/storages/{warehouse id}/?cell=&period=&start=: the cells free for the chosen guest period
 * and start (today and the first period by default) by size, with the guest price; a chosen cell
 * that is not free for those dates is not preselected.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const id = parseId(params.id);
  if (id === null) notFound();
  const { cellBookings, catalogue, clock } = context.services;
  const query = new URL(request.url).searchParams;
  const stay = await catalogue.stay({ startDate: query.get('start'), periodCode: query.get('period'), tariffKind: 'guest' });
  if (!stay) notFound();
  const offer = await cellBookings.guestOffer.warehouse(id, stay);
  if (!offer) notFound();
  const periods = await catalogue.periods('guest');
  const now = clock.now();
  const selected = parseId(query.get('cell') ?? undefined);
  const data: GuestWarehouseData = {
    warehouse: {
      id: offer.warehouse.id,
      slug: offer.warehouse.slug,
      name: offer.warehouse.name,
      address: offer.warehouse.address,
      metro: offer.warehouse.metro,
      access: offer.warehouse.timetable.access,
      office: offer.warehouse.timetable.office,
      photo: offer.warehouse.photo,
    },
    sizes: offer.sizes,
    periods: periods.map((p) => ({ code: p.code, title: p.title, length: p.length, discount_percent: p.discount_percent })),
    selectedCell: selected,
    period: stay.periodCode,
    start: stay.startDate,
    end: stay.endDate,
    today: cellBookings.dates.moscowDate(now),
    maxStart: cellBookings.dates.moscowDate(new Date(now.getTime() + 60 * DAY_MS)),
  };
  return data;
}

export const meta: Route.MetaFunction = ({ data }) =>
  data
    ? companyMeta({
        title: `Ячейка без регистрации — ${data.warehouse.name}`,
        description:
          `Посуточная аренда ячейки без регистрации на складе ${data.warehouse.address}. ` +
          `Доступ: ${data.warehouse.access}. Подтвердите телефон и оплатите картой.`,
        path: `/guest/storages/${data.warehouse.id}/`,
      })
    : [];

export default function GuestWarehouse({ loaderData }: Route.ComponentProps) {
  return <GuestWarehousePage data={loaderData} />;
}
