import { bigint, bigserial, boolean, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Companies a user rents for (rent for business). The cabinet menu shows them when there are any.
 * Requisites are checked by their checksums before they are stored; the personal company is the
 * one record of a sole proprietor (ИП) or a person paying by invoice for themselves.
 */
export const companies = pgTable(
  'companies',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    uuid: text('uuid').notNull().unique(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    name: text('name').notNull(),
    inn: text('inn'),
    kpp: text('kpp'),
    /** ОГРН (13 digits) or ОГРНИП (15 digits). */
    ogrn: text('ogrn'),
    legalAddress: text('legal_address'),
    director: text('director'),
    bankName: text('bank_name'),
    bik: text('bik'),
    /** Расчётный счёт, 20 digits, checked against the BIK. */
    settlementAccount: text('settlement_account'),
    /** Корреспондентский счёт, 20 digits, checked against the BIK. */
    correspondentAccount: text('correspondent_account'),
    email: text('email'),
    contact: text('contact'),
    contactPhone: text('contact_phone'),
    personal: boolean('personal').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [index('companies_user_idx').on(t.userId)],
);
