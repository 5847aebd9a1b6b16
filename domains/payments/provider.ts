import type { Receipt } from './receipt';

/**
 * The payment provider seen by the payments service: YooKassa in production, the sandbox
 * elsewhere. Amounts are integer roubles here; adapters convert to the provider's format.
 */
export type ProviderStatus = 'pending' | 'waiting_for_capture' | 'succeeded' | 'canceled';

export interface ProviderCard {
  first6: string;
  last4: string;
  cardType: string;
  expiryMonth: number;
  expiryYear: number;
}

export interface ProviderPayment {
  id: string;
  status: ProviderStatus;
  amount: number;
  confirmationUrl: string | null;
  paymentMethod?: { id: string; saved: boolean; card?: ProviderCard };
  metadata: Record<string, string>;
  cancellationReason?: string | null;
  /** The fiscal receipt's registration (YooKassa receipt_registration), when the shop sends receipts. */
  receiptRegistration?: ReceiptRegistration | null;
}

export type ReceiptRegistration = 'pending' | 'succeeded' | 'canceled';

export function mapReceiptRegistration(value: unknown): ReceiptRegistration | null {
  return value === 'pending' || value === 'succeeded' || value === 'canceled' ? value : null;
}

export interface ProviderRefund {
  id: string;
  status: string;
  receiptRegistration?: ReceiptRegistration | null;
}

export interface CreateProviderPayment {
  amount: number;
  description: string;
  idempotenceKey: string;
  returnUrl: string;
  savePaymentMethod: boolean;
  /** A saved method: charged without the payer, no confirmation. */
  paymentMethodId?: string;
  metadata: Record<string, string>;
  /** false: a hold; the payer's confirmation ends in waiting_for_capture until capture or cancel. */
  capture: boolean;
  /** The fiscal receipt (54-ФЗ); its items sum to the amount. */
  receipt: Receipt;
}

export interface PaymentProvider {
  readonly name: 'yookassa' | 'sandbox';
  create(input: CreateProviderPayment): Promise<ProviderPayment>;
  /** null when the provider does not know the id. */
  get(id: string): Promise<ProviderPayment | null>;
  /**
   * Charges a hold (waiting_for_capture), all of it or `amount` of it; the rest is released. A
   * partial capture carries the receipt of the captured sum. The answer's amount is what was charged.
   */
  capture(input: { paymentId: string; amount?: number; idempotenceKey: string; receipt?: Receipt }): Promise<ProviderPayment>;
  /** Cancels a payment not yet charged: a pending one, or a hold whose money is released (void). */
  cancel(id: string, idempotenceKey?: string): Promise<ProviderPayment>;
  /** A refund carries its own receipt (a «возврат прихода» for the refunded amount). */
  refund(input: { paymentId: string; amount: number; idempotenceKey: string; receipt: Receipt }): Promise<ProviderRefund>;
}

export function isFinal(status: string): status is 'succeeded' | 'canceled' {
  return status === 'succeeded' || status === 'canceled';
}

/** Integer roubles → the provider's "123.00". */
export function providerAmount(roubles: number): string {
  if (!Number.isInteger(roubles) || roubles <= 0) throw new Error(`invalid amount ${roubles}`);
  return `${roubles}.00`;
}

/** The provider's "123.00" → integer roubles (kopecks are rounded half up). */
export function parseProviderAmount(value: string): number {
  const n = Number(value);
  if (!Number.isFinite(n)) throw new Error(`invalid provider amount ${value}`);
  return Math.round(n);
}

/** Any provider status string → ours; unknown ones stay pending (never a false success). */
export function mapProviderStatus(status: string): ProviderStatus {
  return status === 'succeeded' || status === 'canceled' || status === 'waiting_for_capture' ? status : 'pending';
}

export const paymentStatusTitles: Record<ProviderStatus, string> = {
  pending: 'Ожидает оплаты',
  waiting_for_capture: 'В обработке',
  succeeded: 'Оплачен',
  canceled: 'Отменён',
};

/** YooKassa's cancellation reasons, in words a payer understands. */
const cancellationTitles: Record<string, string> = {
  expired_on_confirmation: 'Время на оплату истекло',
  expired_on_capture: 'Время на подтверждение платежа истекло',
  canceled_by_merchant: 'Платёж отменён магазином',
  card_expired: 'Истёк срок действия карты',
  insufficient_funds: 'Недостаточно средств на карте',
  payment_method_restricted: 'Операции по карте ограничены',
  payment_method_limit_exceeded: 'Превышен лимит по карте',
  permission_revoked: 'Списание с сохранённой карты запрещено',
  call_issuer: 'Банк отклонил платёж: обратитесь в банк',
  fraud_suspected: 'Платёж заблокирован из-за подозрения в мошенничестве',
  '3d_secure_failed': 'Не пройдена проверка 3-D Secure',
  general_decline: 'Банк отклонил платёж',
  rejected_by_payer: 'Оплата отменена',
};

export function cancellationTitle(reason: string | null | undefined): string {
  if (!reason) return 'Платёж не прошёл';
  return cancellationTitles[reason] ?? 'Платёж не прошёл';
}
