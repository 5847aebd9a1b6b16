import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** Rental periods of cloud storage: months with a discount, the same for every cloud warehouse. */
export const cloudPeriods = pgTable('cloud_periods', {
  code: text('code').primaryKey(),
  title: text('title').notNull(),
  months: smallint('months').notNull(),
  discountPercent: smallint('discount_percent').notNull().default(0),
  active: boolean('active').notNull().default(true),
  sort: smallint('sort').notNull().default(0),
});

/** The monthly price of one cubic metre at a cloud warehouse (`warehouses.type = 'CLOUD'`), and its pickup windows' defaults. */
export const cloudRates = pgTable('cloud_rates', {
  warehouseId: integer('warehouse_id').primaryKey(),
  pricePerM3: integer('price_per_m3').notNull(),
  /** What a return delivery costs before the zone's surcharge. */
  returnDeliveryPrice: integer('return_delivery_price').notNull(),
  /** Crews a new pickup window gets. */
  defaultCrews: smallint('default_crews').notNull().default(3),
});

/**
 * A pickup or delivery window of a cloud warehouse: `crews` requests at most, counted in `booked`.
 * A seat is taken by one conditional UPDATE (`booked < crews`), and the CHECK makes overselling
 * impossible whatever the code does.
 */
export const cloudWindows = pgTable(
  'cloud_windows',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    warehouseId: integer('warehouse_id').notNull(),
    /** The Moscow day, YYYY-MM-DD. */
    day: date('day', { mode: 'string' }).notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    crews: smallint('crews').notNull(),
    booked: smallint('booked').notNull().default(0),
  },
  (t) => [
    uniqueIndex('cloud_windows_slot_idx').on(t.warehouseId, t.startsAt),
    index('cloud_windows_day_idx').on(t.warehouseId, t.day),
    check('cloud_windows_capacity', sql`${t.booked} >= 0 and ${t.booked} <= ${t.crews}`),
  ],
);

/** A crew of movers of a cloud warehouse. */
export const cloudCrews = pgTable('cloud_crews', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  warehouseId: integer('warehouse_id').notNull(),
  name: text('name').notNull(),
  /** Digits of the crew's car plate or phone, shown to the client. */
  vehicle: text('vehicle'),
  active: boolean('active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The movers (staff with the role `mover`) of each crew. */
export const cloudCrewMembers = pgTable(
  'cloud_crew_members',
  {
    crewId: bigint('crew_id', { mode: 'number' }).notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
  },
  (t) => [uniqueIndex('cloud_crew_members_pk').on(t.crewId, t.userId), index('cloud_crew_members_user_idx').on(t.userId)],
);

/**
 * The booked item of a cloud order: the client's space at a cloud warehouse. The order keeps its
 * id as `cell_id`. `volume_liters` is what the plan is priced by (booked, then measured).
 */
export const cloudSpaces = pgTable(
  'cloud_spaces',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    warehouseId: integer('warehouse_id').notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    orderId: bigint('order_id', { mode: 'number' }),
    volumeLiters: integer('volume_liters').notNull(),
    /** What the client booked first; the measured volume replaces `volume_liters` when the act is accepted. */
    bookedLiters: integer('booked_liters').notNull(),
    measuredLiters: integer('measured_liters'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('cloud_spaces_user_idx').on(t.userId),
    uniqueIndex('cloud_spaces_order_idx').on(t.orderId),
    check('cloud_spaces_volume', sql`${t.volumeLiters} > 0`),
  ],
);

/**
 * A drop-off (`pickup`: movers take things to the warehouse) or a `return` (things brought back).
 * Status is one of the spec's request statuses, moved only along `request-graph.ts`.
 */
export const cloudRequests = pgTable(
  'cloud_requests',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    spaceId: bigint('space_id', { mode: 'number' }).notNull(),
    orderId: bigint('order_id', { mode: 'number' }),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    /** pickup | return */
    type: text('type').notNull(),
    status: text('status').notNull(),
    /** awaiting: the order or the delivery is not paid yet (not shown to staff); paid; free. */
    paymentState: text('payment_state').notNull(),
    /** A seat of this window is held by the request while it is live (`booked` counts it). */
    windowId: bigint('window_id', { mode: 'number' }).notNull(),
    /** Until when an unpaid request keeps its seat. */
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
    crewId: bigint('crew_id', { mode: 'number' }),
    /** When the crew expects to arrive, given with MOVER_ON_WAY. */
    etaAt: timestamp('eta_at', { withTimezone: true }),
    addressId: bigint('address_id', { mode: 'number' }),
    address: text('address').notNull(),
    flat: text('flat'),
    entrance: text('entrance'),
    floor: smallint('floor'),
    intercom: text('intercom'),
    passengerElevator: boolean('passenger_elevator').notNull().default(false),
    serviceLift: boolean('service_lift').notNull().default(false),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    zone: text('zone'),
    contactName: text('contact_name').notNull(),
    contactPhone: text('contact_phone').notNull(),
    comment: text('comment'),
    /** Roubles the client pays for this trip (0 for the pickup included in the plan). */
    deliveryPrice: integer('delivery_price').notNull().default(0),
    rating: smallint('rating'),
    ratingComment: text('rating_comment'),
    ratedAt: timestamp('rated_at', { withTimezone: true }),
    cancelReason: text('cancel_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    index('cloud_requests_user_idx').on(t.userId, t.createdAt),
    index('cloud_requests_window_idx').on(t.windowId),
    index('cloud_requests_order_idx').on(t.orderId),
    index('cloud_requests_crew_idx').on(t.crewId, t.status),
    check('cloud_requests_type', sql`${t.type} in ('pickup', 'return')`),
    check('cloud_requests_rating', sql`${t.rating} is null or ${t.rating} between 1 and 5`),
  ],
);

/** Every status move of a request: from, to, who (role and user) and when. */
export const cloudRequestEvents = pgTable(
  'cloud_request_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    requestId: bigint('request_id', { mode: 'number' }).notNull(),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    /** client | dispatcher | mover | storekeeper | system */
    actorRole: text('actor_role').notNull(),
    actorUserId: bigint('actor_user_id', { mode: 'number' }),
    note: text('note'),
    data: jsonb('data').$type<Record<string, unknown>>(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('cloud_request_events_request_idx').on(t.requestId, t.at)],
);

/** One stored thing (a box, a sofa…) of a space, described and photographed by the storekeeper. */
export const cloudItems = pgTable(
  'cloud_items',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    spaceId: bigint('space_id', { mode: 'number' }).notNull(),
    pickupRequestId: bigint('pickup_request_id', { mode: 'number' }).notNull(),
    /** The live return request taking it back, then the one that did. */
    returnRequestId: bigint('return_request_id', { mode: 'number' }),
    title: text('title').notNull(),
    description: text('description'),
    /** stored | returning | returned */
    status: text('status').notNull().default('stored'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    returnedAt: timestamp('returned_at', { withTimezone: true }),
  },
  (t) => [
    index('cloud_items_space_idx').on(t.spaceId, t.status),
    check('cloud_items_status', sql`${t.status} in ('stored', 'returning', 'returned')`),
  ],
);

/** Photos of an item, kept in the file storage under `clouds/<space>/<uuid>.jpg`. */
export const cloudItemPhotos = pgTable(
  'cloud_item_photos',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    uuid: text('uuid').notNull().unique(),
    itemId: bigint('item_id', { mode: 'number' }).notNull(),
    fileKey: text('file_key').notNull(),
    size: integer('size').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('cloud_item_photos_item_idx').on(t.itemId)],
);

/**
 * The act of a finished drop-off: the items and the measured volume. The client reads and
 * accepts it; when the measured volume differs from the booked one, accepting re-prices the plan
 * and `price_difference` (positive: charged, negative: returned) is settled once.
 */
export const cloudActs = pgTable(
  'cloud_acts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    uuid: text('uuid').notNull().unique(),
    requestId: bigint('request_id', { mode: 'number' }).notNull(),
    spaceId: bigint('space_id', { mode: 'number' }).notNull(),
    orderId: bigint('order_id', { mode: 'number' }).notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    number: text('number').notNull(),
    bookedLiters: integer('booked_liters').notNull(),
    measuredLiters: integer('measured_liters').notNull(),
    /** awaiting_client | accepted | disputed */
    state: text('state').notNull().default('awaiting_client'),
    clientComment: text('client_comment'),
    priceDifference: integer('price_difference'),
    /** The payment (charge) or refund that settled the difference. */
    settlementRef: text('settlement_ref'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('cloud_acts_request_idx').on(t.requestId), index('cloud_acts_user_idx').on(t.userId)],
);
