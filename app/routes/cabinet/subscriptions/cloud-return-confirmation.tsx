import { ReturnConfirmationPage } from '../../../features/cloud-cabinet';
import { returnConfirmationPageData } from '../../../features/cloud-cabinet/page-data';
import type { Route } from './+types/cloud-return-confirmation';

/** /cabinet/subscriptions/clouds/{id}/return/confirmation/: address, window, contacts and the payment of the return. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  return returnConfirmationPageData(request, context, params.id, 'site');
}

export const meta: Route.MetaFunction = () => [{ title: 'Вернуть вещи — Местечко' }, { name: 'robots', content: 'noindex, nofollow' }];

export default function CloudReturnConfirmationRoute({ loaderData }: Route.ComponentProps) {
  return (
    <ReturnConfirmationPage
      cloud={loaderData.cloud}
      items={loaderData.items}
      addresses={loaderData.addresses}
      returnPrice={loaderData.returnPrice}
    />
  );
}
