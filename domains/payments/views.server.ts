import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.server';
import { AppError } from '../../lib/errors';
import { cancellationTitle, paymentStatusTitles, type ProviderStatus } from './provider';
import type { PaymentOwner, PaymentOwners, PaymentPurposes } from './purposes';
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
  /** What the payment was for, in the words of its purpose's owner. */
  title: string;
  /** The owner gives the payer a door code once paid (a storage rental): the page shows it. */
  shows_access: boolean;
  links: { order: string | null; payments: string | null; order_title: string };
}

/** Where the payer looks at what was paid: the owner's page, or a guest's success page (no cabinet). */
function ownerLink(row: PaymentRow, owner: PaymentOwner | null, successPath: string | undefined): string | null {
  if (row.orderId == null) return null;
  if (row.userId == null) return successPath ?? null;
  return owner?.path ?? null;
}

/**
 * What the status, success and failed pages show. Object-level rule: a user's payment is visible
 * only to that user (others get 404, as if it did not exist); a guest payment to whoever has its uuid.
 */
export function createPaymentViews(deps: {
  db: Db;
  refresh: (row: PaymentRow) => Promise<PaymentRow>;
  byUuid: (uuid: string) => Promise<PaymentRow | null>;
  owners: PaymentOwners;
  purposes: PaymentPurposes;
}) {
  const { db } = deps;
  const ownerOf = async (row: PaymentRow): Promise<PaymentOwner | null> =>
    row.orderId == null ? null : ((await deps.owners([row.orderId])).get(row.orderId) ?? null);

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
      return statusView(row, (await ownerOf(row))?.kind ?? null);
    },
    async paymentPage(uuid: string, viewerId: number | null): Promise<PaymentPageView> {
      const row = await deps.refresh(await visible(uuid, viewerId));
      const order = await ownerOf(row);
      const purpose = deps.purposes.find(row.purpose);
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
        can_retry: row.userId != null && row.status === 'canceled' && order?.status === 'awaiting_payment' && purpose?.paysOwner === true,
        card_last4: last4,
        refunded_amount: row.refundedAmount,
        title: purpose?.title(order) ?? 'Платёж',
        shows_access: order?.hasAccess === true && purpose?.paysOwner === true,
        links: {
          order: purpose?.resultLink ? purpose.resultLink(row, order) : ownerLink(row, order, base.success_path),
          payments: row.userId != null ? '/cabinet/payments/' : null,
          order_title: order?.linkTitle ?? 'Перейти к заказу',
        },
      };
    },
  };
}
