import { SuccessPage } from '../../features/payments/result-page';
import { loadPaymentResult } from '../../features/payments/result-loader';
import type { Route } from './+types/success';

export function meta(): Route.MetaDescriptors {
  return [{ title: 'Оплата прошла — Местечко' }, { name: 'robots', content: 'noindex, nofollow' }];
}

export const loader = (args: Route.LoaderArgs) => loadPaymentResult(args, 'succeeded');

export default function PaymentSuccessPage({ loaderData }: Route.ComponentProps) {
  return <SuccessPage page={loaderData.page} />;
}
