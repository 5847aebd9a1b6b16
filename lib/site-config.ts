import { jsonForScript } from './json-for-script';
/**
 * The one site config: brand, phones, hours, store and social links and external sites.
 * Shared by server and browser, so nothing secret belongs here.
 *
 * The company's details (requisites, phones, store links) are settings of the deployment: the
 * server reads them from its environment (validated by `lib/env.server.ts`, which refuses to
 * start production on the placeholders below), and the page hands the same values to the
 * browser (`siteSettingsScript`), so both render the same text.
 */

/** Environment variable → the site setting it sets. */
export const siteSettingKeys = {
  COMPANY_LEGAL_NAME: 'legalName',
  COMPANY_INN: 'inn',
  COMPANY_OGRN: 'ogrn',
  COMPANY_LEGAL_ADDRESS: 'legalAddress',
  COMPANY_EMAIL: 'email',
  SUPPORT_PHONE: 'supportPhone',
  RENTAL_PHONE: 'rentalPhone',
  APP_STORE_URL: 'appStore',
  GOOGLE_PLAY_URL: 'googlePlay',
} as const;

export type SiteSettingEnvKey = keyof typeof siteSettingKeys;
export type SiteSettings = Record<(typeof siteSettingKeys)[SiteSettingEnvKey], string>;

/** Development values: placeholders that production refuses (see `placeholderSiteSettings`). */
export const siteSettingDefaults: Record<SiteSettingEnvKey, string> = {
  COMPANY_LEGAL_NAME: 'ООО «Местечко»',
  COMPANY_INN: '7700000000',
  COMPANY_OGRN: '1207700000000',
  COMPANY_LEGAL_ADDRESS: '125009, г. Москва, ул. Тверская, д. 7, офис 12',
  COMPANY_EMAIL: 'help@mestechko.ru',
  SUPPORT_PHONE: '88005553524',
  RENTAL_PHONE: '88005553526',
  APP_STORE_URL: 'https://apps.apple.com/ru/app/mestechko/id1500000000',
  GOOGLE_PLAY_URL: 'https://play.google.com/store/apps/details?id=ru.mestechko.app',
};

/** Settings a real deployment must set: their defaults are placeholders, not the company's. */
export const placeholderSiteSettings: readonly SiteSettingEnvKey[] = [
  'COMPANY_INN',
  'COMPANY_OGRN',
  'COMPANY_LEGAL_ADDRESS',
  'SUPPORT_PHONE',
  'RENTAL_PHONE',
  'APP_STORE_URL',
  'GOOGLE_PLAY_URL',
];

const BROWSER_GLOBAL = '__MESTECHKO_SITE__';

/** The settings from environment variables (empty or missing ones take the default). */
export function siteSettingsFrom(source: Record<string, string | undefined>): SiteSettings {
  const settings = {} as SiteSettings;
  for (const [envKey, field] of Object.entries(siteSettingKeys) as Array<[SiteSettingEnvKey, keyof SiteSettings]>) {
    const value = source[envKey]?.trim();
    settings[field] = value ? value : siteSettingDefaults[envKey];
  }
  return settings;
}

/** The server's environment, or in the browser what the page handed over. */
function currentSettings(): SiteSettings {
  const scope = globalThis as { [BROWSER_GLOBAL]?: Partial<SiteSettings>; process?: { env?: Record<string, string | undefined> } };
  const handed = scope[BROWSER_GLOBAL];
  if (handed) return { ...siteSettingsFrom({}), ...handed };
  return siteSettingsFrom(scope.process?.env ?? {});
}

const settings = currentSettings();

export const siteConfig = {
  brandName: 'Местечко',
  legalName: settings.legalName,
  inn: settings.inn,
  ogrn: settings.ogrn,
  legalAddress: settings.legalAddress,
  email: settings.email,
  supportPhone: settings.supportPhone,
  rentalPhone: settings.rentalPhone,
  hours: 'Круглосуточно',
  foundedYear: 2020,
  siteUrl: 'https://mestechko.ru',
  apps: {
    appStore: settings.appStore,
    googlePlay: settings.googlePlay,
  },
  social: {
    name: 'ВКонтакте',
    url: 'https://vk.com/mestechko',
  },
  externalSites: {
    business: 'https://business.mestechko.ru/',
    franchise: 'https://partner.mestechko.ru/',
  },
  defaultCityId: 604,
  /** Yandex Maps JS API 2.1 key; empty: the catalogue draws its own map of the places. */
  mapsApiKey: '' as string,
  /** Where a map opens without a chosen place (central Moscow). */
  mapDefaultCenter: { latitude: 55.758203, longitude: 37.620691 },
} as const;

export type SiteConfig = typeof siteConfig;

/** Link to the business site with the medium that says which link was followed. */
export function businessSiteUrl(medium: 'header' | 'footer'): string {
  const url = new URL(siteConfig.externalSites.business);
  url.searchParams.set('utm_source', 'mestechko_site');
  url.searchParams.set('utm_medium', medium);
  url.searchParams.set('utm_campaign', 'rent_for_business');
  return url.toString();
}

/**
 * The inline script that hands the server's settings to the browser before the app's modules
 * run (the root layout renders it with the CSP nonce). `<` is escaped so no value closes it.
 */
export function siteSettingsScript(): string {
  return `window.${BROWSER_GLOBAL}=${jsonForScript(settings)};`;
}
