import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.server';
import { cities, countries, legalTexts, locales, timezones } from './tables';

/** Prepared once per database: reference reads are the hottest calls of every page. */
export function createReferenceRepo(db: Db) {
  const allCities = db
    .select()
    .from(cities)
    .where(eq(cities.active, true))
    .orderBy(asc(cities.sort), asc(cities.id))
    .prepare('reference_cities');
  const allCountries = db.select().from(countries).orderBy(asc(countries.sort), asc(countries.id)).prepare('reference_countries');
  const allLocales = db.select().from(locales).orderBy(asc(locales.id)).prepare('reference_locales');
  const allTimezones = db.select().from(timezones).orderBy(asc(timezones.id)).prepare('reference_timezones');
  const legalByKey = db
    .select()
    .from(legalTexts)
    .where(eq(legalTexts.key, sql.placeholder('key')))
    .limit(1)
    .prepare('reference_legal_by_key');

  return {
    cities: () => allCities.execute(),
    countries: () => allCountries.execute(),
    locales: () => allLocales.execute(),
    timezones: () => allTimezones.execute(),
    legalText: async (key: string) => (await legalByKey.execute({ key }))[0],
  };
}

export type ReferenceRepo = ReturnType<typeof createReferenceRepo>;
