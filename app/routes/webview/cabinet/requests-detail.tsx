import { RequestPage } from '../../../features/cloud-cabinet';
import { requestPageData } from '../../../features/cloud-cabinet/page-data';
import type { Route } from './+types/requests-detail';

/** The app's request page (/webview/cabinet/requests/{id}/), rendered by the server and live like the site's. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  return requestPageData(request, context, params.id, 'webview');
}

export function meta(): Route.MetaDescriptors {
  return [{ title: 'Заявка' }, { name: 'robots', content: 'noindex, nofollow' }];
}

export default function WebviewRequest({ loaderData }: Route.ComponentProps) {
  return <RequestPage request={loaderData.request} base="/webview/cabinet/" />;
}
