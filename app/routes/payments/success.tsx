import { data, redirect } from 'react-router';
import { SuccessPage } from '../../features/payments/result-page';
import { resultPath } from '../../features/payments/status-page';
import { paymentPageError } from '../../features/payments/loader-errors';
import type { Route } from './+types/success';

export function meta(): Route.MetaDescriptors {
  return [{ title: 'Оплата прошла — Местечко' }, { name: 'robots', content: 'noindex, nofollow' }];
}

/** A payment another user made is not found here (404), a guest payment is shown by its uuid. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const id = new URL(request.url).searchParams.get('id') ?? '';
  let page;
  try {
    page = await context.services.payments.paymentPage(id, context.viewer?.id ?? null);
  } catch (error) {
    paymentPageError(error, request, Boolean(context.viewer));
  }
  // The page must match the outcome; a payment still in progress goes back to the waiting page.
  if (page.status !== 'succeeded') {
    throw redirect(resultPath(page.status, page.id));
  }
  return data({ page }, { headers: { 'Cache-Control': 'private, no-store' } });
}

export default function PaymentSuccessPage({ loaderData }: Route.ComponentProps) {
  return <SuccessPage page={loaderData.page} />;
}
