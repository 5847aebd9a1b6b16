import { CabinetPageLoading, RequestPage, loadRequest } from '../../../features/cloud-cabinet';
import type { Route } from './+types/requests-detail';

/** The app's request page (/webview/cabinet/requests/{id}/), live like the site's. */
export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  return loadRequest(params.id);
}

export function HydrateFallback() {
  return <CabinetPageLoading title="Заявка" />;
}

export function meta(): Route.MetaDescriptors {
  return [{ title: 'Заявка' }, { name: 'robots', content: 'noindex, nofollow' }];
}

export default function WebviewRequest({ loaderData }: Route.ComponentProps) {
  return <RequestPage request={loaderData.request} base="/webview/cabinet/" />;
}
