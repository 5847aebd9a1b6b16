import type { Product } from '../../../domains/prokat/catalogue-schema';
import { ApiError, apiCreate, apiRequest, errorSnackText } from '../../shell/api-client';

/** POST v3 rental/tools/booking: one model from one locker for a period of its tariffs. */
export interface RentalBookingBody {
  postomat_id: number;
  items: { model_slug: string; quantity: number }[];
  unit: 'hour' | 'day';
  period_number: number;
}

export interface RentalBooked {
  order_id: number;
  payment: { id: string; confirmation_url: string | null } | null;
}

export const bookRental = (body: RentalBookingBody) => apiCreate<RentalBooked>('/api/cabinet/v3/rental/tools/booking', body);

export const loadProduct = (slug: string, signal?: AbortSignal) =>
  apiRequest<Product>('/api/cabinet/v3/rental/postomats/product', { query: { slug }, signal });

/** Binding a card: a 1 ₽ payment at the provider's checkout, returned at once. */
export const startCardBinding = () => apiCreate<{ id: string; confirmation_url: string | null }>('/api/cabinet/v2/payments/cards');

/** A wait for a model at a locker, as POST rental/waitlist answers it. */
export interface WaitlistEntry {
  id: number;
  /** waiting, offered (a freed unit kept for the person until offered_until), booked, expired, canceled. */
  status: string;
  /** The place in the queue (1: next) while waiting. */
  position: number | null;
  offered_until: string | null;
}

/** «Сообщить, когда освободится»: 201 a new wait, 200 the one already kept. */
export const joinWaitlist = (postomatId: number, slug: string) =>
  apiRequest<WaitlistEntry>('/api/cabinet/v2/rental/waitlist', { method: 'POST', body: { postomat_id: postomatId, model_slug: slug } });

/** A 409 RENTAL_CHECKS_MISSING: what the renter still lacks, and where to fix it. */
export interface ChecksMissing {
  /** The passport's status: missing, draft, pending, rejected or verified. */
  identity: string;
  card: boolean;
  identityUrl: string;
}

export function checksOf(error: unknown): ChecksMissing | null {
  if (!(error instanceof ApiError) || error.code !== 'RENTAL_CHECKS_MISSING') return null;
  const body = error.body as { identity?: unknown; card?: unknown; identity_url?: unknown };
  return {
    identity: typeof body.identity === 'string' ? body.identity : 'missing',
    card: body.card === true,
    identityUrl:
      typeof body.identity_url === 'string' && body.identity_url.startsWith('/') ? body.identity_url : '/cabinet/profile/passport/',
  };
}

/** A locker that has the model free, offered instead of a taken one. */
export interface LockerAlternative {
  postomat: { id: number; number: string; name: string; address: string };
  available: number;
  distance_m: number;
  url: string;
}

/** A 409 CELL_TAKEN: the server's words and the lockers that have the model free, nearest first. */
export function takenOf(error: unknown): { message: string; alternatives: LockerAlternative[] } | null {
  if (!(error instanceof ApiError) || error.code !== 'CELL_TAKEN') return null;
  const body = error.body as { alternatives?: unknown };
  return {
    message: errorSnackText(error),
    alternatives: Array.isArray(body.alternatives) ? (body.alternatives as LockerAlternative[]) : [],
  };
}

/** The words of a refusal for the person: the server's message, a refused field's, or the connection's. */
export function refusalText(error: unknown): string {
  const field = error instanceof ApiError ? Object.values(error.fields ?? {})[0] : undefined;
  const text = errorSnackText(error);
  return field && !text.includes(field) ? `${text}: ${field}` : text;
}
