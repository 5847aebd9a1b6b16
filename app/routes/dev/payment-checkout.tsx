import { data } from 'react-router';
import { siteConfig } from '../../../lib/site-config';
import { CheckoutPage } from '../../features/payments/checkout-page';
import type { Route } from './+types/payment-checkout';

export function meta(): Route.MetaDescriptors {
  return [{ title: 'Тестовая оплата — Местечко' }, { name: 'robots', content: 'noindex, nofollow' }];
}

/** The sandbox payment provider's checkout page; 404 when the sandbox is off (production). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const sandbox = context.services.payments.sandbox;
  const id = new URL(request.url).searchParams.get('payment') ?? '';
  const payment = sandbox && id ? await sandbox.checkout(id) : null;
  if (!payment) throw data('Страница не найдена', { status: 404 });
  return data(
    {
      payment: payment.id,
      shop: siteConfig.legalName,
      amount: payment.amount,
      description: payment.description,
      status: payment.status,
      savesCard: payment.savePaymentMethod,
      holds: !payment.capture,
      returnUrl: payment.returnUrl,
    },
    { headers: { 'Cache-Control': 'no-store' } },
  );
}

export default function PaymentCheckout({ loaderData }: Route.ComponentProps) {
  return <CheckoutPage data={loaderData} />;
}
