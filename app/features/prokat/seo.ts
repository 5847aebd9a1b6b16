import type { MetaDescriptor } from 'react-router';
import type { PostomatTools } from '../../../domains/prokat/catalogue-schema';
import { siteConfig } from '../../../lib/site-config';
import { absoluteUrl, companyMeta } from '../company';
import { modelPath, postomatPath } from './paths';
import { openingHours } from './view';

/** Title, description, canonical link and Open Graph of a prokat page (the company pages' helper). */
export function prokatMeta(title: string, description: string, path: string, image?: string | null): MetaDescriptor[] {
  return [...companyMeta({ title, description, path }), ...(image ? [{ property: 'og:image', content: absoluteUrl(image) }] : [])];
}

/** The street part of «г Москва, Ходынский б-р, д 4». */
const streetOf = (address: string) => address.split(', ').slice(1).join(', ') || address;

/**
 * schema.org LocalBusiness of a locker: where it stands, its hours, photo and the tools in its cells
 * now as offers of rent from their lowest price.
 */
export function postomatJsonLd({ postomat, categories }: Pick<PostomatTools, 'postomat' | 'categories'>, cityName?: string) {
  const url = absoluteUrl(postomatPath(postomat.id));
  const hours = openingHours(postomat.timetable);
  const tools = categories.flatMap((group) => group.tools.map((tool) => ({ tool, group })));
  const prices = tools.map(({ tool }) => tool.price_min).filter((price) => price > 0);
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    '@id': url,
    name: `Постамат проката ${postomat.number} · ${postomat.name}`,
    url,
    description: `Прокат инструментов из постамата: ${postomat.place}.`,
    image: postomat.files.map((file) => absoluteUrl(file.url)),
    telephone: `+7${siteConfig.rentalPhone.replace(/\D/g, '').slice(1)}`,
    address: {
      '@type': 'PostalAddress',
      streetAddress: streetOf(postomat.address),
      ...(cityName ? { addressLocality: cityName } : {}),
      addressCountry: 'RU',
    },
    geo: { '@type': 'GeoCoordinates', latitude: postomat.latitude, longitude: postomat.longitude },
    ...(hours.length > 0 ? { openingHours: hours } : {}),
    ...(prices.length > 0 ? { priceRange: `от ${Math.min(...prices)} ₽` } : {}),
    ...(tools.length > 0
      ? {
          makesOffer: tools.map(({ tool, group }) => ({
            '@type': 'Offer',
            name: tool.name,
            url: absoluteUrl(modelPath(group.slug, tool.model_slug)),
            price: tool.price_min,
            priceCurrency: 'RUB',
            availability: 'https://schema.org/InStock',
          })),
        }
      : {}),
  };
}

/** schema.org ItemList of the lockers in the list, positions from 1. */
export function postomatListJsonLd(items: readonly { id: number; number: string; name: string }[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      url: absoluteUrl(postomatPath(item.id)),
      name: `${item.number} · ${item.name}`,
    })),
  };
}
