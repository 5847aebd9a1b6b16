import { bigserial, boolean, date, index, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

/** A person's account, created at the first phone login. The phone is the login. */
export const users = pgTable(
  'users',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Digits: 7 and ten digits. Null only after deactivation frees the number. */
    phone: text('phone'),
    email: text('email'),
    emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true }),
    firstName: text('first_name'),
    lastName: text('last_name'),
    middleName: text('middle_name'),
    birthDate: date('birth_date', { mode: 'string' }),
    passportType: text('passport_type'),
    passwordHash: text('password_hash'),
    agreePersonalDataAt: timestamp('agree_personal_data_at', { withTimezone: true }),
    agreeAds: boolean('agree_ads').notNull().default(false),
    agreeAdsAt: timestamp('agree_ads_at', { withTimezone: true }),
    utm: jsonb('utm').$type<Record<string, string>>(),
    registrationDeviceType: text('registration_device_type'),
    onboardingCompletedAt: timestamp('onboarding_completed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
    /** Kept after deactivation for the retention the law requires (the phone itself is cleared). */
    deactivatedPhone: text('deactivated_phone'),
    /** What the person said when leaving, for the product team. */
    deactivationReason: text('deactivation_reason'),
  },
  (t) => [
    uniqueIndex('users_phone_key')
      .on(t.phone)
      .where(sql`${t.phone} is not null`),
    index('users_email_idx').on(sql`lower(${t.email})`),
  ],
);
