import { data } from 'react-router';
import { CloudPaidPage } from '../../features/clouds/success-pages';
import { cloudPaidOrder } from '../../features/clouds/success-data';
import type { Route } from './+types/success-cloud';

/** /payments/success/cloud/?order_id=<order> (or ?id=<payment>): a cloud order's first payment went through. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return data(await cloudPaidOrder(request, context), { headers: { 'Cache-Control': 'private, no-store' } });
}

export const meta: Route.MetaFunction = () => [{ title: 'Оплата прошла — Местечко' }, { name: 'robots', content: 'noindex, nofollow' }];

export default function CloudPaidRoute({ loaderData }: Route.ComponentProps) {
  return <CloudPaidPage order={loaderData.order} payment={loaderData.payment} />;
}
