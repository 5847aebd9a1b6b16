import { RequestPage } from '../../features/cloud-cabinet';
import { requestPageData } from '../../features/cloud-cabinet/page-data';
import type { Route } from './+types/requests-detail';

/** /cabinet/requests/{id}/: one request, rendered complete by the server and updated live as staff move it. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  return requestPageData(request, context, params.id, 'site');
}

export const meta: Route.MetaFunction = ({ data }) => [
  { title: data ? `Заявка № ${data.request.id} — Местечко` : 'Заявка — Местечко' },
  { name: 'robots', content: 'noindex, nofollow' },
];

export default function CabinetRequestRoute({ loaderData }: Route.ComponentProps) {
  return <RequestPage request={loaderData.request} />;
}
