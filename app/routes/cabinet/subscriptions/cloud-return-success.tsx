import { ReturnSuccessPage } from '../../../features/cloud-cabinet';
import { returnSuccessPageData } from '../../../features/cloud-cabinet/page-data';
import type { Route } from './+types/cloud-return-success';

/** /cabinet/subscriptions/clouds/{id}/return/success/?request={id}: what happens next. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  return returnSuccessPageData(request, context, params.id, 'site');
}

export const meta: Route.MetaFunction = () => [{ title: 'Возврат оформлен — Местечко' }, { name: 'robots', content: 'noindex, nofollow' }];

export default function CloudReturnSuccessRoute({ loaderData }: Route.ComponentProps) {
  return <ReturnSuccessPage request={loaderData.request} orderId={loaderData.orderId} />;
}
