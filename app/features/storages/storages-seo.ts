import type { MetaDescriptor } from 'react-router';
import type { CellGroup, WarehouseCard, WarehouseDetails } from '../../../domains/storages/schema';
import { siteConfig } from '../../../lib/site-config';
import { absoluteUrl, companyMeta } from '../company';

export const STORAGES_PAGE_SIZE = 6;

export const warehousePath = (slug: string) => `/storages/${slug}/`;
export const cellPath = (slug: string, cellId: number) => `/storages/${slug}/${cellId}/`;
export const warehouseDocsPath = (slug: string, id: number, kind: 'external-links' | 'licenses') => `/storages/${slug}/${id}/${kind}/`;
export const cityLandingPath = (citySlug: string) => `/${citySlug}/kladovki/`;

/** `?page=`: absent is 1; anything but a positive integer without leading zeros is null (404). */
export function parsePage(value: string | null): number | null {
  if (value === null) return 1;
  if (!/^[1-9]\d{0,4}$/.test(value)) return null;
  return Number(value);
}

/** A positive integer id from the path, else null. */
export function parseId(value: string | undefined): number | null {
  if (!value || !/^[1-9]\d{0,8}$/.test(value)) return null;
  return Number(value);
}

/** The meta of a catalogue page: the company helper (title, description, canonical, Open Graph). */
export function storagesMeta(title: string, description: string, path: string, image?: string | null): MetaDescriptor[] {
  return [...companyMeta({ title, description, path }), ...(image ? [{ property: 'og:image', content: absoluteUrl(image) }] : [])];
}

/**
 * schema.org openingHours of the cells' access: "Круглосуточно" → all week round the clock,
 * "Ежедневно 07:00–23:00" → every day those hours; other free text is left out rather than guessed.
 */
export function openingHours(card: Pick<WarehouseCard, 'timetable'>): string[] {
  if (card.timetable.access24h) return ['Mo-Su 00:00-24:00'];
  const daily = /^Ежедневно (\d{2}:\d{2})[–-](\d{2}:\d{2})$/.exec(card.timetable.access.trim());
  return daily ? [`Mo-Su ${daily[1]}-${daily[2]}`] : [];
}

/** schema.org SelfStorage of a warehouse: address, geo, hours, photos and the price range of its sizes. */
export function warehouseJsonLd(warehouse: WarehouseDetails, groups: CellGroup[] = []) {
  const prices = groups.map((g) => g.min_price).filter((p): p is number => p !== null);
  const url = absoluteUrl(warehousePath(warehouse.slug));
  return {
    '@context': 'https://schema.org',
    '@type': 'SelfStorage',
    '@id': url,
    name: warehouse.name,
    url,
    description: warehouse.description,
    image: warehouse.photos.map((p) => absoluteUrl(p)),
    telephone: `+7${siteConfig.supportPhone.slice(1)}`,
    address: {
      '@type': 'PostalAddress',
      streetAddress: warehouse.address.split(', ').slice(1).join(', '),
      addressLocality: warehouse.city.name,
      addressCountry: 'RU',
    },
    geo: { '@type': 'GeoCoordinates', latitude: warehouse.latitude, longitude: warehouse.longitude },
    ...(openingHours(warehouse).length > 0 ? { openingHours: openingHours(warehouse) } : {}),
    ...(prices.length > 0
      ? {
          priceRange: `от ${Math.min(...prices)} ₽/мес`,
          makesOffer: {
            '@type': 'AggregateOffer',
            priceCurrency: 'RUB',
            lowPrice: Math.min(...prices),
            highPrice: Math.max(...prices),
            offerCount: groups.reduce((n, g) => n + g.free_count, 0),
            availability: groups.some((g) => g.free_count > 0) ? 'https://schema.org/InStock' : 'https://schema.org/SoldOut',
          },
        }
      : {}),
  };
}

/** schema.org ItemList of warehouse cards, positions from 1 (continuing across pages). */
export function warehouseListJsonLd(items: WarehouseCard[], offset = 0) {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: offset + index + 1,
      url: absoluteUrl(warehousePath(item.slug)),
      name: item.name,
    })),
  };
}
