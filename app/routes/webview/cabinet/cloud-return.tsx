import { ReturnChoosePage } from '../../../features/cloud-cabinet';
import { returnChoicePageData } from '../../../features/cloud-cabinet/page-data';
import type { Route } from './+types/cloud-return';

/** The app's return, step 1 (/webview/cabinet/subscriptions/clouds/{id}/return/). */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  return returnChoicePageData(request, context, params.id, 'webview');
}

export function meta(): Route.MetaDescriptors {
  return [{ title: 'Вернуть вещи' }, { name: 'robots', content: 'noindex, nofollow' }];
}

export default function WebviewCloudReturn({ loaderData }: Route.ComponentProps) {
  return <ReturnChoosePage cloud={loaderData.cloud} items={loaderData.items} base="/webview/cabinet/" />;
}
