import { data } from 'react-router';
import { ADMIN_HEADERS, requireStaffPage } from '../../features/admin';
import { StorekeeperPage } from '../../features/cloud-console';
import type { Route } from './+types/clouds-storekeeper';

export async function loader({ context }: Route.LoaderArgs) {
  await requireStaffPage(context, 'storekeeper');
  return data({}, { headers: ADMIN_HEADERS });
}

export const meta: Route.MetaFunction = () => [
  { title: 'Склад: приёмка и выдача — консоль Местечко' },
  { name: 'robots', content: 'noindex, nofollow' },
];

export default function AdminCloudsStorekeeperRoute() {
  return <StorekeeperPage />;
}
