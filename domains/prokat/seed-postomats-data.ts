// The pickup lockers that ship with the project, in each of the three seeded cities.
import type { PostomatTimetable } from './tables';

export interface PostomatSeed {
  number: string;
  name: string;
  cityId: number;
  address: string;
  place: string;
  latitude: number;
  longitude: number;
  timeZone: string;
  timetable: PostomatTimetable;
  photo: number;
}

const MOSCOW = 604;
const SPB = 465;
const KAZAN = 466;
const ALWAYS: PostomatTimetable = { text: 'Круглосуточно', around24h: true };
const MALL: PostomatTimetable = { text: 'Ежедневно 10:00–22:00', around24h: false };
const METRO: PostomatTimetable = { text: 'Ежедневно 05:30–01:00', around24h: false };

export const POSTOMAT_SEEDS: PostomatSeed[] = [
  {
    number: 'П-101',
    name: 'ТЦ «Авиапарк»',
    cityId: MOSCOW,
    address: 'г Москва, Ходынский б-р, д 4',
    place: '1 этаж, у входа 3, рядом с пунктом выдачи заказов',
    latitude: 55.7903,
    longitude: 37.5312,
    timeZone: 'Europe/Moscow',
    timetable: MALL,
    photo: 1,
  },
  {
    number: 'П-102',
    name: 'ЖК «Символ»',
    cityId: MOSCOW,
    address: 'г Москва, ул Золоторожский Вал, д 11, стр 2',
    place: 'Во дворе, под навесом у паркинга',
    latitude: 55.7489,
    longitude: 37.6952,
    timeZone: 'Europe/Moscow',
    timetable: ALWAYS,
    photo: 2,
  },
  {
    number: 'П-103',
    name: 'Метро «Профсоюзная»',
    cityId: MOSCOW,
    address: 'г Москва, ул Профсоюзная, д 27',
    place: 'Выход 2 из метро, в вестибюле',
    latitude: 55.6779,
    longitude: 37.5625,
    timeZone: 'Europe/Moscow',
    timetable: METRO,
    photo: 3,
  },
  {
    number: 'П-104',
    name: 'Строительный двор на Варшавке',
    cityId: MOSCOW,
    address: 'г Москва, Варшавское ш, д 97',
    place: 'У входа в торговый зал, слева от касс',
    latitude: 55.6551,
    longitude: 37.6186,
    timeZone: 'Europe/Moscow',
    timetable: MALL,
    photo: 1,
  },
  {
    number: 'П-105',
    name: 'ЖК «Измайловский»',
    cityId: MOSCOW,
    address: 'г Москва, Измайловский пр-кт, д 73/2',
    place: 'Во дворе, у колясочной второго подъезда',
    latitude: 55.7889,
    longitude: 37.7915,
    timeZone: 'Europe/Moscow',
    timetable: ALWAYS,
    photo: 2,
  },
  {
    number: 'П-106',
    name: 'Метро «Речной вокзал»',
    cityId: MOSCOW,
    address: 'г Москва, Фестивальная ул, д 2Б',
    place: 'Выход 1 из метро, павильон у остановки',
    latitude: 55.8547,
    longitude: 37.4766,
    timeZone: 'Europe/Moscow',
    timetable: METRO,
    photo: 3,
  },
  {
    number: 'П-201',
    name: 'ТРК «Галерея»',
    cityId: SPB,
    address: 'г Санкт-Петербург, Лиговский пр-кт, д 30А',
    place: 'Цокольный этаж, у выхода к парковке',
    latitude: 59.9275,
    longitude: 30.3608,
    timeZone: 'Europe/Moscow',
    timetable: MALL,
    photo: 1,
  },
  {
    number: 'П-202',
    name: 'ЖК «Северная долина»',
    cityId: SPB,
    address: 'г Санкт-Петербург, пр-кт Федора Абрамова, д 8',
    place: 'Во дворе, у шлагбаума',
    latitude: 60.0706,
    longitude: 30.3378,
    timeZone: 'Europe/Moscow',
    timetable: ALWAYS,
    photo: 2,
  },
  {
    number: 'П-203',
    name: 'Метро «Московская»',
    cityId: SPB,
    address: 'г Санкт-Петербург, Московский пр-кт, д 189',
    place: 'Выход к Московской площади, павильон',
    latitude: 59.8519,
    longitude: 30.3219,
    timeZone: 'Europe/Moscow',
    timetable: METRO,
    photo: 3,
  },
  {
    number: 'П-301',
    name: 'ТЦ «Кольцо»',
    cityId: KAZAN,
    address: 'г Казань, ул Петербургская, д 1',
    place: '1 этаж, у входа со стороны Баумана',
    latitude: 55.7865,
    longitude: 49.1243,
    timeZone: 'Europe/Moscow',
    timetable: MALL,
    photo: 1,
  },
  {
    number: 'П-302',
    name: 'ЖК «Светлая долина»',
    cityId: KAZAN,
    address: 'г Казань, ул Азата Аббасова, д 8',
    place: 'Во дворе, у детской площадки',
    latitude: 55.7358,
    longitude: 49.2042,
    timeZone: 'Europe/Moscow',
    timetable: ALWAYS,
    photo: 2,
  },
];

/** Cells of every seeded locker by size, numbered in this order. */
export const CELL_MIX: Array<['S' | 'M' | 'L', number]> = [
  ['S', 8],
  ['M', 10],
  ['L', 8],
];

/** How many cells of each size hold a tool when seeded; the rest stay free for returns. */
export const UNITS_PER_SIZE: Record<'S' | 'M' | 'L', number> = { S: 6, M: 8, L: 6 };

/** The cell size each category's tools need. */
export const CATEGORY_CELL_SIZE: Record<string, 'S' | 'M' | 'L'> = {
  perforatory: 'M',
  'dreli-i-shurupoverty': 'S',
  'shlifovalnye-mashiny': 'M',
  'pily-i-lobziki': 'L',
  'moyki-vysokogo-davleniya': 'L',
  'stroitelnye-pylesosy': 'L',
  'sadovaya-tekhnika': 'L',
  'izmeritelnye-instrumenty': 'S',
  'klimaticheskaya-tekhnika': 'L',
};
