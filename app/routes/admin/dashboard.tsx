import { data, useLoaderData } from 'react-router';
import { ADMIN_HEADERS, DashboardPage, requireStaffPage } from '../../features/admin';
import { rolesAllow } from '../../../domains/staff/schema';
import type { Route } from './+types/dashboard';

export async function loader({ context }: Route.LoaderArgs) {
  const { roles } = await requireStaffPage(context);
  const counts = rolesAllow(roles, ['operator']) ? await context.services.contentModeration.dashboard() : null;
  return data({ roles, counts }, { headers: ADMIN_HEADERS });
}

export const meta: Route.MetaFunction = () => [{ title: 'Сводка — консоль Местечко' }, { name: 'robots', content: 'noindex, nofollow' }];

export default function AdminDashboardRoute() {
  const { roles, counts } = useLoaderData<typeof loader>();
  return <DashboardPage roles={roles} counts={counts} />;
}
