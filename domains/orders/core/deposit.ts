import { AppError } from '../../../lib/errors';
import type { KindDeposit } from './product-kind';

/** Where an order's deposit stands; `none` (no deposit) is the absence of one. */
export type DepositStatus = 'awaiting' | 'held' | 'released' | 'charged';

/** What the cabinet and the service answer of an order's deposit. */
export interface DepositView {
  status: DepositStatus;
  /** The sum held (or asked to be held), in roubles. */
  amount: number;
  title: string;
  /** The fine taken from it, once charged. */
  charged: number;
  charge_reason: string | null;
  /** The page where the customer confirms the hold (or its renewal), while it waits for them. */
  confirmation_url: string | null;
}

/**
 * A deposit is held on a card, which a bank transfer cannot do: an order of a kind with a deposit is
 * not paid by invoice (refused when it is placed and when an invoice is asked for it).
 */
export function refuseInvoiceWithDeposit(kind: { deposit?: KindDeposit }): void {
  if (!kind.deposit) return;
  const message = 'Для заказа с залогом оплата по счёту недоступна: залог блокируется на карте. Выберите оплату картой';
  throw new AppError('VALIDATION_ERROR', { message, fields: { payment_method: message } });
}
