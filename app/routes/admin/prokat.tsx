import { data, useLoaderData } from 'react-router';
import { ADMIN_HEADERS, requireStaffPage } from '../../features/admin';
import { ProkatConsolePage, type ProkatConsoleData } from '../../features/prokat-console';
import type { Route } from './+types/prokat';

const iso = (moment: Date | null) => moment?.toISOString() ?? null;

/** The prokat section: the returned tools waiting for the check and the lockers of the network. */
export async function loader({ context }: Route.LoaderArgs) {
  await requireStaffPage(context, 'operator', 'storekeeper');
  const [waiting, lockers] = await Promise.all([
    context.services.prokatLockers.returns.waiting(),
    context.services.prokat.tariffPostomats(),
  ]);
  const result: ProkatConsoleData = {
    returns: waiting.map((row) => ({ ...row, returned_at: iso(row.returned_at), due_at: iso(row.due_at) })),
    lockers: lockers.map((l) => ({ id: l.id, number: l.number, name: l.name, address: l.address })),
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
