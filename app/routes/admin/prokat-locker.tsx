import { data, useLoaderData } from 'react-router';
import { ADMIN_HEADERS, requireStaffPage } from '../../features/admin';
import { LockerConsolePage, type LockerConsoleData } from '../../features/prokat-console';
import type { Route } from './+types/prokat-locker';

/** One locker: its latest events; in the sandbox also its cells for the simulator (null elsewhere). */
export async function loader({ params, context }: Route.LoaderArgs) {
  await requireStaffPage(context, 'operator', 'storekeeper');
  const id = Number(params.id);
  const postomat = Number.isSafeInteger(id) && id > 0 && id <= 2 ** 31 - 1 ? await context.services.prokat.postomat(id) : null;
  if (!postomat) throw data('Страница не найдена', { status: 404 });
  const lockers = context.services.prokatLockers;
  const [cells, events] = await Promise.all([lockers.sandbox ? lockers.sandbox.cells(id) : null, lockers.events.recent(id)]);
  const result: LockerConsoleData = {
    locker: { id: postomat.id, number: postomat.number, name: postomat.name, address: postomat.address },
    cells,
    events,
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
