import { RequestsPage } from '../../features/cloud-cabinet';
import { requestsPageData } from '../../features/cloud-cabinet/page-data';
import type { Route } from './+types/requests';

/** /cabinet/requests/ «Заявки»: drop-offs and returns, filtered by type, in pages. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return requestsPageData(request, context, 'site');
}

export const meta: Route.MetaFunction = () => [{ title: 'Заявки — Местечко' }, { name: 'robots', content: 'noindex, nofollow' }];

export default function CabinetRequestsRoute({ loaderData }: Route.ComponentProps) {
  return <RequestsPage items={loaderData.items} count={loaderData.count} page={loaderData.page} type={loaderData.type} />;
}
