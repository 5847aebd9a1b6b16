import { data } from 'react-router';
import { CloudRequestPaidPage } from '../../features/clouds/success-pages';
import { cloudPaymentPage } from '../../features/clouds/success-data';
import type { Route } from './+types/success-cloud-request';

/** /payments/success/cloud/request/?id=<payment>: a return's delivery was paid (what …/requests/payments/success answers). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const page = await cloudPaymentPage(request, context, 'request');
  return data({ page }, { headers: { 'Cache-Control': 'private, no-store' } });
}

export const meta: Route.MetaFunction = () => [{ title: 'Доставка оплачена — Местечко' }, { name: 'robots', content: 'noindex, nofollow' }];

export default function CloudRequestPaidRoute({ loaderData }: Route.ComponentProps) {
  return <CloudRequestPaidPage page={loaderData.page} />;
}
