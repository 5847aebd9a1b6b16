import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.server';
import { siteConfig } from '../../lib/site-config';
import { cityRows, countryRows, localeRows, timezoneRows } from './data';
import { privacyPolicy } from './policy-text';
import { cities, countries, legalTexts, locales, timezones } from './tables';

/**
 * Upserts the reference rows. Runs on every start: it is data the code depends on
 * (the default city id, Russia's id), not demo content.
 */
export async function seedReference(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(countries)
      .values(countryRows)
      .onConflictDoUpdate({
        target: countries.id,
        set: {
          nameRu: sql`excluded.name_ru`,
          nameEn: sql`excluded.name_en`,
          phoneCode: sql`excluded.phone_code`,
          sort: sql`excluded.sort`,
        },
      });
    await tx
      .insert(cities)
      .values(cityRows.map((c) => ({ ...c, sort: c.id === siteConfig.defaultCityId ? 0 : c.sort })))
      .onConflictDoUpdate({
        target: cities.id,
        set: {
          name: sql`excluded.name`,
          slug: sql`excluded.slug`,
          icon: sql`excluded.icon`,
          countryId: sql`excluded.country_id`,
          latitude: sql`excluded.latitude`,
          longitude: sql`excluded.longitude`,
          timezone: sql`excluded.timezone`,
          declensions: sql`excluded.declensions`,
          sort: sql`excluded.sort`,
        },
      });
    await tx.insert(locales).values(localeRows).onConflictDoNothing();
    await tx.insert(timezones).values(timezoneRows).onConflictDoNothing();
    // The policy is editable in the database: only the first start writes it.
    await tx.insert(legalTexts).values(privacyPolicy).onConflictDoNothing();
  });
}
