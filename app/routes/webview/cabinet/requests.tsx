import { CabinetPageLoading, RequestsPage, loadHistory } from '../../../features/cloud-cabinet';
import type { Route } from './+types/requests';

/** The app's «Заявки» (/webview/cabinet/requests/). */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return loadHistory(request.url);
}

export function HydrateFallback() {
  return <CabinetPageLoading title="Заявки" />;
}

export function meta(): Route.MetaDescriptors {
  return [{ title: 'Заявки' }, { name: 'robots', content: 'noindex, nofollow' }];
}

export default function WebviewRequests({ loaderData }: Route.ComponentProps) {
  return (
    <RequestsPage
      items={loaderData.items}
      count={loaderData.count}
      page={loaderData.page}
      type={loaderData.type}
      base="/webview/cabinet/"
    />
  );
}
