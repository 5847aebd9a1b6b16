import { ApiError } from '../../shell/api-client';
import type { CloudBookingAnswer } from './clouds-api';

/** A free window the server offers instead of a full one (409 WINDOW_FULL `alternatives`). */
export interface WindowOffer {
  id: number;
  date: string;
  time_from: string;
  time_to: string;
}

export function alternativesOf(error: unknown): WindowOffer[] | null {
  if (!(error instanceof ApiError) || error.code !== 'WINDOW_FULL') return null;
  const body = error.body as { alternatives?: WindowOffer[]; details?: { alternatives?: WindowOffer[] } } | null;
  const list = body?.alternatives ?? body?.details?.alternatives;
  return Array.isArray(list) ? list : [];
}

/** Where the booking goes on: the card's checkout, the invoice in «Платежи и документы», else the subscription. */
export function afterCloudBooking(answer: CloudBookingAnswer): string {
  if (answer.payment?.confirmation_url) return answer.payment.confirmation_url;
  if (answer.invoice) return '/cabinet/payments/?tab=documents';
  return `/cabinet/subscriptions/clouds/${answer.order_id}/`;
}
