import { FailedPage } from '../../features/payments/result-page';
import { loadPaymentResult } from '../../features/payments/result-loader';
import type { Route } from './+types/failed';

export function meta(): Route.MetaDescriptors {
  return [{ title: 'Оплата не прошла — Местечко' }, { name: 'robots', content: 'noindex, nofollow' }];
}

export const loader = (args: Route.LoaderArgs) => loadPaymentResult(args, 'canceled');

export default function PaymentFailedPage({ loaderData }: Route.ComponentProps) {
  return <FailedPage page={loaderData.page} />;
}
