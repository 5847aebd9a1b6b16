import type { AlternativeCell as AlternativeCellView } from '../../../domains/storages/schema';
import { ApiError, apiCreate, apiRequest, errorSnackText } from '../../shell/api-client';

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
  unitPrice?: number;
  units?: number;
  periodTitle?: string;
  periodDiscountPercent?: number;
  promoCode?: string | null;
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
  /** The caller's own unpaid order holding this cell for these dates (signed in only). */
  own_order_id?: number | null;
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

/** The booker's own unpaid hold of the cell for these dates: the order to pay instead of booking again. */
export interface OwnHold {
  orderId: number;
  /** The checkout of its pending payment, when there is one. */
  payUrl: string | null;
}

/** A 409 OWN_UNPAID_HOLD answer of the booking call. */
export function ownHoldOf(error: unknown): OwnHold | null {
  if (!(error instanceof ApiError) || error.status !== 409 || error.code !== 'OWN_UNPAID_HOLD') return null;
  const body = error.body as { order_id?: unknown; pay_url?: unknown } | null;
  if (typeof body?.order_id !== 'number') return null;
  return { orderId: body.order_id, payUrl: typeof body.pay_url === 'string' ? body.pay_url : null };
}

/** Where paying an own unpaid order goes: its pending checkout, else a new payment of it (signed in), else the guest order page. */
export async function payOwnHold(hold: OwnHold, signedIn: boolean): Promise<string> {
  if (hold.payUrl) return hold.payUrl;
  if (!signedIn) return `/guest/storages/success/?order=${hold.orderId}`;
  const answer = await apiCreate<{ order_id: number; payment: { confirmation_url: string | null } }>('/api/cabinet/v2/placeOrder', {
    order_id: hold.orderId,
  });
  return answer.payment.confirmation_url ?? `/cabinet/subscriptions/storages/${hold.orderId}/`;
}

/** A 409 CELL_TAKEN answer: the server's message and the free cells it offers instead. */
export function takenOf(error: unknown): { message: string; alternatives: AlternativeCellView[] } | null {
  if (!(error instanceof ApiError) || error.code !== 'CELL_TAKEN') return null;
  const body = error.body as { alternatives?: AlternativeCellView[] } | null;
  return { message: errorSnackText(error), alternatives: Array.isArray(body?.alternatives) ? body.alternatives : [] };
}

/** Where to go after booking: the provider's checkout, or the order when nothing is left to pay. */
export function afterBooking(answer: BookingAnswer, guestSuccess?: string): string {
  if (answer.payment?.confirmation_url) return answer.payment.confirmation_url;
  return guestSuccess ?? `/cabinet/subscriptions/storages/${answer.order_id}/`;
}
