import { data, useLoaderData } from 'react-router';
import { ADMIN_HEADERS, BannersPage, requireStaffPage } from '../../features/admin';
import type { Route } from './+types/banners';

export async function loader({ context }: Route.LoaderArgs) {
  await requireStaffPage(context, 'operator');
  return data({ items: await context.services.siteNoticesAdmin.banners() }, { headers: ADMIN_HEADERS });
}

export const meta: Route.MetaFunction = () => [{ title: 'Баннеры — консоль Местечко' }, { name: 'robots', content: 'noindex, nofollow' }];

export default function AdminBannersRoute() {
  return <BannersPage items={useLoaderData<typeof loader>().items} />;
}
