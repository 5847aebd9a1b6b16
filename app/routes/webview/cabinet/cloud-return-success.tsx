import { ReturnSuccessPage } from '../../../features/cloud-cabinet';
import { returnSuccessPageData } from '../../../features/cloud-cabinet/page-data';
import type { Route } from './+types/cloud-return-success';

/** The app's return, done (/webview/cabinet/subscriptions/clouds/{id}/return/success/?request={id}). */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  return returnSuccessPageData(request, context, params.id, 'webview');
}

export function meta(): Route.MetaDescriptors {
  return [{ title: 'Возврат оформлен' }, { name: 'robots', content: 'noindex, nofollow' }];
}

export default function WebviewCloudReturnSuccess({ loaderData }: Route.ComponentProps) {
  return <ReturnSuccessPage request={loaderData.request} orderId={loaderData.orderId} base="/webview/cabinet/" />;
}
