import { data, useLoaderData } from 'react-router';
import { ADMIN_HEADERS, requireStaffPage } from '../../features/admin';
import { StorekeeperRequestPage } from '../../features/cloud-console';
import type { Route } from './+types/clouds-storekeeper-request';

export async function loader({ params, context }: Route.LoaderArgs) {
  await requireStaffPage(context, 'storekeeper');
  const id = Number(params.id);
  if (!Number.isSafeInteger(id) || id < 1) throw data('Страница не найдена', { status: 404 });
  return data({ id }, { headers: ADMIN_HEADERS });
}

export const meta: Route.MetaFunction = ({ data: loaded }) => [
  { title: `Заявка №${loaded?.id ?? ''} — склад, консоль Местечко` },
  { name: 'robots', content: 'noindex, nofollow' },
];

export default function AdminCloudsStorekeeperRequestRoute() {
  const { id } = useLoaderData<typeof loader>();
  return <StorekeeperRequestPage key={id} id={id} />;
}
