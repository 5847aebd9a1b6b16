import { sql } from 'drizzle-orm';
import type { Receipt } from './receipt';
import { bigint, bigserial, boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * A payment through the provider (YooKassa-style). Status follows the provider's:
 * pending → waiting_for_capture → succeeded | canceled. `applied_at` marks that its effect on the
 * order was applied, so a webhook (or a status check) applies it exactly once.
 */
export const payments = pgTable(
  'payments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Public id used in URLs and the provider's metadata. */
    uuid: text('uuid').notNull().unique(),
    orderId: bigint('order_id', { mode: 'number' }),
    userId: bigint('user_id', { mode: 'number' }),
    /** A name registered by the caller that owns the payment (orders: order, renewal…; clouds: request…; payments: card_binding). */
    purpose: text('purpose').notNull(),
    /** What is charged: the authorized sum of a hold until it is captured, then the captured sum. */
    amount: integer('amount').notNull(),
    /** false: a hold (two-stage payment) that ends waiting_for_capture until it is captured or voided. */
    capture: boolean('capture').notNull().default(true),
    /** A hold's authorized sum; `amount` becomes the captured part. */
    authorizedAmount: integer('authorized_amount'),
    /** A hold's decision, claimed before the provider is asked: capture | void. Set once. */
    holdDecision: text('hold_decision'),
    status: text('status').notNull().default('pending'),
    provider: text('provider').notNull(),
    providerPaymentId: text('provider_payment_id'),
    /** The key sent to the provider as Idempotence-Key. */
    idempotenceKey: text('idempotence_key').notNull().unique(),
    confirmationUrl: text('confirmation_url'),
    description: text('description').notNull(),
    /** `payment_cards.id` charged without the payer (auto renewal), or saved by this payment. */
    cardId: bigint('card_id', { mode: 'number' }),
    savePaymentMethod: boolean('save_payment_method').notNull().default(false),
    /** The renewal period this charge pays for (1, 2, …); one charge per order and period. */
    periodIndex: integer('period_index'),
    invoiceId: bigint('invoice_id', { mode: 'number' }),
    refundedAmount: integer('refunded_amount').notNull().default(0),
    refundReason: text('refund_reason'),
    cancellationReason: text('cancellation_reason'),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    canceledAt: timestamp('canceled_at', { withTimezone: true }),
    appliedAt: timestamp('applied_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('payments_provider_id_key').on(t.provider, t.providerPaymentId),
    uniqueIndex('payments_renewal_period_key')
      .on(t.orderId, t.periodIndex)
      .where(sql`${t.purpose} = 'renewal' and ${t.status} <> 'canceled'`),
    index('payments_user_idx').on(t.userId, t.createdAt),
    index('payments_order_idx').on(t.orderId),
    check(
      'payments_hold_decision_check',
      sql`${t.holdDecision} is null or (${t.holdDecision} in ('capture', 'void') and not ${t.capture})`,
    ),
  ],
);

/** Saved cards (the provider's saved payment methods) of a user. */
export const paymentCards = pgTable(
  'payment_cards',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    uuid: text('uuid').notNull().unique(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    provider: text('provider').notNull(),
    providerMethodId: text('provider_method_id').notNull(),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    expMonth: integer('exp_month').notNull(),
    expYear: integer('exp_year').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('payment_cards_user_idx')
      .on(t.userId)
      .where(sql`${t.deletedAt} is null`),
    uniqueIndex('payment_cards_one_default_key')
      .on(t.userId)
      .where(sql`${t.isDefault} and ${t.deletedAt} is null`),
    uniqueIndex('payment_cards_method_key').on(t.provider, t.providerMethodId),
  ],
);

/** Invoices (счета) for orders paid by bank transfer or later by card; PDF on demand. */
export const invoices = pgTable(
  'invoices',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    number: text('number').notNull().unique(),
    orderId: bigint('order_id', { mode: 'number' }).notNull(),
    userId: bigint('user_id', { mode: 'number' }),
    companyId: bigint('company_id', { mode: 'number' }),
    amount: integer('amount').notNull(),
    description: text('description').notNull(),
    /** issued | paid | canceled */
    status: text('status').notNull().default('issued'),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    paymentId: bigint('payment_id', { mode: 'number' }),
  },
  (t) => [index('invoices_user_idx').on(t.userId, t.issuedAt), index('invoices_order_idx').on(t.orderId)],
);

/**
 * The sandbox payment provider's own records: it stands in for YooKassa outside production and
 * answers the same questions (create, get, capture, cancel, refund) from here.
 */
export const sandboxProviderPayments = pgTable('sandbox_provider_payments', {
  id: text('id').primaryKey(),
  idempotenceKey: text('idempotence_key').notNull().unique(),
  amount: integer('amount').notNull(),
  status: text('status').notNull().default('pending'),
  description: text('description').notNull(),
  returnUrl: text('return_url'),
  savePaymentMethod: boolean('save_payment_method').notNull().default(false),
  /** false: the payer's «Оплатить» only holds the money (waiting_for_capture). */
  capture: boolean('capture').notNull().default(true),
  /** Set when the payment charged or saved a method. */
  paymentMethodId: text('payment_method_id'),
  paymentMethodCard: jsonb('payment_method_card').$type<{
    first6: string;
    last4: string;
    card_type: string;
    expiry_month: string;
    expiry_year: string;
  }>(),
  metadata: jsonb('metadata').$type<Record<string, string>>().notNull().default({}),
  refundedAmount: integer('refunded_amount').notNull().default(0),
  cancellationReason: text('cancellation_reason'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Fiscal receipts (54-ФЗ) sent with payments and refunds, one row per receipt: the receipt object
 * exactly as sent (a retry sends the same), and what the provider said about its registration.
 * The payer opens it at /cabinet/payments/receipts/<uuid>/.
 */
export const paymentReceipts = pgTable(
  'payment_receipts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    uuid: text('uuid').notNull().unique(),
    paymentId: bigint('payment_id', { mode: 'number' }).notNull(),
    /** payment | refund */
    kind: text('kind').notNull(),
    amount: integer('amount').notNull(),
    /** The payment's or the refund's Idempotence-Key: one receipt per provider operation. */
    idempotenceKey: text('idempotence_key').notNull().unique(),
    receipt: jsonb('receipt').$type<Receipt>().notNull(),
    /** pending | succeeded | canceled: the provider's receipt_registration. */
    registration: text('registration').notNull().default('pending'),
    providerReceiptId: text('provider_receipt_id'),
    providerRefundId: text('provider_refund_id'),
    /** The fiscal data operator's link to the receipt, when the provider gives one. */
    url: text('url'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    registeredAt: timestamp('registered_at', { withTimezone: true }),
  },
  (t) => [index('payment_receipts_payment_idx').on(t.paymentId)],
);

/**
 * Closing documents (акты оказанных услуг) of orders paid by a company: one per order and calendar
 * month of service, made by the monthly job after the month ends; PDF on demand.
 */
export const closingActs = pgTable(
  'closing_acts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    uuid: text('uuid').notNull().unique(),
    number: text('number').notNull().unique(),
    orderId: bigint('order_id', { mode: 'number' }).notNull(),
    companyId: bigint('company_id', { mode: 'number' }).notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    /** First and last day of the month of service the act covers (YYYY-MM-DD). */
    periodStart: text('period_start').notNull(),
    periodEnd: text('period_end').notNull(),
    amount: integer('amount').notNull(),
    description: text('description').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('closing_acts_order_period_key').on(t.orderId, t.periodStart),
    index('closing_acts_user_idx').on(t.userId, t.createdAt),
  ],
);
