import { data, useLoaderData } from 'react-router';
import { ADMIN_HEADERS, requireStaffPage, StaffPage } from '../../features/admin';
import type { Route } from './+types/staff';

export async function loader({ context }: Route.LoaderArgs) {
  await requireStaffPage(context, 'admin');
  return data({ items: await context.services.staff.list() }, { headers: ADMIN_HEADERS });
}

export const meta: Route.MetaFunction = () => [
  { title: 'Сотрудники — консоль Местечко' },
  { name: 'robots', content: 'noindex, nofollow' },
];

export default function AdminStaffRoute() {
  return <StaffPage items={useLoaderData<typeof loader>().items} />;
}
