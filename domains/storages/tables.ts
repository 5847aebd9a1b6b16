import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** PostgreSQL `tstzrange`, kept as its text form `[from,to)` in TypeScript. */
export const tstzrange = customType<{ data: string; driverData: string }>({
  dataType: () => 'tstzrange',
});

export interface WarehouseLink {
  title: string;
  url: string;
}

export interface WarehouseLicense {
  title: string;
  number: string;
  issuedBy: string;
  /** ISO date */
  issuedAt: string;
  /** A file shipped in public/, when there is a scan. */
  fileUrl?: string;
}

export interface WarehouseBuildInformation {
  builtYear?: number;
  floors: number;
  ceilingHeightM: number;
  temperature: string;
  security: string[];
  parking?: string;
  loading?: string;
}

/** Opening and access hours, by kind: the office and the cells. */
export interface WarehouseTimetable {
  office: string;
  access: string;
  /** true when the cells are open around the clock. */
  access24h: boolean;
}

/** A warm warehouse of cells (STORAGE) or a mover-served warehouse (CLOUD). */
export const warehouses = pgTable(
  'warehouses',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    /** STORAGE | CLOUD */
    type: text('type').notNull(),
    /** `cities.id` of the reference */
    cityId: integer('city_id').notNull(),
    name: text('name').notNull(),
    address: text('address').notNull(),
    metro: text('metro'),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    timezone: text('timezone').notNull().default('Europe/Moscow'),
    timetable: jsonb('timetable').$type<WarehouseTimetable>().notNull(),
    description: text('description').notNull(),
    /** Paths of photos shipped in public/ ("/images/warehouses/…"). */
    photos: jsonb('photos').$type<string[]>().notNull().default([]),
    buildInformation: jsonb('build_information').$type<WarehouseBuildInformation>().notNull(),
    externalLinks: jsonb('external_links').$type<WarehouseLink[]>().notNull().default([]),
    licenses: jsonb('licenses').$type<WarehouseLicense[]>().notNull().default([]),
    /** The review group of the site's feedback form (`review_groups.id`). */
    reviewGroupId: integer('review_group_id'),
    sort: integer('sort').notNull().default(100),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('warehouses_city_idx').on(t.cityId, t.sort)],
);

/** Size classes of cells ("XS" … "XXL"): what fits, for the size guide and grouping. */
export const cellSizes = pgTable('cell_sizes', {
  code: text('code').primaryKey(),
  title: text('title').notNull(),
  minArea: doublePrecision('min_area').notNull(),
  maxArea: doublePrecision('max_area').notNull(),
  /** What fits: "вещи из однокомнатной квартиры", "10–15 коробок"… */
  fits: jsonb('fits').$type<string[]>().notNull(),
  /** Picture shipped in public/. */
  image: text('image'),
  sort: integer('sort').notNull().default(100),
});

/** A storage cell of a warehouse. */
export const cells = pgTable(
  'cells',
  {
    id: serial('id').primaryKey(),
    warehouseId: integer('warehouse_id')
      .notNull()
      .references(() => warehouses.id),
    number: text('number').notNull(),
    floor: integer('floor').notNull(),
    sizeCode: text('size_code')
      .notNull()
      .references(() => cellSizes.code),
    /** m² */
    area: doublePrecision('area').notNull(),
    /** m³ */
    volume: doublePrecision('volume').notNull(),
    widthCm: integer('width_cm').notNull(),
    depthCm: integer('depth_cm').notNull(),
    heightCm: integer('height_cm').notNull(),
    /** heating, access_24h, ground_floor, near_lift, shelves, pallet_access, video… */
    features: jsonb('features').$type<string[]>().notNull().default([]),
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    uniqueIndex('cells_warehouse_number_key').on(t.warehouseId, t.number),
    index('cells_warehouse_size_idx').on(t.warehouseId, t.sizeCode),
  ],
);

/**
 * Prices of a size class in a warehouse by tariff kind: monthly (RUB per month), daily and guest
 * (RUB per day). Whole roubles.
 */
export const tariffs = pgTable(
  'tariffs',
  {
    id: serial('id').primaryKey(),
    warehouseId: integer('warehouse_id')
      .notNull()
      .references(() => warehouses.id),
    sizeCode: text('size_code')
      .notNull()
      .references(() => cellSizes.code),
    /** monthly | daily | guest */
    kind: text('kind').notNull(),
    price: integer('price').notNull(),
    active: boolean('active').notNull().default(true),
  },
  (t) => [uniqueIndex('tariffs_warehouse_size_kind_key').on(t.warehouseId, t.sizeCode, t.kind)],
);

/** The periods one can rent for under each tariff kind, with their discount. */
export const rentalPeriods = pgTable('rental_periods', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  /** monthly | daily | guest */
  tariffKind: text('tariff_kind').notNull(),
  title: text('title').notNull(),
  /** Length: months for monthly, days for daily and guest. */
  length: integer('length').notNull(),
  discountPercent: integer('discount_percent').notNull().default(0),
  sort: integer('sort').notNull().default(100),
  active: boolean('active').notNull().default(true),
});

/**
 * Who occupies a cell and when. `hold` rows belong to an order awaiting payment and stop counting
 * after `hold_expires_at`; `active` rows are paid rentals; `released` rows count for nothing.
 * The exclusion constraint `cell_bookings_no_overlap` (added by hand in the migration, since
 * Drizzle cannot express it) forbids two counting rows of one cell with overlapping periods.
 */
export const cellBookings = pgTable(
  'cell_bookings',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    cellId: integer('cell_id')
      .notNull()
      .references(() => cells.id),
    orderId: bigint('order_id', { mode: 'number' }).notNull(),
    during: tstzrange('during').notNull(),
    /** hold | active | released */
    status: text('status').notNull(),
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    releasedAt: timestamp('released_at', { withTimezone: true }),
  },
  (t) => [
    index('cell_bookings_cell_idx')
      .on(t.cellId)
      .where(sql`${t.status} <> 'released'`),
    index('cell_bookings_order_idx').on(t.orderId),
  ],
);

/**
 * One row, id 1: a counter that every committed change of warehouses, cells, tariffs or cell
 * bookings bumps (triggers added by hand in the migration, since Drizzle cannot express them: a
 * deferred trigger per changed row at commit, and one per TRUNCATE). The catalogue's cards are
 * cached per process while it stays the same (catalogue.server.ts, decision record 0011).
 */
export const catalogueVersion = pgTable(
  'catalogue_version',
  {
    id: integer('id').primaryKey().default(1),
    version: bigint('version', { mode: 'number' }).notNull().default(0),
  },
  (t) => [check('catalogue_version_one_row', sql`${t.id} = 1`)],
);

/** SEO landing pages of the storage line (/hranenie-lichnykh-veschey/, /zimnee-hraneniya-veschey/). */
export const storageLandings = pgTable('storage_landings', {
  key: text('key').primaryKey(),
  heroTitle: text('hero_title').notNull(),
  heroSubtitle: text('hero_subtitle').notNull(),
  seoTitle: text('seo_title').notNull(),
  seoDescription: text('seo_description').notNull(),
  /** [{ title, text }] in order */
  sections: jsonb('sections').$type<{ title: string; text: string }[]>().notNull(),
  active: boolean('active').notNull().default(true),
});
