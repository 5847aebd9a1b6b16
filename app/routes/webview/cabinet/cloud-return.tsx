import { CabinetPageLoading, ReturnChoosePage, loadReturnChoice } from '../../../features/cloud-cabinet';
import type { Route } from './+types/cloud-return';

/** The app's return, step 1 (/webview/cabinet/subscriptions/clouds/{id}/return/). */
export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  return loadReturnChoice(params.id);
}

export function HydrateFallback() {
  return <CabinetPageLoading title="Вернуть вещи" />;
}

export function meta(): Route.MetaDescriptors {
  return [{ title: 'Вернуть вещи' }, { name: 'robots', content: 'noindex, nofollow' }];
}

export default function WebviewCloudReturn({ loaderData }: Route.ComponentProps) {
  return <ReturnChoosePage cloud={loaderData.cloud} items={loaderData.items} base="/webview/cabinet/" />;
}
