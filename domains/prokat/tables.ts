import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  customType,
} from 'drizzle-orm/pg-core';

/** PostgreSQL `tstzrange`, kept as its text form `[from,to)` in TypeScript. */
const tstzrange = customType<{ data: string; driverData: string }>({ dataType: () => 'tstzrange' });

/** A tool category of the catalogue (perforators, saws…). */
export const prokatCategories = pgTable('prokat_categories', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  popular: boolean('popular').notNull().default(false),
  sort: integer('sort').notNull().default(0),
});

export type ProkatSpec = { name: string; value: string };

/** A tool model: what the catalogue sells a rental of. Its units sit in locker cells. */
export const prokatModels = pgTable(
  'prokat_models',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => prokatCategories.id),
    brand: text('brand').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    specs: jsonb('specs').$type<ProkatSpec[]>().notNull().default([]),
    inBox: jsonb('in_box').$type<string[]>().notNull().default([]),
    photos: jsonb('photos').$type<string[]>().notNull().default([]),
    /** Held on the card for the time of the rental, rubles. */
    deposit: integer('deposit').notNull(),
    popular: boolean('popular').notNull().default(false),
    active: boolean('active').notNull().default(true),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('prokat_models_category_idx').on(t.categoryId), check('prokat_models_deposit_check', sql`${t.deposit} >= 0`)],
);

/** A price of a model by period: `unit` hour or day, `periodNumber` of them, `priceTotal` rubles for the whole period. */
export const prokatTariffs = pgTable(
  'prokat_tariffs',
  {
    modelId: integer('model_id')
      .notNull()
      .references(() => prokatModels.id),
    unit: text('unit').$type<'hour' | 'day'>().notNull(),
    periodNumber: integer('period_number').notNull(),
    priceTotal: integer('price_total').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.modelId, t.unit, t.periodNumber] }),
    check('prokat_tariffs_unit_check', sql`${t.unit} in ('hour', 'day')`),
    check('prokat_tariffs_period_check', sql`${t.periodNumber} > 0 and ${t.priceTotal} > 0`),
  ],
);

/** Opening hours of a locker: when its doors open for renters. */
export interface PostomatTimetable {
  text: string;
  around24h: boolean;
}

/** A pickup locker (postomat): a group of cells at one address. */
export const prokatPostomats = pgTable(
  'prokat_postomats',
  {
    id: serial('id').primaryKey(),
    /** The number printed on the locker, e.g. «П-101». */
    number: text('number').notNull().unique(),
    name: text('name').notNull(),
    cityId: integer('city_id').notNull(),
    address: text('address').notNull(),
    /** How to find it: floor, entrance, landmark. */
    place: text('place').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    timeZone: text('time_zone').notNull(),
    timetable: jsonb('timetable').$type<PostomatTimetable>().notNull(),
    photos: jsonb('photos').$type<string[]>().notNull().default([]),
    active: boolean('active').notNull().default(true),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('prokat_postomats_geo_idx').on(t.latitude, t.longitude)],
);

/** A cell of a locker; `size` S, M or L decides which tools fit. */
export const prokatCells = pgTable(
  'prokat_cells',
  {
    id: serial('id').primaryKey(),
    postomatId: integer('postomat_id')
      .notNull()
      .references(() => prokatPostomats.id),
    number: integer('number').notNull(),
    size: text('size').$type<'S' | 'M' | 'L'>().notNull(),
    /** Out of service (a broken door, a repair): never offered for a return. */
    broken: boolean('broken').notNull().default(false),
  },
  (t) => [
    uniqueIndex('prokat_cells_number_idx').on(t.postomatId, t.number),
    check('prokat_cells_size_check', sql`${t.size} in ('S', 'M', 'L')`),
  ],
);

/**
 * One physical tool. `cellId` is the cell it lies in now (null while rented out or at the
 * workshop); one unit per cell.
 */
export const prokatUnits = pgTable(
  'prokat_units',
  {
    id: serial('id').primaryKey(),
    modelId: integer('model_id')
      .notNull()
      .references(() => prokatModels.id),
    inventoryNumber: text('inventory_number').notNull().unique(),
    cellId: integer('cell_id').references(() => prokatCells.id),
    /** available: in a cell and rentable; rented; checking: returned, waits for staff; broken; retired. */
    status: text('status').$type<'available' | 'rented' | 'checking' | 'broken' | 'retired'>().notNull().default('available'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('prokat_units_cell_idx').on(t.cellId),
    index('prokat_units_model_idx').on(t.modelId),
    check('prokat_units_status_check', sql`${t.status} in ('available', 'rented', 'checking', 'broken', 'retired')`),
  ],
);

/**
 * One row, id 1: a counter every committed change of the prokat tables bumps (triggers added by
 * hand in the migration, as for the storages' `catalogue_version`). The catalogue's reads are kept
 * per process while it stays the same (catalogue-kept.server.ts), and guest pages made from them too.
 */
export const prokatCatalogueVersion = pgTable(
  'prokat_catalogue_version',
  {
    id: integer('id').primaryKey().default(1),
    version: bigint('version', { mode: 'number' }).notNull().default(0),
  },
  (t) => [check('prokat_catalogue_version_one_row', sql`${t.id} = 1`)],
);

/**
 * Who has a unit when: a hold while its order awaits payment, then the rental. An exclusion
 * constraint (added by hand in the migration) lets no two holds or rentals of one unit overlap.
 */
export const prokatUnitBookings = pgTable(
  'prokat_unit_bookings',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    unitId: integer('unit_id')
      .notNull()
      .references(() => prokatUnits.id),
    orderId: bigint('order_id', { mode: 'number' }).notNull(),
    during: tstzrange('during').notNull(),
    status: text('status').$type<'hold' | 'active' | 'released'>().notNull(),
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    releasedAt: timestamp('released_at', { withTimezone: true }),
  },
  (t) => [
    index('prokat_unit_bookings_unit_idx')
      .on(t.unitId)
      .where(sql`${t.status} <> 'released'`),
    index('prokat_unit_bookings_order_idx').on(t.orderId),
    check('prokat_unit_bookings_status_check', sql`${t.status} in ('hold', 'active', 'released')`),
  ],
);

/**
 * Where a rented unit is in its rental: in its cell until the renter takes it out (`in_use`: the clock
 * runs from the door closing on the empty cell for the paid length), back in a cell of any locker
 * (`returned`, the clock stopped), then checked by staff (`checked`, or `damaged` with a case).
 */
export type RentalStage = 'awaiting_pickup' | 'in_use' | 'returned' | 'checked' | 'damaged';

/** One unit of a paid rental order; made when the order is paid (the order id references `orders`, added by hand). */
export const prokatRentalUnits = pgTable(
  'prokat_rental_units',
  {
    orderId: bigint('order_id', { mode: 'number' }).notNull(),
    unitId: integer('unit_id')
      .notNull()
      .references(() => prokatUnits.id),
    stage: text('stage').$type<RentalStage>().notNull().default('awaiting_pickup'),
    pickupCellId: integer('pickup_cell_id')
      .notNull()
      .references(() => prokatCells.id),
    /** The paid length in minutes: the clock runs this long from the pickup. */
    lengthMinutes: integer('length_minutes').notNull(),
    /** The cell opens for the pickup until then (the end of the booked period). */
    pickupUntil: timestamp('pickup_until', { withTimezone: true }).notNull(),
    pickedUpAt: timestamp('picked_up_at', { withTimezone: true }),
    dueAt: timestamp('due_at', { withTimezone: true }),
    returnCellId: integer('return_cell_id').references(() => prokatCells.id),
    returnedAt: timestamp('returned_at', { withTimezone: true }),
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    /** The renter was reminded that the end is near (once). */
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    /** The renter was told the time is up and the tool is late (once). */
    overdueToldAt: timestamp('overdue_told_at', { withTimezone: true }),
    /** Every fine of this unit's lateness is assessed: it came back, and the job fined up to the return. */
    latenessSettledAt: timestamp('lateness_settled_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.unitId] }),
    index('prokat_rental_units_due_idx')
      .on(t.dueAt)
      .where(sql`${t.stage} = 'in_use'`),
    index('prokat_rental_units_unsettled_idx')
      .on(t.returnedAt)
      .where(sql`${t.returnedAt} is not null and ${t.latenessSettledAt} is null`),
    check('prokat_rental_units_stage_check', sql`${t.stage} in ('awaiting_pickup', 'in_use', 'returned', 'checked', 'damaged')`),
    check('prokat_rental_units_length_check', sql`${t.lengthMinutes} > 0`),
  ],
);

/**
 * A cell opened for a renter (from the app, by PIN) or by staff: asked of the locker network, then
 * opened, then closed with the cell empty or occupied. One live opening per cell.
 */
export const prokatCellOpenings = pgTable(
  'prokat_cell_openings',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    cellId: integer('cell_id')
      .notNull()
      .references(() => prokatCells.id),
    orderId: bigint('order_id', { mode: 'number' }),
    unitId: integer('unit_id').references(() => prokatUnits.id),
    purpose: text('purpose').$type<'pickup' | 'return' | 'staff'>().notNull(),
    via: text('via').$type<'app' | 'pin' | 'console'>().notNull(),
    userId: bigint('user_id', { mode: 'number' }),
    status: text('status').$type<'opening' | 'open' | 'closed' | 'failed'>().notNull().default('opening'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    openedAt: timestamp('opened_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** What the closing event said: a tool lies in the cell. */
    occupiedAfter: boolean('occupied_after'),
  },
  (t) => [
    uniqueIndex('prokat_cell_openings_live_idx')
      .on(t.cellId)
      .where(sql`${t.status} in ('opening', 'open')`),
    index('prokat_cell_openings_order_idx').on(t.orderId),
    check('prokat_cell_openings_purpose_check', sql`${t.purpose} in ('pickup', 'return', 'staff')`),
    check('prokat_cell_openings_via_check', sql`${t.via} in ('app', 'pin', 'console')`),
    check('prokat_cell_openings_status_check', sql`${t.status} in ('opening', 'open', 'closed', 'failed')`),
  ],
);

/** Every signed event the locker network sent, once by its id: the log and the guard against replays. */
export const prokatLockerEvents = pgTable(
  'prokat_locker_events',
  {
    id: text('id').primaryKey(),
    postomatId: integer('postomat_id')
      .notNull()
      .references(() => prokatPostomats.id),
    cellNumber: integer('cell_number'),
    type: text('type').notNull(),
    occupied: boolean('occupied'),
    at: timestamp('at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
    /** What the event did: `pickup`, `return`, `ignored`… */
    outcome: text('outcome').notNull(),
  },
  (t) => [index('prokat_locker_events_postomat_idx').on(t.postomatId, t.receivedAt)],
);

/**
 * A one-time PIN typed at a locker instead of opening from the app: for the pickup at the unit's
 * locker, for the return at any locker. Unique among the PINs not used yet.
 */
export const prokatRentalPins = pgTable(
  'prokat_rental_pins',
  {
    orderId: bigint('order_id', { mode: 'number' }).notNull(),
    unitId: integer('unit_id')
      .notNull()
      .references(() => prokatUnits.id),
    purpose: text('purpose').$type<'pickup' | 'return'>().notNull(),
    pin: text('pin').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.unitId, t.purpose] }),
    uniqueIndex('prokat_rental_pins_live_idx')
      .on(t.pin)
      .where(sql`${t.usedAt} is null`),
    check('prokat_rental_pins_purpose_check', sql`${t.purpose} in ('pickup', 'return')`),
  ],
);

/** The sandbox locker network's own state of each cell (the real network keeps its own). */
export const prokatSandboxCells = pgTable('prokat_sandbox_cells', {
  cellId: integer('cell_id')
    .primaryKey()
    .references(() => prokatCells.id),
  door: text('door').$type<'open' | 'closed'>().notNull(),
  occupied: boolean('occupied').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

export type WaitlistStatus = 'waiting' | 'offered' | 'booked' | 'expired' | 'canceled';

/**
 * «Сообщить, когда освободится»: a person waits for a model at a locker. When a unit of it is free
 * there, the first waiting person is offered it (`offered_unit_id` until `offered_until`): nobody
 * else can book that unit meanwhile. Booking it marks the entry booked; an offer left to run out
 * passes the unit to the next person.
 */
export const prokatWaitlist = pgTable(
  'prokat_waitlist',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    modelId: integer('model_id')
      .notNull()
      .references(() => prokatModels.id),
    postomatId: integer('postomat_id')
      .notNull()
      .references(() => prokatPostomats.id),
    status: text('status').$type<WaitlistStatus>().notNull().default('waiting'),
    offeredUnitId: integer('offered_unit_id').references(() => prokatUnits.id),
    offeredUntil: timestamp('offered_until', { withTimezone: true }),
    /** A wait nobody was offered anything for ends by itself then. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('prokat_waitlist_live_uq')
      .on(t.userId, t.modelId, t.postomatId)
      .where(sql`${t.status} in ('waiting', 'offered')`),
    uniqueIndex('prokat_waitlist_offered_unit_uq')
      .on(t.offeredUnitId)
      .where(sql`${t.status} = 'offered'`),
    index('prokat_waitlist_queue_idx')
      .on(t.modelId, t.postomatId, t.id)
      .where(sql`${t.status} = 'waiting'`),
    index('prokat_waitlist_user_idx').on(t.userId),
    check('prokat_waitlist_status_check', sql`${t.status} in ('waiting', 'offered', 'booked', 'expired', 'canceled')`),
  ],
);
