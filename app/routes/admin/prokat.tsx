import { data, useLoaderData } from 'react-router';
import { ADMIN_HEADERS, requireStaffPage } from '../../features/admin';
import { ProkatConsolePage, type ProkatConsoleData } from '../../features/prokat-console';
import type { Route } from './+types/prokat';

const iso = (moment: Date | null) => moment?.toISOString() ?? null;

/**
 * The prokat section: doors left open, the returned tools waiting for the check (with the renters'
 * return photos), the lockers with their counts and the tools at the workshop.
 */
export async function loader({ context }: Route.LoaderArgs) {
  await requireStaffPage(context, 'operator', 'storekeeper');
  const fleet = context.services.prokatFleet.reads;
  const [waiting, lockers, alerts, workshop, freeCells, cities] = await Promise.all([
    context.services.prokatLockers.returns.waiting(),
    fleet.lockers(),
    fleet.doorAlerts(),
    fleet.workshop(),
    fleet.freeCells(),
    context.services.reference.listCities(),
  ]);
  const photos = await context.services.prokatPhotos.returnPhotos(waiting.map((row) => row.order_id));
  const result: ProkatConsoleData = {
    returns: waiting.map((row) => ({
      ...row,
      returned_at: iso(row.returned_at),
      due_at: iso(row.due_at),
      photos: photos.get(row.order_id) ?? [],
    })),
    lockers,
    fleet: { alerts, workshop, freeCells, cities: cities.map((city) => ({ id: city.id, name: city.name, timezone: city.timezone })) },
  };
  return data(result, { headers: ADMIN_HEADERS });
}

export const meta: Route.MetaFunction = () => [
  { title: 'Прокат: возвраты и постаматы — консоль Местечко' },
  { name: 'robots', content: 'noindex, nofollow' },
];

export default function AdminProkatRoute() {
  return <ProkatConsolePage data={useLoaderData<typeof loader>()} />;
}
