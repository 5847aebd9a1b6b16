import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * One line of a price: a charge (a month of a cell, an hour of a parking place), a fee (cleaning)
 * or a discount (negative). `unit` is the kind's own word or code (month, day, m3·month, hour, night,
 * fee, promo, point…): the core never reads it. Amounts in roubles, `amount` = quantity × unit_price.
 */
export interface PriceLine {
  title: string;
  unit: string;
  quantity: number;
  unit_price: number;
  amount: number;
  type: 'charge' | 'fee' | 'discount';
}

/** The figures of a price the answers have always shown, which the kind fills in its own terms. */
export interface PriceSummary {
  tariffKind: string;
  periodCode: string;
  periodTitle: string;
  /** Base price of one unit (a month, a day, an hour) in roubles. */
  unitPrice: number;
  units: number;
  periodDiscountPercent: number;
}

/** What a kind says a customer's choice costs, before the core's promo codes and bonuses. */
export interface KindPrice {
  /** Charges, fees and the kind's own discounts (a period discount), in the order shown. */
  lines: PriceLine[];
  /** What the first period costs after the kind's discounts: the moving discount is a share of it. */
  firstPeriodAmount: number;
  summary: PriceSummary;
}

/** The price of an order as computed by the server when it was placed (or renewed). */
export interface PriceSnapshot extends PriceSummary {
  /** The charges and fees of the kind's lines. */
  base: number;
  /** The kind's own discounts (a period discount), positive. */
  periodDiscount: number;
  promoCode: string | null;
  promoDiscount: number;
  bonusesUsed: number;
  /** What the payer pays: base − discounts − bonuses, never below 0. */
  total: number;
  /** The structured lines (absent in orders priced before they existed). */
  priceLines?: PriceLine[];
  firstPeriodAmount?: number;
  /** The lines as the answers show them: every price line's title and amount, then the total. */
  lines: { title: string; amount: number }[];
}

/**
 * One order model for every service line: kind storage | cloud | rental | apartment.
 * The lifecycle is the state graph in `domains/orders/lifecycle.ts`.
 */
export const orders = pgTable(
  'orders',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    status: text('status').notNull(),
    /** Null for a guest order until a signed-in user with that phone completes it. */
    userId: bigint('user_id', { mode: 'number' }),
    /** Digits (7 and ten) of a guest booker, confirmed by code. */
    guestPhone: text('guest_phone'),
    /** Hash of the secret the guest's browser holds for its success page. */
    guestTokenHash: text('guest_token_hash'),
    companyId: bigint('company_id', { mode: 'number' }),
    tariffKind: text('tariff_kind'),
    periodCode: text('period_code'),
    /** The order's overall span: the earliest start of its lines (renewals and the cabinet read it). */
    startsAt: timestamp('starts_at', { withTimezone: true }),
    /** End of the paid (or, while awaiting payment, the booked) period: the latest end of its lines. */
    endsAt: timestamp('ends_at', { withTimezone: true }),
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
    price: jsonb('price').$type<PriceSnapshot>(),
    total: integer('total').notNull().default(0),
    promoCode: text('promo_code'),
    bonusesUsed: integer('bonuses_used').notNull().default(0),
    autoRenewal: boolean('auto_renewal').notNull().default(true),
    usingBonuses: boolean('using_bonuses').notNull().default(false),
    /** card | invoice */
    paymentMethod: text('payment_method').notNull().default('card'),
    /** `payment_cards.id` charged by auto renewal; the default card when null. */
    cardId: bigint('card_id', { mode: 'number' }),
    comment: text('comment'),
    /** Kind-specific details (cloud volume and slot, rental tool, apartment guests…). */
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    cancelReason: text('cancel_reason'),
    cancelComment: text('cancel_comment'),
    cancelDate: timestamp('cancel_date', { withTimezone: true }),
    qualityStatuses: jsonb('quality_statuses').$type<string[]>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('orders_user_idx').on(t.userId, t.kind, t.createdAt),
    index('orders_guest_phone_idx')
      .on(t.guestPhone)
      .where(sql`${t.userId} is null`),
    index('orders_renewal_idx')
      .on(t.endsAt)
      .where(sql`${t.status} = 'active' and ${t.autoRenewal}`),
  ],
);

/**
 * What an order books: one line per item (a cell, a cloud space, a tool, an apartment), each with
 * its place and its own range of instants in the place's time zone. A storage or cloud order has one.
 */
export const orderLines = pgTable(
  'order_lines',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: bigint('order_id', { mode: 'number' }).notNull(),
    /** The kind's item: a cell, a cloud space… (ids of different kinds may be equal: read with the order's kind). */
    itemId: integer('item_id').notNull(),
    /** The warehouse, locker site or house the item is in. */
    placeId: integer('place_id').notNull(),
    /** How the price lines name the item: «ячейка M №12 (4,5 м²)». */
    subject: text('subject').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** The place's IANA time zone the range was chosen in. */
    timeZone: text('time_zone').notNull(),
    quantity: integer('quantity').notNull().default(1),
    /** What the kind keeps of the line (a tool's serial, the guests of an apartment…). */
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_lines_order_idx').on(t.orderId), index('order_lines_item_idx').on(t.itemId, t.orderId)],
);

/** Every transition an order made, for support and to prove a webhook applied once. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: bigint('order_id', { mode: 'number' }).notNull(),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    reason: text('reason').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.at)],
);

/**
 * Changes of a running order (a moved start, a cancel before the start, a re-price): each kind's
 * rule decides, the core records. `amount`: positive is charged, negative returned; `payment_id` is
 * the charge's payment uuid. A charged change is pending until its payment settles.
 */
export const orderChanges = pgTable(
  'order_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: bigint('order_id', { mode: 'number' }).notNull(),
    type: text('type').notNull(),
    /** pending | applied | compensated | refused */
    status: text('status').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    amount: integer('amount').notNull().default(0),
    paymentId: text('payment_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    appliedAt: timestamp('applied_at', { withTimezone: true }),
  },
  (t) => [
    index('order_changes_order_idx').on(t.orderId, t.createdAt),
    index('order_changes_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'pending'`),
  ],
);

/**
 * The deposit of an order whose kind asks one (a tool held on the card while it is out): opened when
 * the order is paid, held by a payment of purpose `deposit` (capture: false) under `payment_key`,
 * released when the order ends or partly charged as a fine. Its status follows the payment's
 * outcome: awaiting | held | released | charged. A hold older than the provider keeps one is
 * replaced by a renewal hold (`renewal_key`) while the order runs.
 */
export const orderDeposits = pgTable(
  'order_deposits',
  {
    orderId: bigint('order_id', { mode: 'number' }).primaryKey(),
    /** The sum held, in roubles. */
    amount: integer('amount').notNull(),
    /** awaiting | held | released | charged */
    status: text('status').notNull(),
    /** How many payments were asked to hold it (a declined card or a refused link asks another). */
    attempts: integer('attempts').notNull().default(0),
    /** The idempotence key of the payment asked to hold it now: deposit:<orderId>, then deposit:<orderId>:<n>. */
    paymentKey: text('payment_key'),
    paymentUuid: text('payment_uuid'),
    /** A fine asked of the hold (captured, or to be captured again after a provider failure). */
    chargeAmount: integer('charge_amount'),
    chargeReason: text('charge_reason'),
    /** The order ended: the hold is to be released (after commit, and again by the retry until it is). */
    releaseDueAt: timestamp('release_due_at', { withTimezone: true }),
    /** When the current hold was placed; kept when the provider drops it, so access already paid for stays open. */
    heldAt: timestamp('held_at', { withTimezone: true }),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    /** How many renewal holds were asked: the n of their keys deposit:<orderId>:renew:<n>. */
    renewals: integer('renewals').notNull().default(0),
    /** The renewal hold asked now, replacing the current one before the provider lets it lapse. */
    renewalKey: text('renewal_key'),
    renewalUuid: text('renewal_uuid'),
    /** A renewal on the card was declined (or the card went): the next ones of this hold are asked by a link. */
    renewalByLink: boolean('renewal_by_link').notNull().default(false),
    /** The hold a renewal replaced, until its void is done. */
    replacedUuid: text('replaced_uuid'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('order_deposits_open_idx')
      .on(t.updatedAt)
      .where(sql`${t.status} in ('awaiting', 'held')`),
  ],
);

/** Files of an order: cancel-flow photos, acts, contracts. Stored under random names. */
export const orderFiles = pgTable(
  'order_files',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    uuid: text('uuid').notNull().unique(),
    orderId: bigint('order_id', { mode: 'number' }).notNull(),
    userId: bigint('user_id', { mode: 'number' }),
    /** cancel_photo | act | contract | other */
    kind: text('kind').notNull(),
    storedName: text('stored_name').notNull(),
    originalName: text('original_name').notNull(),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [index('order_files_order_idx').on(t.orderId)],
);

/** Promo codes: a percent or a fixed sum off, within a window and a number of uses. */
export const promoCodes = pgTable('promo_codes', {
  code: text('code').primaryKey(),
  /** percent | fixed */
  discountType: text('discount_type').notNull(),
  value: integer('value').notNull(),
  /** Order kinds it applies to; empty means all. */
  kinds: jsonb('kinds').$type<string[]>().notNull().default([]),
  minTotal: integer('min_total').notNull().default(0),
  firstOrderOnly: boolean('first_order_only').notNull().default(false),
  /** A personal code of one user (`users.id`), or null for a public one. */
  ownerUserId: bigint('owner_user_id', { mode: 'number' }),
  /**
   * A user's code to share (`users.id` of its owner): a friend gets the discount on their first
   * order, the owner gets points after it is paid; the owner cannot use it.
   */
  referrerUserId: bigint('referrer_user_id', { mode: 'number' }),
  validFrom: timestamp('valid_from', { withTimezone: true }),
  validTo: timestamp('valid_to', { withTimezone: true }),
  maxUses: integer('max_uses'),
  usedCount: integer('used_count').notNull().default(0),
  active: boolean('active').notNull().default(true),
});

/**
 * The personal gate code of a storage rental: issued when the order becomes active, unique among
 * the live codes of its warehouse, revoked when the rental ends or is cancelled.
 */
export const orderAccessCodes = pgTable(
  'order_access_codes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: bigint('order_id', { mode: 'number' }).notNull(),
    warehouseId: integer('warehouse_id').notNull(),
    code: text('code').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** The order status or event that ended the code: finished, canceled… */
    revokeReason: text('revoke_reason'),
  },
  (t) => [
    uniqueIndex('order_access_codes_live_code_key')
      .on(t.warehouseId, t.code)
      .where(sql`${t.revokedAt} is null`),
    uniqueIndex('order_access_codes_live_order_key')
      .on(t.orderId)
      .where(sql`${t.revokedAt} is null`),
  ],
);

/** What the rental contract says, frozen when it is made; its hash is what the signature covers. */
export interface ContractContent {
  number: string;
  /** ISO instant the contract was made */
  date: string;
  lastName: string;
  firstName: string;
  middleName: string | null;
  /** Digits, 7 and ten */
  phone: string;
  warehouseName: string;
  warehouseAddress: string;
  cellNumber: string;
  cellArea: number;
  /** ISO instants */
  startsAt: string | null;
  endsAt: string | null;
  periodTitle: string;
  unitPrice: number;
  total: number;
  offerUrl: string;
}

/** The rental contract of an order, personal to its owner, signed by a code sent to the phone. */
export const orderContracts = pgTable('order_contracts', {
  orderId: bigint('order_id', { mode: 'number' }).primaryKey(),
  userId: bigint('user_id', { mode: 'number' }).notNull(),
  number: text('number').notNull(),
  content: jsonb('content').$type<ContractContent>().notNull(),
  /** sha256 of the content's canonical JSON */
  contentHash: text('content_hash').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  signedAt: timestamp('signed_at', { withTimezone: true }),
  signedPhone: text('signed_phone'),
  /** HMAC of the code that signed it */
  signCodeHash: text('sign_code_hash'),
  /** The content hash the signature was given for */
  signedContentHash: text('signed_content_hash'),
});

/**
 * Access to one order granted by its owner to another phone: for a period, with what it may do
 * (see the gate code and the address, open the cell, extend). The person signs in by that phone and
 * sees this order only. Revoking sets revoked_at; every request checks it.
 */
export const orderAccessGrants = pgTable(
  'order_access_grants',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    uuid: text('uuid').notNull().unique(),
    orderId: bigint('order_id', { mode: 'number' }).notNull(),
    ownerUserId: bigint('owner_user_id', { mode: 'number' }).notNull(),
    /** Digits: 7 and ten. */
    phone: text('phone').notNull(),
    name: text('name'),
    permissions: jsonb('permissions').$type<string[]>().notNull().default([]),
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull(),
    validTo: timestamp('valid_to', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('order_access_grants_live_key')
      .on(t.orderId, t.phone)
      .where(sql`${t.revokedAt} is null`),
    index('order_access_grants_phone_idx').on(t.phone),
  ],
);

/**
 * A customer's rating of a finished order, of any line: one per order (the unique order_id keeps a
 * race of two sends to one row). The staff console lists them newest first.
 */
export const orderRatings = pgTable(
  'order_ratings',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: bigint('order_id', { mode: 'number' }).notNull().unique(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    /** 1 to 5. */
    rating: integer('rating').notNull(),
    comment: text('comment'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_ratings_created_idx').on(t.createdAt), check('order_ratings_rating_range', sql`${t.rating} between 1 and 5`)],
);

// Fines live in a file of their own; every import of them from here keeps working.
export { orderFines } from './fines-table';
