import { CabinetPageLoading, RequestsPage, loadHistory } from '../../features/cloud-cabinet';
import type { Route } from './+types/requests';

/** /cabinet/requests/ «Заявки»: drop-offs and returns, filtered by type, in pages. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return loadHistory(request.url);
}

export function HydrateFallback() {
  return <CabinetPageLoading title="Заявки" />;
}

export const meta: Route.MetaFunction = () => [{ title: 'Заявки — Местечко' }, { name: 'robots', content: 'noindex, nofollow' }];

export default function CabinetRequestsRoute({ loaderData }: Route.ComponentProps) {
  return <RequestsPage items={loaderData.items} count={loaderData.count} page={loaderData.page} type={loaderData.type} />;
}
