import { data, useLoaderData } from 'react-router';
import { ADMIN_HEADERS, requireStaffPage } from '../../features/admin';
import { LockerConsolePage, type LockerConsoleData } from '../../features/prokat-console';
import type { Route } from './+types/prokat-locker';

/**
 * One locker, open or closed: its cells with their tools (and where a tool may go), its latest
 * events; in the sandbox also its cells for the simulator (null elsewhere).
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  await requireStaffPage(context, 'operator', 'storekeeper');
  const id = Number(params.id);
  const fleet = context.services.prokatFleet.reads;
  const detail = Number.isSafeInteger(id) && id > 0 && id <= 2 ** 31 - 1 ? await fleet.detailOrNull(id) : null;
  if (!detail) throw data('Страница не найдена', { status: 404 });
  const lockers = context.services.prokatLockers;
  const [cells, events, freeCells, models, cities] = await Promise.all([
    lockers.sandbox ? lockers.sandbox.cells(id) : null,
    lockers.events.recent(id),
    fleet.freeCells(),
    fleet.models(),
    context.services.reference.listCities(),
  ]);
  const { locker } = detail;
  const result: LockerConsoleData = {
    locker: { id: locker.id, number: locker.number, name: locker.name, address: locker.address },
    cells,
    events,
    fleet: {
      ...detail,
      freeCells,
      models,
      cities: cities.map((city) => ({ id: city.id, name: city.name, timezone: city.timezone })),
    },
  };
  return data(result, { headers: ADMIN_HEADERS });
}

export const meta: Route.MetaFunction = ({ data: loaded }) => [
  { title: `${loaded ? `Постамат ${loaded.locker.number}` : 'Постамат'} — консоль Местечко` },
  { name: 'robots', content: 'noindex, nofollow' },
];

export default function AdminProkatLockerRoute() {
  return <LockerConsolePage data={useLoaderData<typeof loader>()} />;
}
