import { CabinetPageLoading, ReturnConfirmationPage, loadReturnConfirmation } from '../../../features/cloud-cabinet';
import type { Route } from './+types/cloud-return-confirmation';

/** /cabinet/subscriptions/clouds/{id}/return/confirmation/: address, window, contacts and the payment of the return. */
export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  return loadReturnConfirmation(params.id);
}

export function HydrateFallback() {
  return <CabinetPageLoading title="Вернуть вещи" />;
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
