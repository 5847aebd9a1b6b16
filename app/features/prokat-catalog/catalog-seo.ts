import type { MetaDescriptor } from 'react-router';
import type { Product, ProductCard } from '../../../domains/prokat/catalogue-schema';
import { absoluteUrl, companyMeta } from '../company';

export const PROKAT_PATH = '/prokat/';
export const CATALOG_PATH = '/prokat/katalog/';
export const CATALOG_TITLE = 'Каталог инструментов';

/** Models on one page of the catalogue's result list and of a category. */
export const CATALOG_PAGE_SIZE = 12;
/** Models of one page of the «Похожие инструменты» shelf. */
export const SHELF_PAGE_SIZE = 8;

export const categoryPath = (categorySlug: string) => `${CATALOG_PATH}${categorySlug}/`;
export const modelPath = (categorySlug: string, modelSlug: string) => `${CATALOG_PATH}${categorySlug}/${modelSlug}/`;
export const cardPath = (card: Pick<ProductCard, 'slug' | 'category'>) => modelPath(card.category.slug, card.slug);
/** A locker's own page. */
export const lockerPath = (id: number) => `${PROKAT_PATH}${id}/`;

/** The slugs of the catalogue's addresses (as the API's `prokatSlug`): anything else is no page of it. */
export function isCatalogSlug(value: string | undefined): value is string {
  return value !== undefined && /^[a-z0-9-]{1,80}$/.test(value);
}

/** `?page=N` of a list path, none for the first page. */
export function pagedPath(path: string, page: number): string {
  return page > 1 ? `${path}?page=${page}` : path;
}

/** Title, description, canonical link and Open Graph of a catalogue page, with its picture when it has one. */
export function catalogMeta(title: string, description: string, path: string, image?: string | null): MetaDescriptor[] {
  return [...companyMeta({ title, description, path }), ...(image ? [{ property: 'og:image', content: absoluteUrl(image) }] : [])];
}

/** The trail above every catalogue page, after «Главная». */
export const CATALOG_CRUMBS = [
  { name: 'Прокат инструмента', path: PROKAT_PATH },
  { name: CATALOG_TITLE, path: CATALOG_PATH },
] as const;

const IN_STOCK = 'https://schema.org/InStock';
const OUT_OF_STOCK = 'https://schema.org/OutOfStock';

/**
 * schema.org Product of a model: brand, photos, description and the offer of one day's rent in
 * roubles, in stock while a unit lies in some locker.
 */
export function productJsonLd(product: Product) {
  const url = absoluteUrl(cardPath(product));
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    '@id': url,
    name: product.name,
    url,
    sku: product.slug,
    category: product.category.name,
    brand: { '@type': 'Brand', name: product.brand_code },
    image: product.files.map((file) => absoluteUrl(file.url)),
    description: product.description,
    offers: {
      '@type': 'Offer',
      url,
      price: product.price_day,
      priceCurrency: 'RUB',
      availability: product.available > 0 ? IN_STOCK : OUT_OF_STOCK,
      priceSpecification: {
        '@type': 'UnitPriceSpecification',
        price: product.price_day,
        priceCurrency: 'RUB',
        referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitCode: 'DAY' },
      },
    },
  };
}

/** schema.org ItemList of model cards, positions from 1 (continuing across pages). */
export function productListJsonLd(items: Pick<ProductCard, 'slug' | 'name' | 'category'>[], offset = 0) {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: offset + index + 1,
      url: absoluteUrl(cardPath(item)),
      name: item.name,
    })),
  };
}
