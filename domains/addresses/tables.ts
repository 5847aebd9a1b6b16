import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, doublePrecision, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * A user's saved addresses (pickup and delivery for clouds and rental). Both API families of the
 * spec (v2 profile/addresses and cabinet/profile/address/*) read and write this one table. Deleting
 * marks an address inactive: orders keep pointing at it.
 */
export const addresses = pgTable(
  'addresses',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    /** The full address line as the suggestions service gave it: «г Москва, ул Тверская, д 7». */
    address: text('address').notNull(),
    /** The city of the reference (`cities.id`) the point is in, when known. */
    cityId: integer('city_id'),
    flat: text('flat'),
    floor: integer('floor'),
    entrance: text('entrance'),
    intercom: text('intercom'),
    passengerElevator: boolean('passenger_elevator').notNull().default(false),
    serviceLift: boolean('service_lift').notNull().default(false),
    comment: text('comment'),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    /** The suggestions service's id of the house (ФИАС), when it gave one. */
    fiasId: text('fias_id'),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('addresses_user_idx')
      .on(t.userId)
      .where(sql`${t.active}`),
  ],
);

/**
 * Where movers and couriers go: polygons per city ([longitude, latitude] rings, GeoJSON order).
 * Every checkout that brings or takes things checks its address with the point-in-zone rule.
 */
export const deliveryZones = pgTable(
  'delivery_zones',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    cityId: integer('city_id').notNull(),
    name: text('name').notNull(),
    /** The GeoJSON Polygon coordinates: an outer ring and optional holes, each closed. */
    polygon: jsonb('polygon').$type<number[][][]>().notNull(),
    /** Extra charge for delivery into this zone, RUB (0 in the base zone). */
    surcharge: integer('surcharge').notNull().default(0),
    active: boolean('active').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('delivery_zones_city_idx').on(t.cityId)],
);
