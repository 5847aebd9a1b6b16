import type { CreatedPayment, CreatePaymentInput } from './service.server';
import type { Logger } from './settle.server';

/** What the orders service offers auto renewal. */
export interface RenewalSource {
  dueForRenewal(now: Date): Promise<
    Array<{
      orderId: number;
      userId: number;
      amount: number;
      periodIndex: number;
      cardId: number | null;
      description: string;
      /** The order pays part of its renewals with bonus points: `chargeWithPoints` counts them. */
      withPoints?: boolean;
    }>
  >;
  finishDue(now: Date): Promise<unknown>;
  /**
   * Starts a renewal that pays part of `amount` with points: the points are counted under the
   * owner's holder lock with their other unpaid orders and payments, and held by this payment.
   */
  chargeWithPoints?(input: CreatePaymentInput): Promise<CreatedPayment>;
}

export interface RenewalRun {
  charged: number;
  /** Charges another run had started and not yet settled when this one met them. */
  inProgress: number;
  declined: number;
  skipped: number;
  failed: number;
  refundsRetried: number;
}

/**
 * One pass of auto renewal: every due order is charged once for its next period on its saved
 * card (the key renewal:<order>:<period> and the unique index payments_renewal_period_key make
 * concurrent runs charge once), then orders past their end are finished.
 */
export function createRenewals(deps: {
  createPayment: (input: CreatePaymentInput) => Promise<CreatedPayment>;
  retryRefunds: () => Promise<number>;
  log: Logger;
}) {
  return {
    async run(now: Date, source: Partial<RenewalSource>): Promise<RenewalRun> {
      const result: RenewalRun = { charged: 0, inProgress: 0, declined: 0, skipped: 0, failed: 0, refundsRetried: 0 };
      const due = source.dueForRenewal ? await source.dueForRenewal(now) : [];
      for (const item of due) {
        if (item.cardId == null) {
          result.skipped += 1;
          continue;
        }
        try {
          const input: CreatePaymentInput = {
            userId: item.userId,
            orderId: item.orderId,
            purpose: 'renewal',
            amount: item.amount,
            description: item.description,
            idempotenceKey: `renewal:${item.orderId}:${item.periodIndex}`,
            cardId: item.cardId,
            periodIndex: item.periodIndex,
          };
          const payment =
            item.withPoints && source.chargeWithPoints ? await source.chargeWithPoints(input) : await deps.createPayment(input);
          if (payment.status === 'succeeded') result.charged += 1;
          else if (payment.status === 'canceled') result.declined += 1;
          else result.inProgress += 1;
        } catch (error) {
          result.failed += 1;
          deps.log.warn({ err: error, order: item.orderId }, 'renewal charge failed');
        }
      }
      if (source.finishDue) await source.finishDue(now);
      result.refundsRetried = await deps.retryRefunds();
      return result;
    },
  };
}
