import { and, count, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.server';
import type { Clock } from '../../lib/clock';
import { paymentState, paymentStateTitles, type PaymentState } from './payment-states';
import type { ProviderStatus } from './provider';
import type { PaymentOwners, PaymentPurposes } from './purposes';
import type { Receipts } from './receipts.server';
import { paymentCards, payments } from './tables';

export interface HistoryQuery {
  offset: number;
  limit: number;
  order_id?: number;
  status?: ProviderStatus;
}

export interface HistoryItem {
  id: string;
  date: string;
  description: string;
  amount: number;
  purpose: string;
  /** What the payment was for, the same words for every payment of that purpose. */
  title: string;
  status: ProviderStatus;
  /** Where it stands for the payer: an unpaid payment whose time ran out is `expired`. */
  state: PaymentState;
  status_title: string;
  order_id: number | null;
  order_link: string | null;
  card_last4: string | null;
  refunded_amount: number;
  refund_reason: string | null;
  /** Our page of the fiscal receipt of a paid payment, and of each refund made from it. */
  receipt_url: string | null;
  refund_receipt_urls: string[];
}

/** The user's own payments, newest first; filters never reach another user's rows. */
export function createHistory(deps: { db: Db; clock: Clock; receipts: Receipts; owners: PaymentOwners; purposes: PaymentPurposes }) {
  const { db, clock, receipts } = deps;
  // The payments page asks on every view: statements prepared once per process, a filter left out
  // by passing null. An abandoned card check, or a payment the provider never accepted, moved no
  // money: not history.
  const orderId = sql.placeholder('orderId');
  const status = sql.placeholder('status');
  const where = and(
    eq(payments.userId, sql.placeholder('userId')),
    isNotNull(payments.providerPaymentId),
    sql`not (${payments.purpose} = 'card_binding' and ${payments.status} <> 'succeeded')`,
    sql`(${orderId}::bigint is null or ${payments.orderId} = ${orderId})`,
    sql`(${status}::text is null or ${payments.status} = ${status})`,
  );
  const counted = db.select({ n: count() }).from(payments).where(where).prepare('payments_history_count');
  const page = db
    .select({
      payment: {
        id: payments.id,
        uuid: payments.uuid,
        orderId: payments.orderId,
        purpose: payments.purpose,
        amount: payments.amount,
        capture: payments.capture,
        holdDecision: payments.holdDecision,
        status: payments.status,
        description: payments.description,
        refundedAmount: payments.refundedAmount,
        refundReason: payments.refundReason,
        createdAt: payments.createdAt,
        paidAt: payments.paidAt,
        canceledAt: payments.canceledAt,
      },
      last4: paymentCards.last4,
    })
    .from(payments)
    .leftJoin(paymentCards, eq(paymentCards.id, payments.cardId))
    .where(where)
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .offset(sql.placeholder('offset'))
    .limit(sql.placeholder('limit'))
    .prepare('payments_history_page');
  return {
    async list(userId: number, query: HistoryQuery): Promise<{ items: HistoryItem[]; count: number }> {
      const values = { userId, orderId: query.order_id ?? null, status: query.status ?? null };
      const [[total], rows] = await Promise.all([
        counted.execute(values),
        page.execute({ ...values, offset: query.offset, limit: query.limit }),
      ]);
      const now = clock.now();
      const links = await receipts.linksFor(rows.map((r) => r.payment.id));
      const owners = await deps.owners(rows.flatMap((r) => (r.payment.orderId == null ? [] : [r.payment.orderId])));
      return {
        count: Number(total?.n ?? 0),
        items: rows.map(({ payment: p, last4 }) => {
          const order = p.orderId == null ? undefined : owners.get(p.orderId);
          const purpose = deps.purposes.find(p.purpose);
          const state = paymentState(
            {
              ...p,
              paysOwner: purpose?.paysOwner === true,
              order: order ? { status: order.status, holdExpiresAt: order.holdExpiresAt } : null,
            },
            now,
          );
          const receipt = links.get(p.id);
          return {
            id: p.uuid,
            date: (p.paidAt ?? p.canceledAt ?? p.createdAt).toISOString(),
            description: p.description,
            amount: p.amount,
            purpose: p.purpose,
            title: purpose?.title(order ?? null) ?? 'Платёж',
            status: p.status as ProviderStatus,
            state,
            status_title: paymentStateTitles[state],
            order_id: p.orderId,
            order_link: p.orderId == null ? null : (order?.path ?? '/cabinet/subscriptions/'),
            card_last4: last4,
            refunded_amount: p.refundedAmount,
            refund_reason: p.refundReason,
            receipt_url: receipt?.payment ?? null,
            refund_receipt_urls: receipt?.refunds ?? [],
          };
        }),
      };
    },
  };
}
