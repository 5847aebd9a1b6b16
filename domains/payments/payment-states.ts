/**
 * One vocabulary for a payment as the payer sees it in the history: what it was for (the
 * purpose, a noun phrase) and where it stands (a state that reads on its own next to any
 * purpose, so no word has to agree with the title). Pure: used by the history and its tests.
 */
export type PaymentState =
  'pending' | 'processing' | 'held' | 'released' | 'paid' | 'failed' | 'expired' | 'refunded' | 'partially_refunded';

export const paymentStateTitles: Record<PaymentState, string> = {
  pending: 'Ожидает оплаты',
  processing: 'Обрабатывается',
  held: 'Сумма заблокирована',
  released: 'Блокировка снята',
  paid: 'Оплачено',
  failed: 'Платёж не прошёл',
  expired: 'Истёк срок оплаты',
  refunded: 'Возвращено',
  partially_refunded: 'Возвращено частично',
};

/** How long the payer may stay on the provider's page: a payment still unpaid after it has expired. */
export const PAYMENT_CONFIRMATION_WINDOW_MS = 60 * 60 * 1000;

export interface PaymentStateInput {
  status: string;
  purpose: string;
  amount: number;
  refundedAmount: number;
  createdAt: Date;
  /** false: a hold; `holdDecision` void once it was released. */
  capture?: boolean;
  holdDecision?: string | null;
  /** Its purpose pays the owner (an order's first payment): it expires once the owner stops waiting. */
  paysOwner?: boolean;
  /** The order this payment pays, when it pays one. */
  order: { status: string; holdExpiresAt: Date | null } | null;
}

/**
 * Where a payment stands. An unpaid payment has expired when the payer's time ran out, or when
 * the order it was to pay no longer waits for it (paid by another payment, its hold over, cancelled).
 */
export function paymentState(p: PaymentStateInput, now: Date): PaymentState {
  if (p.status === 'succeeded') {
    if (p.refundedAmount <= 0) return 'paid';
    return p.refundedAmount >= p.amount ? 'refunded' : 'partially_refunded';
  }
  if (p.status === 'canceled') return p.holdDecision === 'void' ? 'released' : 'failed';
  if (p.status === 'waiting_for_capture') return p.capture === false ? 'held' : 'processing';
  if (now.getTime() - p.createdAt.getTime() >= PAYMENT_CONFIRMATION_WINDOW_MS) return 'expired';
  const paysTheOrder = p.paysOwner ?? (p.purpose === 'order' || p.purpose === 'invoice');
  if (paysTheOrder && p.order) {
    if (p.order.status !== 'awaiting_payment') return 'expired';
    if (p.order.holdExpiresAt && p.order.holdExpiresAt.getTime() <= now.getTime()) return 'expired';
  }
  return 'pending';
}
