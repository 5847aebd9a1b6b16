import { createHash } from 'node:crypto';
import dataset from './sandbox-streets.json';
import { suggestionsOf, type AddressSuggestions, type DadataAnswer } from './address-suggestions';
import { distanceMeters } from '../../lib/geo-distance';

type Point = [number, number];
type StreetRow = [string, string, Point, Point, number, string?];
type DadataSuggestion = DadataAnswer['suggestions'][number];

interface Entry {
  city: string;
  /** Lower case, ё as е, words only: what a query's words are matched against. */
  words: string[];
  house: number | null;
  lat: number;
  lon: number;
  suggestion: DadataSuggestion;
}

/** Full forms of the types, so «улица», «проспект» or «дом» find the short ones DaData writes. */
const TYPE_WORDS: Record<string, string> = { ул: 'улица', 'пр-кт': 'проспект', ш: 'шоссе', 'б-р': 'бульвар', г: 'город', д: 'дом' };
const ADJECTIVE_END = /(ий|ый|ой|ое|ая|ее)$/;

/** Lower case, ё as е, punctuation as spaces: «Щёлковское ш.» and «щелковское ш» are one query. */
export function normalizeQuery(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/ё/g, 'е')
    .split(/[^a-zа-я0-9]+/u)
    .filter(Boolean);
}

/** DaData writes the type first («ул Тверская», «пр-кт Мира») but after an adjective («Ленинградский пр-кт»). */
function streetWithType(type: string, name: string): string {
  const first = name.split(' ')[0]!;
  return type !== 'ул' && ADJECTIVE_END.test(first) ? `${name} ${type}` : `${type} ${name}`;
}

function digitsOf(seed: string, count: number): string {
  const hex = createHash('sha1').update(seed).digest('hex');
  return [...hex.slice(0, count)].map((c) => String(Number.parseInt(c, 16) % 10)).join('');
}

/** A stable made-up ФИАС id of the sandbox house (a UUID shape, never a real one). */
function fakeFiasId(seed: string): string {
  const hex = createHash('sha1').update(`sandbox:${seed}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

function buildEntries(): Entry[] {
  const entries: Entry[] = [];
  for (const city of dataset.cities) {
    for (const row of city.streets as StreetRow[]) {
      const [type, name, from, to, last, settlement] = row;
      const street = streetWithType(type, name);
      const place = [city.city_with_type, settlement].filter(Boolean).join(', ');
      const postal = `${city.postal_prefix}${digitsOf(`${place} ${street}`, 6)}`.slice(0, 6);
      const baseWords = normalizeQuery(`${place} ${street} ${TYPE_WORDS[type] ?? ''} ${TYPE_WORDS.г}`);
      const point = (house: number | null): Point => {
        const share = house === null ? 0.5 : last <= 1 ? 0 : (house - 1) / (last - 1);
        const round = (n: number) => Math.round(n * 1_000_000) / 1_000_000;
        return [round(from[0] + (to[0] - from[0]) * share), round(from[1] + (to[1] - from[1]) * share)];
      };
      const add = (house: number | null) => {
        const [lat, lon] = point(house);
        const value = [place, street, house === null ? null : `д ${house}`].filter(Boolean).join(', ');
        entries.push({
          city: city.city,
          words: house === null ? baseWords : [...baseWords, 'д', 'дом', String(house)],
          house,
          lat,
          lon,
          suggestion: {
            value,
            unrestricted_value: [postal, city.region_with_type === city.city_with_type ? null : city.region_with_type, value]
              .filter(Boolean)
              .join(', '),
            data: {
              postal_code: postal,
              region_with_type: city.region_with_type,
              city: city.city,
              city_with_type: city.city_with_type,
              settlement_with_type: settlement ?? null,
              street_with_type: street,
              house: house === null ? null : String(house),
              house_type: house === null ? null : 'д',
              fias_id: fakeFiasId(value),
              geo_lat: String(lat),
              geo_lon: String(lon),
            },
          },
        });
      };
      add(null);
      for (let house = 1; house <= last; house += 1) add(house);
    }
  }
  return entries;
}

let entries: Entry[] | undefined;
const allEntries = () => (entries ??= buildEntries());

/** Whether every word typed starts a word of the address (a number must be the house's number exactly or its start). */
function matches(entry: Entry, query: string[]): boolean {
  return query.every((word) => entry.words.some((w) => w.startsWith(word)));
}

/** Streets first while no house number is typed; then houses by number, an exact number first. */
function rank(query: string[]) {
  const numbers = query.filter((w) => /^\d/.test(w));
  return (entry: Entry): number => {
    if (numbers.length === 0) return entry.house === null ? 0 : 1 + (entry.house ?? 0) / 10_000;
    if (entry.house === null) return 3;
    const exact = numbers.includes(String(entry.house));
    return (exact ? 0 : 1) + entry.house / 10_000;
  };
}

/**
 * The sandbox of the suggestions service: real streets of Moscow, Saint Petersburg and Kazan from
 * sandbox-streets.json with generated house numbers, answering in DaData's shape. Search is by the
 * start of each word, case- and ё-insensitive; reverse geocoding gives the nearest houses.
 */
export function createSandboxAddressSuggestions(): AddressSuggestions {
  return {
    sandbox: true,
    async suggest(text, { count, city }) {
      const query = normalizeQuery(text);
      if (query.length === 0) return [];
      const score = rank(query);
      const found = allEntries()
        .filter((entry) => (!city || entry.city === city) && matches(entry, query))
        .map((entry, order) => ({ entry, order, score: score(entry) }))
        .sort((a, b) => a.score - b.score || a.order - b.order)
        .slice(0, count);
      return suggestionsOf({ suggestions: found.map(({ entry }) => entry.suggestion) });
    },
    async geolocate({ lat, lon }, { count, radiusMeters }) {
      const point = { latitude: lat, longitude: lon };
      const near = allEntries()
        .filter((entry) => entry.house !== null)
        .map((entry) => ({ entry, distance: distanceMeters(point, { latitude: entry.lat, longitude: entry.lon }) }))
        .filter(({ distance }) => distance <= radiusMeters)
        .sort((a, b) => a.distance - b.distance)
        .slice(0, count);
      return suggestionsOf({ suggestions: near.map(({ entry }) => entry.suggestion) });
    },
  };
}
