import { data, useLoaderData } from 'react-router';
import { ADMIN_HEADERS, requireStaffPage } from '../../features/admin';
import { MoverRequestPage } from '../../features/cloud-console';
import type { Route } from './+types/clouds-mover-request';

export async function loader({ params, context }: Route.LoaderArgs) {
  await requireStaffPage(context, 'mover');
  const id = Number(params.id);
  if (!Number.isSafeInteger(id) || id < 1) throw data('Страница не найдена', { status: 404 });
  return data({ id }, { headers: ADMIN_HEADERS });
}

export const meta: Route.MetaFunction = ({ data: loaded }) => [
  { title: `Заявка №${loaded?.id ?? ''} — маршрут грузчика, консоль Местечко` },
  { name: 'robots', content: 'noindex, nofollow' },
];

export default function AdminCloudsMoverRequestRoute() {
  const { id } = useLoaderData<typeof loader>();
  return <MoverRequestPage key={id} id={id} />;
}
