import { companyMeta } from '../../features/company/page-seo';
import { GuestListPage, type GuestListData } from '../../features/booking/guest-pages';
import type { Route } from './+types/storages';

/** Warehouses with the guest tariff, grouped by city in the reference order. */
export async function loader({ context }: Route.LoaderArgs) {
  const { cellBookings, reference, catalogue } = context.services;
  // Free cells are counted for the guest page's default rental: the first guest period from today.
  const stay = await catalogue.stay({ tariffKind: 'guest' });
  const [houses, cities] = await Promise.all([cellBookings.guestOffer.warehouses(stay ?? undefined), reference.listCities()]);
  const data: GuestListData = {
    stayText: stay ? `на ${stay.periodTitle} с сегодня` : '',
    cities: cities
      .map((city) => ({
        id: city.id,
        name: city.name,
        warehouses: houses
          .filter((h) => h.cityId === city.id)
          .map((h) => ({
            id: h.id,
            name: h.name,
            address: h.address,
            metro: h.metro,
            access: h.access,
            minPrice: h.minPrice,
            freeCells: h.freeCells,
          })),
      }))
      .filter((city) => city.warehouses.length > 0),
  };
  return data;
}

export const meta: Route.MetaFunction = () =>
  companyMeta({
    title: 'Склады с гостевым тарифом — ячейка без регистрации',
    description: 'Склады, где можно снять ячейку на сутки и больше без регистрации: адреса, часы доступа и цены за сутки.',
    path: '/guest/storages/',
  });

export default function GuestStorages({ loaderData }: Route.ComponentProps) {
  return <GuestListPage data={loaderData} />;
}
