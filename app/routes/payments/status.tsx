import { data, redirect } from 'react-router';
import { StatusPage, nextPath } from '../../features/payments/status-page';
import { paymentPageError } from '../../features/payments/loader-errors';
import type { Route } from './+types/status';

export function meta(): Route.MetaDescriptors {
  return [{ title: 'Проверяем оплату — Местечко' }, { name: 'robots', content: 'noindex, nofollow' }];
}

/** The provider returns the payer here; a payment already settled redirects at once. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const id = new URL(request.url).searchParams.get('id') ?? '';
  try {
    const status = await context.services.payments.paymentStatus(id, context.viewer?.id ?? null);
    const next = nextPath(status);
    if (next) throw redirect(next);
  } catch (error) {
    paymentPageError(error, request, Boolean(context.viewer));
  }
  return data({ id }, { headers: { 'Cache-Control': 'private, no-store' } });
}

export default function PaymentStatus({ loaderData }: Route.ComponentProps) {
  return <StatusPage id={loaderData.id} />;
}
