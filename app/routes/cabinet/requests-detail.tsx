import { CabinetPageLoading, RequestPage, loadRequest } from '../../features/cloud-cabinet';
import type { Route } from './+types/requests-detail';

/** /cabinet/requests/{id}/: one request, updated live as staff move it. */
export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  return loadRequest(params.id);
}

export function HydrateFallback() {
  return <CabinetPageLoading title="Заявка" />;
}

export const meta: Route.MetaFunction = ({ data }) => [
  { title: data ? `Заявка № ${data.request.id} — Местечко` : 'Заявка — Местечко' },
  { name: 'robots', content: 'noindex, nofollow' },
];

export default function CabinetRequestRoute({ loaderData }: Route.ComponentProps) {
  return <RequestPage request={loaderData.request} />;
}
