import type { WarehouseBuildInformation, WarehouseLicense, WarehouseLink, WarehouseTimetable } from './tables';

/** How many cells of each size class a warehouse has, spread over its floors. */
export type CellMix = Partial<Record<'XS' | 'S' | 'M' | 'L' | 'XL' | 'XXL', number>>;

export interface WarehouseSeed {
  slug: string;
  type: 'STORAGE' | 'CLOUD';
  cityId: number;
  name: string;
  address: string;
  metro: string | null;
  latitude: number;
  longitude: number;
  timetable: WarehouseTimetable;
  description: string;
  photos: string[];
  build: WarehouseBuildInformation;
  links: WarehouseLink[];
  licenses: WarehouseLicense[];
  /** Price level against the city's base (1 = base). */
  priceFactor: number;
  mix: CellMix;
  sort: number;
}

const MOSCOW = 604;
const SPB = 465;
const KAZAN = 466;

const H24: WarehouseTimetable = { office: 'Пн–Вс 09:00–21:00', access: 'Круглосуточно', access24h: true };
const DAYTIME: WarehouseTimetable = { office: 'Пн–Пт 09:00–20:00, Сб–Вс 10:00–18:00', access: 'Ежедневно 07:00–23:00', access24h: false };

const photos = (slug: string, n = 3) => Array.from({ length: n }, (_, i) => `/images/warehouses/${slug}-${i + 1}.webp`);

function links(name: string, address: string): WarehouseLink[] {
  const q = encodeURIComponent(`${name}, ${address}`);
  return [
    { title: 'Яндекс Карты: маршрут и отзывы', url: `https://yandex.ru/maps/?text=${q}` },
    { title: '2ГИС: как добраться', url: `https://2gis.ru/search/${q}` },
    { title: 'Отзывы на Отзовике', url: `https://otzovik.com/?search_text=${q}` },
  ];
}

function licenses(prefix: string, year: number): WarehouseLicense[] {
  return [
    {
      title: 'Заключение о соответствии требованиям пожарной безопасности',
      number: `${prefix}-ПБ-${year}-0412`,
      issuedBy: 'ГУ МЧС России',
      issuedAt: `${year}-03-14`,
    },
    {
      title: 'Договор на охрану объекта и пультовое наблюдение',
      number: `${prefix}-ОХР-${year}-118`,
      issuedBy: 'ЧОП «Бастион-Центр»',
      issuedAt: `${year}-01-20`,
    },
    {
      title: 'Санитарно-эпидемиологическое заключение',
      number: `${prefix}.01.02.000.М.000${(year % 10) + 3}21.${year}`,
      issuedBy: 'Роспотребнадзор',
      issuedAt: `${year}-05-28`,
    },
  ];
}

export const warehouseSeeds: WarehouseSeed[] = [
  {
    slug: 'moskva-aviamotornaya',
    type: 'STORAGE',
    cityId: MOSCOW,
    name: 'Склад на Авиамоторной',
    address: 'Москва, шоссе Энтузиастов, 31с50',
    metro: 'Авиамоторная',
    latitude: 55.75772,
    longitude: 37.72337,
    timetable: H24,
    description:
      'Тёплый склад в пяти минутах от метро «Авиамоторная». Ячейки от половины квадратного метра до ' +
      'просторных комнат, круглосуточный доступ по коду из приложения, грузовой лифт и тележки у ' +
      'входа. Температура круглый год от +12 до +22 °C.',
    photos: photos('moskva-aviamotornaya'),
    build: {
      builtYear: 2012,
      floors: 3,
      ceilingHeightM: 3.2,
      temperature: 'от +12 до +22 °C круглый год',
      security: ['видеонаблюдение 24/7', 'охрана на посту', 'доступ по личному коду', 'пожарная сигнализация'],
      parking: 'бесплатная парковка на 20 машин',
      loading: 'пандус и грузовой лифт на 2 т',
    },
    links: [],
    licenses: licenses('77', 2023),
    priceFactor: 1.05,
    mix: { XS: 14, S: 16, M: 14, L: 8, XL: 4, XXL: 2 },
    sort: 10,
  },
  {
    slug: 'moskva-dmitrovskaya',
    type: 'STORAGE',
    cityId: MOSCOW,
    name: 'Склад на Дмитровской',
    address: 'Москва, Бутырская ул., 46с2',
    metro: 'Дмитровская',
    latitude: 55.80794,
    longitude: 37.58161,
    timetable: H24,
    description:
      'Склад индивидуального хранения на севере Москвы рядом с Савёловским вокзалом. Подходит для ' +
      'вещей на время ремонта и переезда, для сезонных шин и спортивного инвентаря. Крытая зона ' +
      'разгрузки, стеллажи в малых ячейках.',
    photos: photos('moskva-dmitrovskaya'),
    build: {
      builtYear: 2016,
      floors: 2,
      ceilingHeightM: 3,
      temperature: 'от +14 до +22 °C',
      security: ['видеонаблюдение 24/7', 'датчики движения', 'доступ по личному коду'],
      parking: 'городская парковка у входа',
      loading: 'крытая зона разгрузки, тележки',
    },
    links: [],
    licenses: licenses('77', 2022),
    priceFactor: 1,
    mix: { XS: 12, S: 16, M: 12, L: 8, XL: 4, XXL: 2 },
    sort: 20,
  },
  {
    slug: 'moskva-kolomenskaya',
    type: 'STORAGE',
    cityId: MOSCOW,
    name: 'Склад на Коломенской',
    address: 'Москва, проспект Андропова, 22',
    metro: 'Коломенская',
    latitude: 55.67795,
    longitude: 37.66384,
    timetable: DAYTIME,
    description:
      'Склад на юге Москвы у Третьего транспортного кольца. Большие комнаты для мебели и товаров ' +
      'интернет-магазинов, широкие ворота для грузовиков до 5 тонн, персонал помогает с приёмкой.',
    photos: photos('moskva-kolomenskaya'),
    build: {
      builtYear: 2009,
      floors: 2,
      ceilingHeightM: 4,
      temperature: 'от +10 до +20 °C',
      security: ['видеонаблюдение 24/7', 'охрана на посту', 'пожарная сигнализация'],
      parking: 'площадка для грузовиков до 5 т',
      loading: 'ворота 3 × 3 м, рохли и тележки',
    },
    links: [],
    licenses: licenses('77', 2021),
    priceFactor: 0.95,
    mix: { XS: 6, S: 10, M: 14, L: 12, XL: 8, XXL: 4 },
    sort: 30,
  },
  {
    slug: 'moskva-oblako-lyublino',
    type: 'CLOUD',
    cityId: MOSCOW,
    name: 'Облачный склад в Люблино',
    address: 'Москва, Краснодонская ул., 2к1',
    metro: 'Волжская',
    latitude: 55.69126,
    longitude: 37.74713,
    timetable: { office: 'Пн–Вс 09:00–21:00', access: 'Только с грузчиками сервиса', access24h: false },
    description:
      'Склад облачного хранения: грузчики сами забирают вещи из дома, описывают и фотографируют каждую ' +
      'коробку и привозят обратно по заявке. Сам склад закрыт для посетителей.',
    photos: photos('moskva-oblako-lyublino', 2),
    build: {
      builtYear: 2018,
      floors: 1,
      ceilingHeightM: 8,
      temperature: 'от +12 до +20 °C',
      security: ['видеонаблюдение 24/7', 'охрана на посту', 'учёт каждой коробки'],
      loading: 'доки для фургонов',
    },
    links: [],
    licenses: licenses('77', 2024).slice(0, 2),
    priceFactor: 1,
    mix: {},
    sort: 90,
  },
  {
    slug: 'spb-moskovskie-vorota',
    type: 'STORAGE',
    cityId: SPB,
    name: 'Склад у Московских ворот',
    address: 'Санкт-Петербург, Заставская ул., 22к2',
    metro: 'Московские ворота',
    latitude: 59.88818,
    longitude: 30.32302,
    timetable: H24,
    description:
      'Тёплый склад в Московском районе, семь минут пешком от метро. Ячейки для вещей на время ' +
      'переезда и сезонного хранения, круглосуточный вход по коду, бесплатные тележки и упаковочные ' +
      'материалы на ресепшене.',
    photos: photos('spb-moskovskie-vorota'),
    build: {
      builtYear: 2014,
      floors: 3,
      ceilingHeightM: 3,
      temperature: 'от +12 до +20 °C',
      security: ['видеонаблюдение 24/7', 'доступ по личному коду', 'пожарная сигнализация'],
      parking: 'парковка во дворе',
      loading: 'грузовой лифт на 1,5 т',
    },
    links: [],
    licenses: licenses('78', 2023),
    priceFactor: 1,
    mix: { XS: 12, S: 14, M: 14, L: 8, XL: 4, XXL: 2 },
    sort: 10,
  },
  {
    slug: 'spb-ladozhskaya',
    type: 'STORAGE',
    cityId: SPB,
    name: 'Склад на Ладожской',
    address: 'Санкт-Петербург, Индустриальный проспект, 10А',
    metro: 'Ладожская',
    latitude: 59.93981,
    longitude: 30.47388,
    timetable: DAYTIME,
    description:
      'Склад на правом берегу Невы рядом с Ладожским вокзалом. Много средних и больших ячеек для ' +
      'мебели и бытовой техники, удобный подъезд с КАД и широкая рампа.',
    photos: photos('spb-ladozhskaya'),
    build: {
      builtYear: 2011,
      floors: 2,
      ceilingHeightM: 3.5,
      temperature: 'от +10 до +20 °C',
      security: ['видеонаблюдение 24/7', 'охрана на посту'],
      parking: 'бесплатная парковка',
      loading: 'рампа и гидравлическая тележка',
    },
    links: [],
    licenses: licenses('78', 2022),
    priceFactor: 0.95,
    mix: { XS: 8, S: 12, M: 14, L: 10, XL: 6, XXL: 3 },
    sort: 20,
  },
  {
    slug: 'spb-chernaya-rechka',
    type: 'STORAGE',
    cityId: SPB,
    name: 'Склад на Чёрной речке',
    address: 'Санкт-Петербург, ул. Академика Крылова, 4',
    metro: 'Чёрная речка',
    latitude: 59.98547,
    longitude: 30.30428,
    timetable: H24,
    description:
      'Компактный склад в Приморском районе для личных вещей, велосипедов и шин. Круглосуточный ' +
      'доступ, стеллажи в малых ячейках и видеонаблюдение в каждом коридоре.',
    photos: photos('spb-chernaya-rechka'),
    build: {
      builtYear: 2019,
      floors: 2,
      ceilingHeightM: 2.8,
      temperature: 'от +15 до +22 °C',
      security: ['видеонаблюдение в каждом коридоре', 'доступ по личному коду', 'пожарная сигнализация'],
      parking: 'городская парковка',
    },
    links: [],
    licenses: licenses('78', 2024),
    priceFactor: 1.05,
    mix: { XS: 16, S: 14, M: 10, L: 6, XL: 2, XXL: 1 },
    sort: 30,
  },
  {
    slug: 'kazan-prospekt-pobedy',
    type: 'STORAGE',
    cityId: KAZAN,
    name: 'Склад на проспекте Победы',
    address: 'Казань, проспект Победы, 100',
    metro: 'Проспект Победы',
    latitude: 55.75012,
    longitude: 49.20881,
    timetable: H24,
    description:
      'Тёплый склад в Приволжском районе у станции метро «Проспект Победы». Ячейки всех размеров, ' +
      'круглосуточный доступ, парковка и грузовой лифт.',
    photos: photos('kazan-prospekt-pobedy'),
    build: {
      builtYear: 2015,
      floors: 2,
      ceilingHeightM: 3.2,
      temperature: 'от +12 до +22 °C',
      security: ['видеонаблюдение 24/7', 'доступ по личному коду', 'охрана на посту'],
      parking: 'бесплатная парковка',
      loading: 'грузовой лифт на 2 т',
    },
    links: [],
    licenses: licenses('16', 2023),
    priceFactor: 1,
    mix: { XS: 12, S: 14, M: 14, L: 8, XL: 5, XXL: 2 },
    sort: 10,
  },
  {
    slug: 'kazan-kozya-sloboda',
    type: 'STORAGE',
    cityId: KAZAN,
    name: 'Склад у Козьей слободы',
    address: 'Казань, ул. Декабристов, 85Б',
    metro: 'Козья слобода',
    latitude: 55.81306,
    longitude: 49.10772,
    timetable: DAYTIME,
    description:
      'Склад в Московском районе Казани рядом с метро. Подходит для вещей на время ремонта, сезонных ' +
      'шин и товаров небольшого бизнеса, сотрудники помогают с разгрузкой.',
    photos: photos('kazan-kozya-sloboda'),
    build: {
      builtYear: 2010,
      floors: 1,
      ceilingHeightM: 4,
      temperature: 'от +10 до +20 °C',
      security: ['видеонаблюдение 24/7', 'охрана на посту'],
      parking: 'площадка для грузовиков',
      loading: 'ворота на уровне земли',
    },
    links: [],
    licenses: licenses('16', 2022).slice(0, 2),
    priceFactor: 0.95,
    mix: { XS: 8, S: 12, M: 14, L: 10, XL: 6, XXL: 3 },
    sort: 20,
  },
].map((w) => ({ ...w, links: links(w.name, w.address) }) as WarehouseSeed);
