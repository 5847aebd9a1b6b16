import { z } from 'zod';

export const countrySchema = z.object({
  id: z.number().int(),
  name_ru: z.string(),
  name_en: z.string(),
  phone_code: z.string(),
});

export const citySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  icon: z.string(),
  country_id: z.number().int(),
  latitude: z.number(),
  longitude: z.number(),
  slug: z.string(),
  timezone: z.string(),
  declensions: z.object({
    nominative: z.string(),
    genitive: z.string(),
    dative: z.string(),
    prepositional: z.string(),
  }),
});

export const localeSchema = z.object({
  id: z.number().int(),
  language: z.string(),
  language_code: z.string(),
  available: z.boolean(),
  activity: z.boolean(),
  domain: z.string(),
});

export const timezoneSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  title: z.string(),
  utc_offset: z.string(),
});

export const policySchema = z.object({
  title: z.string(),
  html: z.string(),
  updated_at: z.string(),
});

export type Country = z.infer<typeof countrySchema>;
export type City = z.infer<typeof citySchema>;
export type Locale = z.infer<typeof localeSchema>;
export type Timezone = z.infer<typeof timezoneSchema>;
export type Policy = z.infer<typeof policySchema>;
