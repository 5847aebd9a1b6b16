import { and, count, desc, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.server';
import type { Tx } from '../../db/tx';
import type { Clock } from '../../lib/clock';
import type { Env } from '../../lib/env.server';
import { AppError } from '../../lib/errors';
import { createLogger } from '../../lib/logger.server';
import type { OutboxService } from '../outbox/service.server';
import { createCards } from './cards.server';
import { createPaymentCreator } from './create-payment.server';
import { createPartialRefunds } from './partial-refunds.server';
import { createReceipts } from './receipts.server';
import { createHistory } from './history.server';
import { createInvoices } from './invoices.server';
import { createClosingActs } from './closing-acts.server';
import type { PartyRequisites } from './document-text';
import type { PaymentProvider, ProviderPayment } from './provider';
import { createRenewals, type RenewalSource } from './renewals.server';
import { createSandboxProvider, SANDBOX_TEST_CARD } from './sandbox-provider.server';
import { createHolds } from './holds.server';
import { createPaymentPurposes, type PaymentOwners } from './purposes';
import { createSettlement, type Logger, type PaymentRow } from './settle.server';
import { invoices as invoiceRows, payments } from './tables';
import { createPaymentViews } from './views.server';
import { createYooKassaProvider } from './yookassa.server';

export type { PaymentRow, SettledEvent, SettledListener } from './settle.server';
export { createPaymentCabinetReads, type PaymentCabinetReads } from './cabinet-reads.server';
export { heldBonusPoints, pointsHeldByPayments, type HeldPaymentFilter, type PointsHeldByPayment } from './held-points.server';
export type { AuthorizedEvent, PaymentOwner, PaymentOwners, PaymentPurposeRegistration, PaymentPurposes } from './purposes';

/**
 * How many payments of the order with this purpose ended so: succeeded (a renewal's next period
 * index), or canceled, declined or abandoned (an extension's next try gets a new key).
 */
export async function paymentCount(tx: Tx, orderId: number, purpose: string, status: 'succeeded' | 'canceled'): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.purpose, purpose), eq(payments.status, status)));
  return Number(row?.n ?? 0);
}

/** Whether a payment of the order other than this one has succeeded; reads in the caller's transaction. */
export async function otherPaymentSucceeded(tx: Tx, orderId: number, paymentId: number): Promise<boolean> {
  const rows = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.status, 'succeeded'), ne(payments.id, paymentId)))
    .limit(1);
  return rows.length > 0;
}

export interface CreatePaymentInput {
  userId: number | null;
  /** The owner (an order) the payment belongs to; payments know only its id. */
  orderId: number | null;
  /** A purpose registered by the caller that owns such payments (PAYMENT_PURPOSE_UNKNOWN otherwise). */
  purpose: string;
  /** The sum; of a hold, the sum blocked on the card. */
  amount: number;
  /** false: a hold, authorized now (waiting_for_capture once the payer confirms), captured or voided later. */
  capture?: boolean;
  description: string;
  /** Where the provider returns the payer; '?id=<uuid>' is appended. */
  returnPath?: string;
  idempotenceKey: string;
  savePaymentMethod?: boolean;
  /** Charge this saved card without the payer (auto renewal). */
  cardId?: number | null;
  periodIndex?: number;
  metadata?: Record<string, string>;
  /** Set by invoice payments. */
  invoiceId?: number;
}

export interface CreatedPayment {
  id: string;
  status: 'pending' | 'waiting_for_capture' | 'succeeded' | 'canceled';
  confirmationUrl: string | null;
}

function chooseProvider(env: Env, sandboxProvider: PaymentProvider | null): PaymentProvider | null {
  if (sandboxProvider) return sandboxProvider;
  if (env.YOOKASSA_SHOP_ID && env.YOOKASSA_SECRET_KEY) {
    return createYooKassaProvider({ shopId: env.YOOKASSA_SHOP_ID, secretKey: env.YOOKASSA_SECRET_KEY, baseUrl: env.YOOKASSA_BASE_URL });
  }
  return null;
}

/** Payments through the provider adapter, saved cards, history, invoices, auto renewal. */
export function createPaymentsService(deps: {
  db: Db;
  clock: Clock;
  env: Env;
  outbox: OutboxService;
  /** Tests and the YooKassa adapter test inject a provider. */
  provider?: PaymentProvider;
  /** The owners of payments (orders), looked up by the composition root's function; none: payments of no owner only. */
  owners?: PaymentOwners;
  log?: Logger;
}) {
  const { db, clock, env } = deps;
  const publicUrl = env.PUBLIC_URL.replace(/\/+$/, '');
  const sandboxProvider = !deps.provider && env.sandboxProviders ? createSandboxProvider({ db, clock, publicUrl }) : null;
  const provider = deps.provider ?? chooseProvider(env, sandboxProvider?.provider ?? null);
  const log = deps.log ?? createLogger(env.LOG_LEVEL);
  const owners: PaymentOwners = deps.owners ?? (async () => new Map());
  const purposes = createPaymentPurposes();
  // A card binding's 1 ₽ only proves the card: it is always returned.
  purposes.register({
    name: 'card_binding',
    title: () => 'Проверка карты',
    settled: async (event) => (event.outcome === 'succeeded' ? 'refund' : 'ignored'),
    resultLink: () => null,
  });

  function requireProvider(): PaymentProvider {
    if (!provider) throw new AppError('SERVICE_UNAVAILABLE', { message: 'Оплата картой временно недоступна. Попробуйте позже' });
    return provider;
  }

  const receipts = createReceipts({
    db,
    clock,
    settings: { vatCode: env.RECEIPT_VAT_CODE, taxSystemCode: env.RECEIPT_TAX_SYSTEM_CODE },
    shopEmail: env.COMPANY_EMAIL,
    owners,
  });
  const settlement = createSettlement({ db, clock, provider: requireProvider, log, receipts, purposes });
  const cards = createCards({ db, clock });

  async function byUuid(uuid: string): Promise<PaymentRow | null> {
    const [row] = await db.select().from(payments).where(eq(payments.uuid, uuid));
    return row ?? null;
  }

  const createPayment = createPaymentCreator({ db, clock, publicUrl, requireProvider, cards, settlement, receipts, purposes });
  const holds = createHolds({ db, requireProvider, settlement, receipts });

  /** The provider's current word on a payment, applied once; a lost webhook is made good here. */
  async function refresh(row: PaymentRow): Promise<PaymentRow> {
    if (row.appliedAt || !row.providerPaymentId || !provider) return row;
    const remote = await provider.get(row.providerPaymentId);
    return remote ? settlement.apply(row.id, remote) : row;
  }

  /**
   * A provider notification. Its body is never trusted: the payment is re-read from the provider
   * and only what the provider confirms is applied. Returns false for ids the provider denies.
   */
  async function handleNotification(body: unknown): Promise<{ known: boolean }> {
    const event = (body as { event?: unknown } | null)?.event;
    // Refunds are started and recorded by us; their notifications need no action.
    if (typeof event === 'string' && event.startsWith('refund.')) return { known: true };
    const object = (body as { object?: { id?: unknown } } | null)?.object;
    const id = typeof object?.id === 'string' ? object.id : null;
    if (!id) throw new AppError('BAD_REQUEST', { message: 'Нет идентификатора платежа' });
    const p = requireProvider();
    const remote: ProviderPayment | null = await p.get(id);
    if (!remote) return { known: false };
    const [row] = await db
      .select()
      .from(payments)
      .where(and(eq(payments.provider, p.name), eq(payments.providerPaymentId, remote.id)));
    if (row) await settlement.apply(row.id, remote);
    return { known: true };
  }

  const views = createPaymentViews({ db, refresh, byUuid, owners, purposes });
  const history = createHistory({ db, clock, receipts, owners, purposes });
  // The seller's side of invoices and acts: the company's requisites and bank details from the environment.
  const seller: PartyRequisites = {
    name: env.COMPANY_LEGAL_NAME,
    inn: env.COMPANY_INN,
    kpp: env.COMPANY_KPP,
    ogrn: env.COMPANY_OGRN,
    address: env.COMPANY_LEGAL_ADDRESS,
    bankName: env.COMPANY_BANK_NAME,
    bik: env.COMPANY_BIK,
    settlementAccount: env.COMPANY_SETTLEMENT_ACCOUNT,
    correspondentAccount: env.COMPANY_CORRESPONDENT_ACCOUNT,
  };
  const invoices = createInvoices({ db, clock, seller, settlement, createPayment });
  const acts = createClosingActs({ db, clock, seller });
  const partialRefunds = createPartialRefunds({ db, clock, provider: requireProvider, log, receipts, purposes });
  const renewals = createRenewals({
    createPayment,
    retryRefunds: async () => (await settlement.retryPendingRefunds()) + (await partialRefunds.retryPending()),
    log,
  });

  const sandbox = sandboxProvider && {
    /** What the Pay / Fail buttons of the checkout page do, by our payment uuid. */
    async complete(uuid: string, outcome: 'succeeded' | 'canceled', options: { cardNumber?: string } = {}) {
      const row = await byUuid(uuid);
      if (!row?.providerPaymentId) throw new AppError('NOT_FOUND', { message: 'Платёж не найден' });
      return sandbox!.completeProviderPayment(row.providerPaymentId, outcome, options.cardNumber);
    },
    /** By the provider's id (the checkout page); returns the return URL and our row after. */
    async completeProviderPayment(providerId: string, outcome: 'succeeded' | 'canceled', cardNumber = SANDBOX_TEST_CARD) {
      const remote = await sandboxProvider.finish(providerId, outcome, cardNumber);
      if (!remote) throw new AppError('NOT_FOUND', { message: 'Платёж не найден' });
      await handleNotification({ type: 'notification', event: `payment.${remote.status}`, object: { id: providerId } });
      const [row] = await db
        .select()
        .from(payments)
        .where(and(eq(payments.provider, 'sandbox'), eq(payments.providerPaymentId, providerId)));
      return { returnUrl: remote.returnUrl, payment: row ?? null };
    },
    checkout: (providerId: string) => sandboxProvider.find(providerId),
  };

  let renewalSource: Partial<RenewalSource> = {};

  return {
    provider,
    createPayment,
    /** A payment's row in the caller's transaction (see `claimPayment`); `createPayment` then starts it. */
    claimPayment: createPayment.claim,
    /** Charges a hold (all of it or `amount`); a repeat is the same capture. */
    capturePayment: holds.capturePayment,
    /** Releases a hold; refused once it is captured. */
    voidPayment: holds.voidPayment,
    /** The purposes of payments, each registered by the caller that owns such payments (orders, clouds…). */
    purposes,
    handleNotification,
    byUuid,
    refresh,
    ...views,
    sandbox,
    cards,
    defaultCard: (userId: number) => cards.defaultCard(userId),
    /** A 1 ₽ payment that saves the card through the checkout page; the 1 ₽ is refunded. */
    async bindCard(userId: number, idempotenceKey: string) {
      return createPayment({
        userId,
        orderId: null,
        purpose: 'card_binding',
        amount: 1,
        description: 'Привязка карты (1 ₽ вернётся сразу)',
        returnPath: '/payments/status/',
        idempotenceKey,
        savePaymentMethod: true,
        metadata: { successPath: '/cabinet/payments/?tab=cards' },
      });
    },
    /** Guest orders claimed into an account bring their payments and invoices with them. */
    async assignOrdersToUser(orderIds: number[], userId: number): Promise<void> {
      if (orderIds.length === 0) return;
      await db
        .update(payments)
        .set({ userId })
        .where(and(inArray(payments.orderId, orderIds), isNull(payments.userId)));
      await db
        .update(invoiceRows)
        .set({ userId })
        .where(and(inArray(invoiceRows.orderId, orderIds), isNull(invoiceRows.userId)));
    },
    async listForOrder(orderId: number): Promise<PaymentRow[]> {
      return db.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(desc(payments.createdAt), desc(payments.id));
    },
    history,
    /** Fiscal receipts: the payer's receipt page. */
    receipts: { view: receipts.view },
    invoices,
    issueInvoice: invoices.issue,
    /** Closing acts of company-paid orders (the monthly job, the cabinet's documents). */
    acts,
    /** Returns part of an order's payments (a cancellation's unused days). */
    refundOrder: partialRefunds.refundOrder,
    /** What of an order's payments can still be returned, through the provider and by transfer. */
    refundableOf: partialRefunds.refundableOf,
    /** The orders service, wired after it is built (it depends on this service). */
    attachOrders(source: Partial<RenewalSource>) {
      renewalSource = source;
    },
    runRenewals: (now: Date, source?: Partial<RenewalSource>) => renewals.run(now, source ?? renewalSource),
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
