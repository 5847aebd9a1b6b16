import { data, redirect } from 'react-router';
import { isAppError } from '../../../lib/errors';
import { guestRedirect } from '../auth';

/**
 * A payment page the visitor may not see: a guest is asked to sign in first (the bank often
 * returns the payer in another browser, without the session), a signed-in stranger gets 404.
 */
export function paymentPageError(error: unknown, request: Request, signedIn: boolean): never {
  if (!isAppError(error)) throw error;
  if (error.status === 503) throw data('Платёжный сервис временно недоступен', { status: 503 });
  if (!signedIn) throw redirect(guestRedirect(request));
  throw data('Платёж не найден', { status: 404 });
}
