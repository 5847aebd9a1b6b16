import { describe, expect, it } from 'vitest';
import type { Marker, Postomat } from '../../../domains/prokat/catalogue-schema';
import { markersQuery, postomatList, postomatPlace } from './map-places';

const postomat = (id: number, cityId: number, around24h = false): Postomat => ({
  id,
  number: `П-${id}`,
  name: `Постамат ${id}`,
  city_id: cityId,
  address: `Адрес ${id}`,
  place: 'У входа',
  timetable: around24h ? { text: 'Круглосуточно', around24h } : { text: 'Ежедневно 10:00–22:00', around24h },
  latitude: 55 + id / 100,
  longitude: 37 + id / 100,
  time_zone: 'Europe/Moscow',
  files: [],
});
const marker = (id: number, count: number): Marker => ({
  id,
  number: `П-${id}`,
  name: `Постамат ${id}`,
  address: `Адрес ${id}`,
  latitude: 55 + id / 100,
  longitude: 37 + id / 100,
  count,
  around24h: false,
});

describe('postomatList', () => {
  it("keeps the city's lockers in the markers' order with their counts and hours", () => {
    const list = postomatList(
      [postomat(1, 604), postomat(2, 465), postomat(3, 604, true)],
      [marker(3, 5), marker(2, 7), marker(1, 0)],
      604,
    );
    expect(list.map((item) => [item.id, item.count, item.hours])).toEqual([
      [3, 5, 'Круглосуточно'],
      [1, 0, 'Ежедневно 10:00–22:00'],
    ]);
  });

  it('leaves out a marker of a locker it does not know', () => {
    expect(postomatList([postomat(1, 604)], [marker(9, 3)], 604)).toEqual([]);
  });
});

describe('postomatPlace', () => {
  it('puts the tools count on the pin and names the locker, leading to its page', () => {
    expect(postomatPlace(marker(4, 18))).toEqual({
      id: 4,
      badge: '18',
      name: 'П-4 · Постамат 4',
      label: '18 инструментов — постамат П-4, Постамат 4',
      latitude: 55.04,
      longitude: 37.04,
      price: null,
      href: '/prokat/4/',
    });
  });
});

describe('markersQuery', () => {
  it('rounds the bounds and joins the categories', () => {
    expect(markersQuery({ south: 55.1234567, west: 37.1, north: 56, east: 38.9999999 }, [1, 3])).toEqual({
      south: '55.12346',
      west: '37.1',
      north: '56',
      east: '39',
      categories: '1,3',
    });
  });

  it('holds a view zoomed out past the world within it, and asks for every category when none is chosen', () => {
    expect(markersQuery({ south: -95, west: -250, north: 97, east: 420 }, [])).toEqual({
      south: '-90',
      west: '-180',
      north: '90',
      east: '180',
    });
  });

  it('never sends a south above the north or a west east of the east', () => {
    const query = markersQuery({ south: 91, west: 181, north: 95, east: 200 }, []);
    expect(Number(query.south)).toBeLessThanOrEqual(Number(query.north));
    expect(Number(query.west)).toBeLessThanOrEqual(Number(query.east));
  });
});
