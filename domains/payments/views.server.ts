import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.server';
import { AppError } from '../../lib/errors';
import { orderFacts } from '../orders/service.server';
import { cancellationTitle, paymentStatusTitles, type ProviderStatus } from './provider';
import type { PaymentRow } from './settle.server';
import { paymentCards } from './tables';

export interface PaymentStatusView {
  id: string;
  status: ProviderStatus;
  order_id: number | null;
  kind: string | null;
  amount: number;
  success_path?: string;
  paid_at: string | null;
}

export interface PaymentPageView extends PaymentStatusView {
  purpose: string;
  description: string;
  status_title: string;
  /** Why it failed, in Russian (canceled payments). */
  failure_reason: string | null;
  order_status: string | null;
  /** The order waits for payment: "Попробовать снова" may pay it again. */
  can_retry: boolean;
  card_last4: string | null;
  refunded_amount: number;
  links: { order: string | null; payments: string | null };
}

/** Where the payer looks at the order afterwards. */
export function orderLink(kind: string | null, orderId: number | null, guest: boolean, successPath?: string): string | null {
  if (orderId == null) return null;
  if (guest) return successPath ?? null;
  if (kind === 'storage') return `/cabinet/subscriptions/storages/${orderId}/`;
  return '/cabinet/subscriptions/';
}

/**
 * What the status, success and failed pages show. Object-level rule: a user's payment is visible
 * only to that user (others get 404, as if it did not exist); a guest payment to whoever has its uuid.
 */
export function createPaymentViews(deps: {
  db: Db;
  refresh: (row: PaymentRow) => Promise<PaymentRow>;
  byUuid: (uuid: string) => Promise<PaymentRow | null>;
}) {
  const { db } = deps;

  async function visible(uuid: string, viewerId: number | null): Promise<PaymentRow> {
    const row = /^[0-9a-f-]{36}$/i.test(uuid) ? await deps.byUuid(uuid) : null;
    if (!row || (row.userId != null && row.userId !== viewerId)) throw new AppError('NOT_FOUND', { message: 'Платёж не найден' });
    return row;
  }

  function statusView(row: PaymentRow, kind: string | null): PaymentStatusView {
    const successPath = typeof row.metadata.successPath === 'string' ? row.metadata.successPath : undefined;
    return {
      id: row.uuid,
      status: row.status as ProviderStatus,
      order_id: row.orderId,
      kind,
      amount: row.amount,
      ...(successPath ? { success_path: successPath } : {}),
      paid_at: row.paidAt?.toISOString() ?? null,
    };
  }

  return {
    /** The status call: re-reads the provider first, so a lost webhook still settles the payment. */
    async paymentStatus(uuid: string, viewerId: number | null): Promise<PaymentStatusView> {
      const row = await deps.refresh(await visible(uuid, viewerId));
      return statusView(row, (await orderFacts(db, row.orderId))?.kind ?? null);
    },
    async paymentPage(uuid: string, viewerId: number | null): Promise<PaymentPageView> {
      const row = await deps.refresh(await visible(uuid, viewerId));
      const order = await orderFacts(db, row.orderId);
      const base = statusView(row, order?.kind ?? null);
      let last4: string | null = null;
      if (row.cardId != null) {
        const [card] = await db.select({ last4: paymentCards.last4 }).from(paymentCards).where(eq(paymentCards.id, row.cardId));
        last4 = card?.last4 ?? null;
      }
      return {
        ...base,
        purpose: row.purpose,
        description: row.description,
        status_title: paymentStatusTitles[base.status],
        failure_reason: row.status === 'canceled' ? cancellationTitle(row.cancellationReason) : null,
        order_status: order?.status ?? null,
        can_retry:
          row.userId != null &&
          row.status === 'canceled' &&
          order?.status === 'awaiting_payment' &&
          (row.purpose === 'order' || row.purpose === 'invoice'),
        card_last4: last4,
        refunded_amount: row.refundedAmount,
        links: {
          // A clouds request's delivery leads back to its request.
          order:
            row.purpose === 'request' && typeof row.metadata.request_id === 'string'
              ? `/cabinet/requests/${row.metadata.request_id}/`
              : orderLink(order?.kind ?? null, row.orderId, row.userId == null, base.success_path),
          payments: row.userId != null ? '/cabinet/payments/' : null,
        },
      };
    },
  };
}
