import { describe, expect, it } from 'vitest';
import type { PostomatTools } from '../../../domains/prokat/catalogue-schema';
import { postomatJsonLd, postomatListJsonLd } from './seo';

const tools: PostomatTools = {
  postomat: {
    id: 5,
    number: 'П-102',
    name: 'ЖК «Символ»',
    city_id: 604,
    address: 'г Москва, ул Золоторожский Вал, д 11, стр 2',
    place: 'Во дворе, под навесом у паркинга',
    timetable: { text: 'Круглосуточно', around24h: true },
    latitude: 55.7489,
    longitude: 37.6952,
    time_zone: 'Europe/Moscow',
    files: [{ url: '/images/prokat/postomat-2.webp' }],
  },
  categories: [
    {
      id: 1,
      slug: 'perforatory',
      name: 'Перфораторы',
      count: 1,
      tools: [
        {
          id: 9,
          postomat_slot: 12,
          brand_code: 'Makita',
          name: 'Перфоратор Makita HR2470',
          model_slug: 'makita-hr2470',
          comment: '',
          price_min: 150,
          price_now: 490,
          discount: 0,
          files: [],
        },
      ],
    },
  ],
  free_cells: 6,
};

describe('postomatJsonLd', () => {
  it('describes the locker as a local business with its address, place, hours and tools', () => {
    const ld = postomatJsonLd(tools, 'Москва');
    expect(ld).toMatchObject({
      '@type': 'LocalBusiness',
      url: 'https://mestechko.ru/prokat/5/',
      address: { streetAddress: 'ул Золоторожский Вал, д 11, стр 2', addressLocality: 'Москва', addressCountry: 'RU' },
      geo: { latitude: 55.7489, longitude: 37.6952 },
      openingHours: ['Mo-Su 00:00-24:00'],
      image: ['https://mestechko.ru/images/prokat/postomat-2.webp'],
      priceRange: 'от 150 ₽',
    });
    expect(ld.telephone).toMatch(/^\+7\d{10}$/);
    expect(ld.makesOffer).toEqual([
      expect.objectContaining({
        name: 'Перфоратор Makita HR2470',
        url: 'https://mestechko.ru/prokat/katalog/perforatory/makita-hr2470/',
        price: 150,
      }),
    ]);
  });

  it('has no offers or price range for an empty locker', () => {
    const ld = postomatJsonLd({ ...tools, categories: [] });
    expect(ld).not.toHaveProperty('makesOffer');
    expect(ld).not.toHaveProperty('priceRange');
    expect(ld.address).not.toHaveProperty('addressLocality');
  });
});

describe('postomatListJsonLd', () => {
  it('lists the lockers with their pages from position 1', () => {
    expect(postomatListJsonLd([{ id: 3, number: 'П-103', name: 'Метро' }]).itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, url: 'https://mestechko.ru/prokat/3/', name: 'П-103 · Метро' },
    ]);
  });
});
