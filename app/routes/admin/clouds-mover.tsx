import { data, useLoaderData } from 'react-router';
import { moscowDate } from '../../../lib/moscow-calendar';
import { ADMIN_HEADERS, requireStaffPage } from '../../features/admin';
import { MoverRoutePage } from '../../features/cloud-console';
import type { Route } from './+types/clouds-mover';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The mover's route: today (Moscow) unless another day is asked; the route itself is read live. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaffPage(context, 'mover');
  const today = moscowDate(context.services.clock.now());
  const asked = new URL(request.url).searchParams.get('day') ?? '';
  const day = DAY.test(asked) && !Number.isNaN(Date.parse(asked)) ? asked : today;
  return data({ day, today }, { headers: ADMIN_HEADERS });
}

export const meta: Route.MetaFunction = () => [
  { title: 'Маршрут грузчика — консоль Местечко' },
  { name: 'robots', content: 'noindex, nofollow' },
];

export default function AdminCloudsMoverRoute() {
  const loaded = useLoaderData<typeof loader>();
  return <MoverRoutePage key={loaded.day} data={loaded} />;
}
