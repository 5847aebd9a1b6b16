import { describe, expect, it } from 'vitest';
import { catalogFilter, catalogHref, EMPTY_CATALOG_QUERY, isFiltered, readCatalogQuery } from './catalog-query';

const KNOWN = ['perforatory', 'dreli-i-shurupoverty', 'sadovaya-tekhnika'];
const read = (query: string) => readCatalogQuery(new URLSearchParams(query), KNOWN);

describe('the catalogue filter in the address', () => {
  it('reads nothing as the whole catalogue by popularity', () => {
    expect(read('')).toEqual(EMPTY_CATALOG_QUERY);
    expect(isFiltered(read(''))).toBe(false);
    expect(read('q=&price=&sort=popular')).toEqual(EMPTY_CATALOG_QUERY);
  });

  it('reads every field, keeping known categories in the catalogue order', () => {
    const query = read(
      'category=sadovaya-tekhnika&category=perforatory&category=nope&q=%20%20Makita%20%20HR%20&price=500&available=1&sort=price_asc',
    );
    expect(query).toEqual({
      categories: ['perforatory', 'sadovaya-tekhnika'],
      q: 'Makita HR',
      priceMax: 500,
      availableOnly: true,
      sort: 'price_asc',
    });
    expect(isFiltered(query)).toBe(true);
  });

  it('leaves out what is not a filter instead of refusing it', () => {
    for (const price of ['0', '-5', '1.5', 'abc', '99999999', '1e3']) expect(read(`price=${price}`).priceMax, price).toBeNull();
    expect(read('sort=cheapest').sort).toBe('popular');
    expect(read('available=yes').availableOnly).toBe(false);
    expect(read(`q=${'я'.repeat(150)}`).q).toHaveLength(100);
  });

  it('writes the address without defaults, and reads back what it wrote', () => {
    expect(catalogHref(EMPTY_CATALOG_QUERY)).toBe('/prokat/katalog/');
    expect(catalogHref(EMPTY_CATALOG_QUERY, 3)).toBe('/prokat/katalog/?page=3');
    const query = read('category=perforatory&category=sadovaya-tekhnika&q=болгарка&price=900&available=1&sort=name');
    const href = catalogHref(query, 2);
    const bolgarka = encodeURIComponent('болгарка');
    expect(href).toBe(
      `/prokat/katalog/?category=perforatory&category=sadovaya-tekhnika&q=${bolgarka}&price=900&available=1&sort=name&page=2`,
    );
    expect(read(href.split('?')[1]!)).toEqual(query);
  });

  it('turns the query into the service filter: category ids, the page as offset', () => {
    const categories = [
      { id: 1, slug: 'perforatory' },
      { id: 2, slug: 'dreli-i-shurupoverty' },
      { id: 7, slug: 'sadovaya-tekhnika' },
    ];
    expect(catalogFilter(read('category=sadovaya-tekhnika&price=300&available=1'), categories, 3, 12)).toEqual({
      category_ids: [7],
      query: undefined,
      price_max: 300,
      available_only: true,
      sort: 'popular',
      offset: 24,
      limit: 12,
    });
    expect(catalogFilter(EMPTY_CATALOG_QUERY, categories, 1, 12)).toMatchObject({
      category_ids: undefined,
      offset: 0,
      available_only: undefined,
    });
  });
});
