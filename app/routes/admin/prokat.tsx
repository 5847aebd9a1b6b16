import { data, useLoaderData } from 'react-router';
import { rolesAllow } from '../../../domains/staff/schema';
import { ADMIN_HEADERS, requireStaffPage } from '../../features/admin';
import { ProkatConsolePage, type ProkatConsoleData } from '../../features/prokat-console';
import type { Route } from './+types/prokat';

const iso = (moment: Date | null) => moment?.toISOString() ?? null;

/** The fines waiting for an operator's decision the section lists at once. */
const FINES_SHOWN = 50;

/**
 * The prokat section: doors left open, the returned tools waiting for the check (with the renters'
 * return photos), the fines of rentals waiting for a decision with the codes staff may set, the
 * lockers with their counts and the tools at the workshop.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const { viewer, roles } = await requireStaffPage(context, 'operator', 'storekeeper');
  const fleet = context.services.prokatFleet.reads;
  const fines = { status: 'proposed', kind: 'rental', offset: 0, limit: FINES_SHOWN } as const;
  const [waiting, lockers, alerts, workshop, freeCells, cities, codes, proposed] = await Promise.all([
    context.services.prokatLockers.returns.waiting(),
    fleet.lockers(),
    fleet.doorAlerts(),
    fleet.workshop(),
    fleet.freeCells(),
    context.services.reference.listCities(),
    context.services.prokatDamageFines.codes(),
    context.services.orders.fines.staffList(fines),
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
    // Deciding is the operator's (POST /api/admin/orders/fines/decide); a storekeeper sets and sees fines;
    // whoever set a fine may withdraw it and never confirm it.
    fines: {
      codes,
      proposed: proposed.items,
      more: proposed.has_more,
      canDecide: rolesAllow(roles, ['operator']),
      viewerId: viewer.id,
    },
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
