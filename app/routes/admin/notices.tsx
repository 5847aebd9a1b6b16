import { data, useLoaderData } from 'react-router';
import { ADMIN_HEADERS, NoticesPage, requireStaffPage } from '../../features/admin';
import type { Route } from './+types/notices';

export async function loader({ context }: Route.LoaderArgs) {
  await requireStaffPage(context, 'operator');
  return data({ items: await context.services.siteNoticesAdmin.notices() }, { headers: ADMIN_HEADERS });
}

export const meta: Route.MetaFunction = () => [
  { title: 'Сообщения сайта — консоль Местечко' },
  { name: 'robots', content: 'noindex, nofollow' },
];

export default function AdminNoticesRoute() {
  return <NoticesPage items={useLoaderData<typeof loader>().items} />;
}
