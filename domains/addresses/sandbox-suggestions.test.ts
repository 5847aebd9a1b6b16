import { describe, expect, it } from 'vitest';
import { createSandboxAddressSuggestions, normalizeQuery } from './sandbox-suggestions.server';

const sandbox = createSandboxAddressSuggestions();

describe('the sandbox of address suggestions', () => {
  it('normalises case, ё and punctuation', () => {
    expect(normalizeQuery('  Щёлковское Ш., д.5 ')).toEqual(['щелковское', 'ш', 'д', '5']);
  });

  it('finds a house by street and number, answering in DaData’s shape with a point', async () => {
    const [first] = await sandbox.suggest('тверская 7', { count: 5 });
    expect(first).toMatchObject({
      value: 'г Москва, ул Тверская, д 7',
      city: 'Москва',
      street: 'ул Тверская',
      house: '7',
      region: 'г Москва',
    });
    expect(first!.unrestricted_value).toMatch(/^1\d{5}, г Москва, ул Тверская, д 7$/);
    expect(first!.latitude).toBeCloseTo(55.76, 1);
    expect(first!.longitude).toBeCloseTo(37.6, 1);
    expect(first!.fias_id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('offers streets first while no house number is typed', async () => {
    const found = await sandbox.suggest('Невский', { count: 3 });
    expect(found[0]).toMatchObject({ value: 'г Санкт-Петербург, Невский пр-кт', house: null });
    expect(found[1]!.house).toBe('1');
  });

  it('ignores case and ё, and matches the start of each word in any order', async () => {
    const plain = await sandbox.suggest('ЩЕЛКОВСКОЕ 12', { count: 1 });
    const yo = await sandbox.suggest('щёлк ш 12', { count: 1 });
    const reversed = await sandbox.suggest('12 Щёлковское', { count: 1 });
    expect(plain[0]!.value).toBe('г Москва, Щёлковское ш, д 12');
    expect(yo).toEqual(plain);
    expect(reversed).toEqual(plain);
    expect((await sandbox.suggest('улица кремлевская 3', { count: 1 }))[0]!.value).toBe('г Казань, ул Кремлёвская, д 3');
  });

  it('narrows to a city and respects the count', async () => {
    const kazan = await sandbox.suggest('ул', { count: 7, city: 'Казань' });
    expect(kazan).toHaveLength(7);
    expect(kazan.every((s) => s.city === 'Казань')).toBe(true);
    expect(await sandbox.suggest('Тверская', { count: 5, city: 'Казань' })).toEqual([]);
    expect(await sandbox.suggest('несуществующая улица', { count: 5 })).toEqual([]);
    expect(await sandbox.suggest(' ,. ', { count: 5 })).toEqual([]);
  });

  it('geocodes a point back to the nearest house within the radius, nearest first', async () => {
    const [tverskaya7] = await sandbox.suggest('Тверская 7', { count: 1 });
    const near = await sandbox.geolocate({ lat: tverskaya7!.latitude!, lon: tverskaya7!.longitude! }, { count: 3, radiusMeters: 1000 });
    expect(near[0]!.value).toBe('г Москва, ул Тверская, д 7');
    expect(near).toHaveLength(3);
    // The middle of the Gulf of Finland: no house within a kilometre.
    expect(await sandbox.geolocate({ lat: 60.0, lon: 29.3 }, { count: 1, radiusMeters: 1000 })).toEqual([]);
  });
});
