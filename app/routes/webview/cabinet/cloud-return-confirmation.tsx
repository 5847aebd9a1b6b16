import { ReturnConfirmationPage } from '../../../features/cloud-cabinet';
import { returnConfirmationPageData } from '../../../features/cloud-cabinet/page-data';
import type { Route } from './+types/cloud-return-confirmation';

/** The app's return, step 2 (/webview/cabinet/subscriptions/clouds/{id}/return/confirmation/). */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  return returnConfirmationPageData(request, context, params.id, 'webview');
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
