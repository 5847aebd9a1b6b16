import { data, redirect, type AppLoadContext } from 'react-router';
import { paymentPageError } from './loader-errors';
import { resultPath } from './status-page';

/**
 * The loader of /payments/success/ and /payments/failed/: a payment another user made is not
 * found (404), a guest payment is shown by its uuid, and a payment whose outcome is not the
 * page's goes to the page that matches it.
 */
export async function loadPaymentResult(
  { request, context }: { request: Request; context: AppLoadContext },
  expected: 'succeeded' | 'canceled',
) {
  const id = new URL(request.url).searchParams.get('id') ?? '';
  let page;
  try {
    page = await context.services.payments.paymentPage(id, context.viewer?.id ?? null);
  } catch (error) {
    paymentPageError(error, request, Boolean(context.viewer));
  }
  if (page.status !== expected) throw redirect(resultPath(page.status, page.id));
  return data({ page }, { headers: { 'Cache-Control': 'private, no-store' } });
}
