import { CabinetPageLoading, ReturnConfirmationPage, loadReturnConfirmation } from '../../../features/cloud-cabinet';
import type { Route } from './+types/cloud-return-confirmation';

/** The app's return, step 2 (/webview/cabinet/subscriptions/clouds/{id}/return/confirmation/). */
export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  return loadReturnConfirmation(params.id);
}

export function HydrateFallback() {
  return <CabinetPageLoading title="Вернуть вещи" />;
}

export function meta(): Route.MetaDescriptors {
  return [{ title: 'Вернуть вещи' }, { name: 'robots', content: 'noindex, nofollow' }];
}

export default function WebviewCloudReturnConfirmation({ loaderData }: Route.ComponentProps) {
  return (
    <ReturnConfirmationPage
      cloud={loaderData.cloud}
      items={loaderData.items}
      addresses={loaderData.addresses}
      returnPrice={loaderData.returnPrice}
      base="/webview/cabinet/"
    />
  );
}
