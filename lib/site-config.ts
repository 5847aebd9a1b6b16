/**
 * The one site config: brand, phones, hours, store and social links, external sites and the
 * tester ids. Shared by server and browser, so nothing secret belongs here.
 * The spec writes phones as {phone}: these are the product's own numbers.
 */
export const siteConfig = {
  brandName: 'Местечко',
  legalName: 'ООО «Местечко»',
  inn: '7700000000',
  ogrn: '1207700000000',
  legalAddress: '125009, г. Москва, ул. Тверская, д. 7, офис 12',
  email: 'help@mestechko.ru',
  supportPhone: '88005553524',
  rentalPhone: '88005553526',
  hours: 'Круглосуточно',
  foundedYear: 2020,
  siteUrl: 'https://mestechko.ru',
  apps: {
    appStore: 'https://apps.apple.com/ru/app/mestechko/id1500000000',
    googlePlay: 'https://play.google.com/store/apps/details?id=ru.mestechko.app',
  },
  social: {
    name: 'ВКонтакте',
    url: 'https://vk.com/mestechko',
  },
  externalSites: {
    business: 'https://business.mestechko.ru/',
    franchise: 'https://partner.mestechko.ru/',
  },
  /** Ids of accounts that see experimental components. */
  testerIds: [1001, 1002, 1003, 1004, 1005, 1006, 1007],
  defaultCityId: 604,
  /** Yandex Maps JS API 2.1 key; empty: the catalogue draws its own map of the places. */
  mapsApiKey: '' as string,
  /** Where a map opens without a chosen place (the spec's default). */
  mapDefaultCenter: { latitude: 55.758203, longitude: 37.620691 },
} as const;

export type SiteConfig = typeof siteConfig;

export function isTester(userId: number | null | undefined): boolean {
  return userId != null && (siteConfig.testerIds as readonly number[]).includes(userId);
}

/** Link to the business site with the medium that says which link was followed. */
export function businessSiteUrl(medium: 'header' | 'footer'): string {
  const url = new URL(siteConfig.externalSites.business);
  url.searchParams.set('utm_source', 'mestechko_site');
  url.searchParams.set('utm_medium', medium);
  url.searchParams.set('utm_campaign', 'rent_for_business');
  return url.toString();
}
