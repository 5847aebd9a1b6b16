import { data, useLoaderData } from 'react-router';
import { moscowDate } from '../../../lib/moscow-calendar';
import { ADMIN_HEADERS, requireStaffPage } from '../../features/admin';
import { DispatcherPage, type DispatcherPageData } from '../../features/cloud-console';
import type { Route } from './+types/clouds';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The dispatcher's day: the cloud warehouses to choose from; the windows and crews are read live by the page. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaffPage(context, 'operator');
  const url = new URL(request.url);
  const today = moscowDate(context.services.clock.now());
  const asked = url.searchParams.get('day') ?? '';
  const day = DAY.test(asked) && !Number.isNaN(Date.parse(asked)) ? asked : today;
  const list = await context.services.catalogue.listWarehouses({ type: 'CLOUD', limit: 100 });
  const warehouses = list.items.map((w) => ({ id: w.id, name: w.name, address: w.address }));
  const askedId = Number(url.searchParams.get('warehouse_id'));
  const warehouseId = warehouses.find((w) => w.id === askedId)?.id ?? warehouses[0]?.id ?? null;
  const result: DispatcherPageData = { warehouses, warehouse_id: warehouseId, day, today };
  return data(result, { headers: ADMIN_HEADERS });
}

export const meta: Route.MetaFunction = () => [
  { title: 'Облако: диспетчерская — консоль Местечко' },
  { name: 'robots', content: 'noindex, nofollow' },
];

export default function AdminCloudsRoute() {
  const loaded = useLoaderData<typeof loader>();
  return <DispatcherPage key={`${loaded.warehouse_id}-${loaded.day}`} data={loaded} />;
}
