import { boolean, doublePrecision, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const countries = pgTable('countries', {
  id: integer('id').primaryKey(),
  nameRu: text('name_ru').notNull(),
  nameEn: text('name_en').notNull(),
  phoneCode: text('phone_code').notNull(),
  sort: integer('sort').notNull().default(100),
});

export const cities = pgTable('cities', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
  icon: text('icon').notNull(),
  countryId: integer('country_id')
    .notNull()
    .references(() => countries.id),
  latitude: doublePrecision('latitude').notNull(),
  longitude: doublePrecision('longitude').notNull(),
  timezone: text('timezone').notNull().default('Europe/Moscow'),
  declensions: jsonb('declensions').$type<CityDeclensions>().notNull(),
  sort: integer('sort').notNull().default(100),
  active: boolean('active').notNull().default(true),
});

export interface CityDeclensions {
  nominative: string;
  genitive: string;
  dative: string;
  prepositional: string;
}

export const locales = pgTable('locales', {
  id: integer('id').primaryKey(),
  language: text('language').notNull(),
  languageCode: text('language_code').notNull().unique(),
  available: boolean('available').notNull(),
  activity: boolean('activity').notNull(),
  domain: text('domain').notNull(),
});

export const timezones = pgTable('timezones', {
  id: integer('id').primaryKey(),
  name: text('name').notNull().unique(),
  title: text('title').notNull(),
  utcOffset: text('utc_offset').notNull(),
});

export const legalTexts = pgTable('legal_texts', {
  id: serial('id').primaryKey(),
  key: text('key').notNull().unique(),
  title: text('title').notNull(),
  html: text('html').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
