import { CabinetPageLoading, ReturnSuccessPage, loadReturnSuccess } from '../../../features/cloud-cabinet';
import type { Route } from './+types/cloud-return-success';

/** /cabinet/subscriptions/clouds/{id}/return/success/?request={id}: what happens next. */
export async function clientLoader({ params, request }: Route.ClientLoaderArgs) {
  return loadReturnSuccess(params.id, request.url);
}

export function HydrateFallback() {
  return <CabinetPageLoading title="Возврат оформлен" />;
}

export const meta: Route.MetaFunction = () => [{ title: 'Возврат оформлен — Местечко' }, { name: 'robots', content: 'noindex, nofollow' }];

export default function CloudReturnSuccessRoute({ loaderData }: Route.ComponentProps) {
  return <ReturnSuccessPage request={loaderData.request} orderId={loaderData.orderId} />;
}
