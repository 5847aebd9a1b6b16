import { RequestsPage } from '../../../features/cloud-cabinet';
import { requestsPageData } from '../../../features/cloud-cabinet/page-data';
import type { Route } from './+types/requests';

/** The app's «Заявки» (/webview/cabinet/requests/). */
export async function loader({ request, context }: Route.LoaderArgs) {
  return requestsPageData(request, context, 'webview');
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
