import { CabinetPageLoading, ReturnSuccessPage, loadReturnSuccess } from '../../../features/cloud-cabinet';
import type { Route } from './+types/cloud-return-success';

/** The app's return, done (/webview/cabinet/subscriptions/clouds/{id}/return/success/?request={id}). */
export async function clientLoader({ params, request }: Route.ClientLoaderArgs) {
  return loadReturnSuccess(params.id, request.url);
}

export function HydrateFallback() {
  return <CabinetPageLoading title="Возврат оформлен" />;
}

export function meta(): Route.MetaDescriptors {
  return [{ title: 'Возврат оформлен' }, { name: 'robots', content: 'noindex, nofollow' }];
}

export default function WebviewCloudReturnSuccess({ loaderData }: Route.ComponentProps) {
  return <ReturnSuccessPage request={loaderData.request} orderId={loaderData.orderId} base="/webview/cabinet/" />;
}
