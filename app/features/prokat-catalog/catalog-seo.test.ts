import { describe, expect, it } from 'vitest';
import type { Product } from '../../../domains/prokat/catalogue-schema';
import { cardPath, categoryPath, isCatalogSlug, lockerPath, modelPath, pagedPath, productJsonLd, productListJsonLd } from './catalog-seo';

const product: Product = {
  id: 1,
  slug: 'makita-hr2470',
  name: 'Перфоратор Makita HR2470',
  brand_code: 'Makita',
  category: { id: 1, slug: 'perforatory', name: 'Перфораторы' },
  price_min: 150,
  price_day: 490,
  deposit: 3000,
  files: [{ url: '/images/prokat/makita-hr2470.webp' }],
  available: 3,
  description: 'Лёгкий перфоратор.',
  specs: [{ name: 'Мощность', value: '780 Вт' }],
  in_box: ['Кейс'],
  tariffs: [
    { unit: 'hour', period_number: 1, price_total: 150, title: '1 час' },
    { unit: 'day', period_number: 1, price_total: 490, title: '1 сутки' },
  ],
};

describe('catalogue addresses', () => {
  it('builds the paths of categories, models and lockers', () => {
    expect(categoryPath('perforatory')).toBe('/prokat/katalog/perforatory/');
    expect(modelPath('perforatory', 'makita-hr2470')).toBe('/prokat/katalog/perforatory/makita-hr2470/');
    expect(cardPath(product)).toBe('/prokat/katalog/perforatory/makita-hr2470/');
    expect(lockerPath(12)).toBe('/prokat/12/');
    expect(pagedPath('/prokat/katalog/perforatory/', 1)).toBe('/prokat/katalog/perforatory/');
    expect(pagedPath('/prokat/katalog/perforatory/', 2)).toBe('/prokat/katalog/perforatory/?page=2');
  });

  it('takes only the catalogue slugs', () => {
    expect(isCatalogSlug('makita-hr2470')).toBe(true);
    for (const bad of [undefined, '', 'Makita', 'makita_hr', 'мойки', 'a'.repeat(81), 'a b', '..'])
      expect(isCatalogSlug(bad), String(bad)).toBe(false);
  });
});

describe('catalogue structured data', () => {
  it('describes a model as a Product with its brand, photo and the day offer', () => {
    const ld = productJsonLd(product);
    expect(ld).toMatchObject({
      '@type': 'Product',
      name: 'Перфоратор Makita HR2470',
      brand: { '@type': 'Brand', name: 'Makita' },
      image: ['https://mestechko.ru/images/prokat/makita-hr2470.webp'],
      description: 'Лёгкий перфоратор.',
      url: 'https://mestechko.ru/prokat/katalog/perforatory/makita-hr2470/',
      offers: { '@type': 'Offer', price: 490, priceCurrency: 'RUB', availability: 'https://schema.org/InStock' },
    });
    expect(productJsonLd({ ...product, available: 0 }).offers.availability).toBe('https://schema.org/OutOfStock');
  });

  it('lists cards with positions continuing across pages', () => {
    expect(productListJsonLd([product], 12).itemListElement).toEqual([
      {
        '@type': 'ListItem',
        position: 13,
        url: 'https://mestechko.ru/prokat/katalog/perforatory/makita-hr2470/',
        name: 'Перфоратор Makita HR2470',
      },
    ]);
  });
});
