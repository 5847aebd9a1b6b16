import { cached } from '../../lib/cached';
import { AppError } from '../../lib/errors';
import type { ReferenceRepo } from './repo.server';
import type { City, Country, Locale, Policy, Timezone } from './schema';

/** Reference data changes only with a deploy or an admin edit: a short cache spares the database. */
const CACHE_MS = 30_000;

export function createReferenceService(repo: ReferenceRepo, now: () => number = Date.now) {
  const cities = cached(
    async (): Promise<City[]> =>
      (await repo.cities()).map((c) => ({
        id: c.id,
        name: c.name,
        icon: c.icon,
        country_id: c.countryId,
        latitude: c.latitude,
        longitude: c.longitude,
        slug: c.slug,
        timezone: c.timezone,
        declensions: c.declensions,
      })),
    CACHE_MS,
    now,
  );
  const countries = cached(
    async (): Promise<Country[]> =>
      (await repo.countries()).map((c) => ({ id: c.id, name_ru: c.nameRu, name_en: c.nameEn, phone_code: c.phoneCode })),
    CACHE_MS,
    now,
  );
  const locales = cached(
    async (): Promise<Locale[]> =>
      (await repo.locales()).map((l) => ({
        id: l.id,
        language: l.language,
        language_code: l.languageCode,
        available: l.available,
        activity: l.activity,
        domain: l.domain,
      })),
    CACHE_MS,
    now,
  );
  const timezones = cached(
    async (): Promise<Timezone[]> =>
      (await repo.timezones()).map((t) => ({ id: t.id, name: t.name, title: t.title, utc_offset: t.utcOffset })),
    CACHE_MS,
    now,
  );

  return {
    /** Cities of the cabinet and the city selector; the default city comes first. */
    listCities: cities,
    listCountries: countries,
    listLocales: locales,
    listTimezones: timezones,
    async findCityBySlug(slug: string): Promise<City | undefined> {
      return (await cities()).find((c) => c.slug === slug);
    },
    async findCityById(id: number): Promise<City | undefined> {
      return (await cities()).find((c) => c.id === id);
    },
    async getPolicy(): Promise<Policy> {
      const row = await repo.legalText('policy');
      if (!row) throw new AppError('NOT_FOUND', { message: 'Политика обработки персональных данных не найдена' });
      return { title: row.title, html: row.html, updated_at: row.updatedAt.toISOString() };
    },
  };
}

export type ReferenceService = ReturnType<typeof createReferenceService>;
