import type { AlternativeCell as AlternativeCellView } from '../../../domains/storages/schema';
import { ApiError, apiCreate, apiRequest } from '../../shell/api-client';

export interface PriceLine {
  title: string;
  amount: number;
}

export interface PriceSnapshotView {
  base: number;
  periodDiscount: number;
  promoDiscount: number;
  bonusesUsed: number;
  total: number;
  lines: PriceLine[];
}

export type { AlternativeCellView };

export interface CalculateBody {
  slot_id: number;
  tariff_kind: 'monthly' | 'daily' | 'guest';
  period_code: string;
  start_date: string;
  promo_code?: string;
  use_bonuses?: boolean;
}

export interface Quote {
  price: PriceSnapshotView;
  starts_at: string;
  ends_at: string;
  free: boolean;
}

/** The server's price of the choices: with bonuses (signed in) or the public calculation. */
export function calculate(body: CalculateBody, signedIn: boolean, signal?: AbortSignal): Promise<Quote> {
  const url = signedIn ? '/api/cabinet/v2/payments/calculate' : '/api/cabinet/v2/site/calculate';
  return apiRequest<Quote>(url, { method: 'POST', body, signal });
}

export interface BookingAnswer {
  order_id: number;
  status: string;
  hold_expires_at: string | null;
  price: PriceSnapshotView;
  payment: { id: string; confirmation_url: string | null } | null;
}

export function bookStorage(
  body: CalculateBody & { auto_renewal?: boolean; payment_method?: 'card' | 'invoice'; company_uuid?: string },
): Promise<BookingAnswer> {
  return apiCreate<BookingAnswer>('/api/cabinet/site/storages/booking', body);
}

export function bookAsGuest(body: CalculateBody & { confirmation_token: string }): Promise<BookingAnswer> {
  return apiCreate<BookingAnswer>('/api/cabinet/orders/guest', body);
}

/** A 409 "cell taken" answer: its message and the free cells it offers instead. */
export function takenOf(error: unknown): { message: string; alternatives: AlternativeCellView[] } | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const body = error.body as { alternatives?: AlternativeCellView[]; message?: unknown } | null;
  if (!Array.isArray(body?.alternatives)) return null;
  const message = typeof body.message === 'string' ? body.message : 'Эту ячейку только что забронировали. Выберите другую — ниже ближайшие свободные';
  return { message, alternatives: body.alternatives };
}

/** Where to go after booking: the provider's checkout, or the order when nothing is left to pay. */
export function afterBooking(answer: BookingAnswer, guestSuccess?: string): string {
  if (answer.payment?.confirmation_url) return answer.payment.confirmation_url;
  return guestSuccess ?? `/cabinet/subscriptions/storages/${answer.order_id}/`;
}
