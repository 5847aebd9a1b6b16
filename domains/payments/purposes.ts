import { AppError } from '../../lib/errors';
import type { Tx } from '../../db/tx';
import type { PaymentRow, SettledListener } from './settle.server';

/**
 * What payments know of the one a payment belongs to (an order today), through the lookup the
 * composition root hands over: payments never read the owner's tables or import its domain.
 */
export interface PaymentOwner {
  /** The owner's own word for its line (an order's kind): titles may differ by it. */
  kind: string;
  status: string;
  /** An unpaid owner waits for its payment until then. */
  holdExpiresAt: Date | null;
  /** A guest owner's phone: the receipt goes there. */
  guestPhone: string | null;
  /** The owner's page in the cabinet. */
  path: string | null;
  /** The owner gives a door code once paid (the payment result page shows it). */
  hasAccess: boolean;
  /** The result page's button to the owner's page («Перейти к аренде»). */
  linkTitle: string;
}

/** The owners of these payments by owner id (ids of no owner are absent). */
export type PaymentOwners = (ownerIds: readonly number[]) => Promise<Map<number, PaymentOwner>>;

export interface AuthorizedEvent {
  payment: PaymentRow;
  tx: Tx;
  now: Date;
  /** Work once the hold is committed (as `SettledEvent.afterCommit`). */
  afterCommit?: (work: () => Promise<void>) => void;
}

/**
 * A purpose is registered by the caller that owns such payments: its name, the listener of their
 * outcome, the words the history and receipts use, and where the payer goes afterwards.
 */
export interface PaymentPurposeRegistration {
  name: string;
  /** What the payment was for, as the history and the result page say it. */
  title(owner: PaymentOwner | null): string;
  /** The final outcome (succeeded or canceled), in the transaction that records it. */
  settled?: SettledListener;
  /** A hold (capture: false) is in place: the money is blocked on the card. */
  authorized?: (event: AuthorizedEvent) => Promise<void>;
  /** Where the result page leads; absent: the owner's page (a guest's: the payment's success path). */
  resultLink?(payment: PaymentRow, owner: PaymentOwner | null): string | null;
  /** An unpaid payment of this purpose expires as soon as its owner stops waiting for it (an order's first payment). */
  paysOwner?: boolean;
  /** False for payments that are not the owner's price (a fine): the owner's refunds never take from them. */
  partOfPrice?: boolean;
}

export interface PaymentPurposes {
  /** Registers a purpose; the newest registration of a name is used, and dispose restores the one before. */
  register(registration: PaymentPurposeRegistration): () => void;
  find(name: string): PaymentPurposeRegistration | undefined;
  /** The names registered now. */
  names(): string[];
  /** The registration, or PAYMENT_PURPOSE_UNKNOWN: a payment nobody owns is never created. */
  get(name: string): PaymentPurposeRegistration;
  /** Replaces the outcome listener of these purposes (tests record outcomes); dispose restores them. */
  listen(names: readonly string[], settled: SettledListener): () => void;
}

export function createPaymentPurposes(): PaymentPurposes {
  const byName = new Map<string, PaymentPurposeRegistration[]>();
  const purposes: PaymentPurposes = {
    register(registration) {
      const list = byName.get(registration.name) ?? [];
      list.push(registration);
      byName.set(registration.name, list);
      return () => {
        const index = list.lastIndexOf(registration);
        if (index >= 0) list.splice(index, 1);
      };
    },
    find: (name) => byName.get(name)?.at(-1),
    names: () => [...byName.keys()].filter((name) => (byName.get(name)?.length ?? 0) > 0),
    get(name) {
      const found = purposes.find(name);
      if (!found) throw new AppError('PAYMENT_PURPOSE_UNKNOWN', { message: `Неизвестное назначение платежа: ${name}` });
      return found;
    },
    listen(names, settled) {
      const disposers = names.map((name) => purposes.register({ ...purposes.get(name), settled }));
      return () => disposers.reverse().forEach((dispose) => dispose());
    },
  };
  return purposes;
}
