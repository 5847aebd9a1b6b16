import { data, redirect, type AppLoadContext } from 'react-router';
import { isAppError } from '../../../lib/errors';
import { guestRedirect } from '../auth';

/**
 * The payment of a clouds success page (`?id=` the payment's uuid): a guest signs in first (the
 * bank may return the payer to another browser), a stranger's or unknown payment is 404, and a
 * payment that has not succeeded goes to the page of its state.
 */
export async function cloudPaymentPage(request: Request, context: AppLoadContext, purpose: 'order' | 'request') {
  const id = new URL(request.url).searchParams.get('id') ?? '';
  let page;
  try {
    page = await context.services.payments.paymentPage(id, context.viewer?.id ?? null);
  } catch (error) {
    if (!isAppError(error)) throw error;
    if (error.status === 503) throw data('Платёжный сервис временно недоступен', { status: 503 });
    if (!context.viewer) throw redirect(guestRedirect(request));
    throw data('Платёж не найден', { status: 404 });
  }
  if (page.status === 'canceled') throw redirect(`/payments/failed/?id=${page.id}`);
  if (page.status !== 'succeeded') throw redirect(`/payments/status/?id=${page.id}`);
  const mine = purpose === 'request' ? page.purpose === 'request' : page.kind === 'cloud';
  if (!mine) throw redirect(`/payments/success/?id=${page.id}`);
  return page;
}

/**
 * /payments/success/cloud/: `?order_id=` (where the payment's status page sends the payer) or
 * `?id=` a payment's uuid; the owner's cloud order read on the server. A guest signs in first,
 * anyone else's order is 404.
 */
export async function cloudPaidOrder(request: Request, context: AppLoadContext) {
  const params = new URL(request.url).searchParams;
  const payment = params.get('id') ? await cloudPaymentPage(request, context, 'order') : null;
  if (!context.viewer) throw redirect(guestRedirect(request));
  const orderId = payment?.order_id ?? Number(params.get('order_id'));
  if (!Number.isSafeInteger(orderId) || orderId <= 0) throw data('Заказ не найден', { status: 404 });
  try {
    const order = await context.services.clouds.booking.cloudOrder(context.viewer.id, orderId);
    return { order, payment };
  } catch (error) {
    if (isAppError(error) && error.status === 404) throw data('Заказ не найден', { status: 404 });
    throw error;
  }
}
