import type { Tx } from '../../../db/tx';
import type { ErrorCode } from '../../../lib/errors';
import type { PriceSnapshot } from '../tables';
import type { OrderStatus } from './lifecycle';
import type { ProductKind } from './product-kind';

/** pending: its payment has not settled; compensated: the payment failed and the change was undone. */
export type ChangeStatus = 'pending' | 'applied' | 'compensated' | 'refused';

/** The order as a change rule sees it: locked for the rest of the change's transaction. */
export interface ChangedOrder {
  id: number;
  userId: number | null;
  kind: string;
  /** The status with an ended hold counted as expired. */
  status: OrderStatus;
  startsAt: Date | null;
  endsAt: Date | null;
  periodCode: string | null;
  tariffKind: string | null;
  /** The owner pays its extensions partly with bonus points. */
  usingBonuses: boolean;
  price: PriceSnapshot | null;
  total: number;
  bonusesUsed: number;
}

/** What of the order's payments can still be returned, read under the order's lock. */
export interface RefundableMoney {
  /** Through the provider (a card). */
  provider: number;
  /** Paid by bank transfer: support returns it. */
  transfer: number;
  /** The payments `provider` counts: a payment that settles later is not taken from. */
  providerPayments: number[];
}

export interface ChangeContext<Input> {
  tx: Tx;
  /** The order's kind: its periods, dates, holds and cabinet words. */
  kind: ProductKind;
  order: ChangedOrder;
  input: Input;
  /** Who asks: the order's owner, or null for staff and jobs. */
  userId: number | null;
  now: Date;
  /** The owner's default saved card, read before the transaction: a charge goes to it first. */
  savedCard: { last4: string } | null;
  refundable(): Promise<RefundableMoney>;
}

/** A charge the change costs: the change stays pending until its payment settles. */
export interface ChangeCharge {
  amount: number;
  description: string;
  /** Where the payment page returns the payer. */
  returnPath: string;
  /** The payment's idempotence key, `change:<change id>` when the kind names none; a link after a declined card gets `<key>:link`. */
  key?: string;
  /** The payment's purpose; 'change' when the kind names none (a kind naming its own listens with `onChangeSettled`). */
  purpose?: string;
  /** Charge the owner's default card first, then make a link when there is none or it is declined. */
  savedCardFirst?: boolean;
  /** The card the payer pays with is saved for later charges. */
  savePaymentMethod?: boolean;
  /**
   * The owner's spendable points pay up to the bonus share of `amount` (counted under the account's
   * holder lock with its other unpaid orders and payments); the card pays the rest. The points are
   * spent, with this comment in the bonus history, when the payment succeeds and the change applies.
   * Not with `savedCardFirst`.
   */
  points?: { comment: string };
  metadata?: Record<string, string>;
}

/** Money a change returns, through the payments' partial refund. */
export interface ChangeRefund {
  amount: number;
  /** Shown in the payment history. */
  reason: string;
  /** Stable per refund: with a payment's uuid it is the provider's key. */
  key: string;
  /** Only from these payments (RefundableMoney.providerPayments). */
  paymentIds?: number[];
}

/** What a change does. The kind changes its own rows in the context's transaction; the core applies the rest. */
export interface ChangePlan {
  /** The order's new period. */
  dates?: { startsAt: Date; endsAt: Date };
  /** The order's new price lines and total. */
  price?: { price: PriceSnapshot; total: number };
  /** The order ends before its service began: holds released, the order canceled, spent points returned. */
  cancel?: { reason: string };
  charge?: ChangeCharge;
  refund?: ChangeRefund;
  /**
   * Points the order spent that come back as points (the unused part that was paid with them), at
   * most what its spends took and no earlier return gave back; once per change.
   */
  returnPoints?: { points: number; comment: string };
  /**
   * Nothing of the order moves now: the change waits for its charge, and once the payment succeeds
   * the rule's `applyPaid` says, from the order as it is then, what moves. Needs `charge`; not with
   * `dates`, `price` or `cancel`.
   */
  whenPaid?: boolean;
  /** The order event's reason when the order's dates change (the cabinet's history titles it). */
  eventReason?: string;
  /** What the order event keeps besides the change and the dates. */
  eventData?: Record<string, unknown>;
  /** What the change's record keeps besides the core's figures. */
  data?: Record<string, unknown>;
}

/** A recorded change. `amount`: positive is charged, negative returned. `paymentId`: the payment's uuid. */
export interface ChangeRecord {
  id: number;
  orderId: number;
  type: string;
  status: ChangeStatus;
  data: Record<string, unknown>;
  amount: number;
  paymentId: string | null;
}

/** A refusal in Russian; with a code when the kind's callers answer one of their own. */
export type ChangeRefusal = string | { code: ErrorCode; message: string };

/** One change a kind allows: its rule, its effect, and how it is undone when its payment fails. */
export interface OrderChangeRule<Input = Record<string, unknown>> {
  /**
   * One waiting change of this type at a time: while one waits for its payment another is refused;
   * with 'repeat' the same request again (the same input: a repeated click) answers the waiting
   * change and its payment instead, after the rule's refusal.
   */
  single?: boolean | 'repeat';
  /** Why the change cannot happen now for this order, or null. */
  refusal?(ctx: ChangeContext<Input>): Promise<ChangeRefusal | null>;
  plan(ctx: ChangeContext<Input>): Promise<ChangePlan>;
  /**
   * For a plan made `whenPaid`: the payment succeeded, in its settlement's transaction with the order
   * locked; what moves now (the kind extends its own rows here), or null when the change can no
   * longer happen (the item was taken meanwhile): the payment is then returned and the change refused.
   */
  applyPaid?(ctx: {
    tx: Tx;
    kind: ProductKind;
    order: ChangedOrder;
    change: ChangeRecord;
    payment: { uuid: string; amount: number };
    now: Date;
  }): Promise<Pick<ChangePlan, 'dates' | 'price' | 'eventReason' | 'eventData'> | null>;
  /** Undoes the kind's part when the payment fails (the core restores the order's dates and price itself). */
  compensate?(ctx: { tx: Tx; change: ChangeRecord; now: Date }): Promise<void>;
  /** The payment succeeded, in its settlement's transaction (a notice). */
  paid?(ctx: {
    tx: Tx;
    change: ChangeRecord;
    payment: { amount: number; description: string; userId: number | null };
    now: Date;
  }): Promise<void>;
  /** After commit, once the change's payment exists: the kind may point its rows at it. */
  charged?(ctx: { tx: Tx; change: ChangeRecord; paymentId: string }): Promise<void>;
}

/** The changes a kind allows by type; the core knows no list of them. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each rule has its own input type
export type KindChanges = Record<string, OrderChangeRule<any>>;
