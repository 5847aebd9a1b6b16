import { data, redirect } from 'react-router';
import { isAppError } from '../../../lib/errors';
import { guestRedirect } from '../../features/auth/safe-redirect';
import { ReceiptPage } from '../../features/payments/cabinet/receipt-page';
import type { Route } from './+types/payment-receipt';

/** /cabinet/payments/receipts/{uuid}/: the payer's fiscal receipt; anyone else gets 404. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  if (!context.viewer) throw redirect(guestRedirect(request));
  try {
    const receipt = await context.services.payments.receipts.view(context.viewer.id, params.uuid);
    return data({ receipt }, { headers: { 'Cache-Control': 'private, no-store' } });
  } catch (error) {
    if (isAppError(error) && error.status === 404) throw data('Чек не найден', { status: 404 });
    throw error;
  }
}

export const meta: Route.MetaFunction = () => [{ title: 'Кассовый чек — Местечко' }, { name: 'robots', content: 'noindex, nofollow' }];

export default function PaymentReceiptRoute({ loaderData }: Route.ComponentProps) {
  return <ReceiptPage receipt={loaderData.receipt} />;
}
