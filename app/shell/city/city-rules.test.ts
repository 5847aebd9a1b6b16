import { describe, expect, it } from 'vitest';
import { nearestCity, swapCitySlug } from './city-rules';

const cities = [
  { id: 604, slug: 'moskva', latitude: 55.758203, longitude: 37.620691 },
  { id: 465, slug: 'sankt-peterburg', latitude: 59.938951, longitude: 30.315635 },
  { id: 466, slug: 'kazan', latitude: 55.796127, longitude: 49.106414 },
];

describe('nearest city', () => {
  it('finds the served city closest to a point', () => {
    expect(nearestCity(cities, 59.9, 30.2)?.id).toBe(465);
    expect(nearestCity(cities, 55.6, 37.4)?.id).toBe(604);
    // Nizhny Novgorod: about 320 km from Kazan, 400 km from Moscow.
    expect(nearestCity(cities, 56.3, 44.0)?.id).toBe(466);
  });
  it('returns undefined without cities', () => {
    expect(nearestCity([], 1, 1)).toBeUndefined();
  });
});

describe('city slug in routes', () => {
  it('swaps the city slug of a city route', () => {
    expect(swapCitySlug('/moskva/kladovki/', 'moskva', 'kazan')).toBe('/kazan/kladovki/');
  });
  it('leaves routes without a city parameter unchanged', () => {
    expect(swapCitySlug('/storages/', undefined, 'kazan')).toBe('/storages/');
    expect(swapCitySlug('/about/', 'moskva', 'kazan')).toBe('/about/');
  });
});
