import type { CityDeclensions } from './tables';

/** Reference rows the product cannot work without; upserted on every start. */

export const countryRows = [
  { id: 126, nameRu: 'Россия', nameEn: 'Russia', phoneCode: '7', sort: 1 },
  { id: 127, nameRu: 'Беларусь', nameEn: 'Belarus', phoneCode: '375', sort: 2 },
  { id: 128, nameRu: 'Казахстан', nameEn: 'Kazakhstan', phoneCode: '7', sort: 3 },
  { id: 129, nameRu: 'Армения', nameEn: 'Armenia', phoneCode: '374', sort: 4 },
  { id: 130, nameRu: 'Киргизия', nameEn: 'Kyrgyzstan', phoneCode: '996', sort: 5 },
  { id: 131, nameRu: 'Узбекистан', nameEn: 'Uzbekistan', phoneCode: '998', sort: 6 },
  { id: 132, nameRu: 'Таджикистан', nameEn: 'Tajikistan', phoneCode: '992', sort: 7 },
  { id: 133, nameRu: 'Азербайджан', nameEn: 'Azerbaijan', phoneCode: '994', sort: 8 },
  { id: 134, nameRu: 'Грузия', nameEn: 'Georgia', phoneCode: '995', sort: 9 },
  { id: 135, nameRu: 'Молдова', nameEn: 'Moldova', phoneCode: '373', sort: 10 },
  { id: 136, nameRu: 'Туркменистан', nameEn: 'Turkmenistan', phoneCode: '993', sort: 11 },
  { id: 137, nameRu: 'Украина', nameEn: 'Ukraine', phoneCode: '380', sort: 12 },
  { id: 138, nameRu: 'Турция', nameEn: 'Turkey', phoneCode: '90', sort: 13 },
  { id: 139, nameRu: 'Китай', nameEn: 'China', phoneCode: '86', sort: 14 },
  { id: 140, nameRu: 'Сербия', nameEn: 'Serbia', phoneCode: '381', sort: 15 },
];

interface CityRow {
  id: number;
  name: string;
  slug: string;
  icon: string;
  countryId: number;
  latitude: number;
  longitude: number;
  timezone: string;
  declensions: CityDeclensions;
  sort: number;
}

export const cityRows: CityRow[] = [
  {
    id: 604,
    name: 'Москва',
    slug: 'moskva',
    icon: '/images/cities/moskva.svg',
    countryId: 126,
    latitude: 55.758203,
    longitude: 37.620691,
    timezone: 'Europe/Moscow',
    declensions: { nominative: 'Москва', genitive: 'Москвы', dative: 'Москве', prepositional: 'Москве' },
    sort: 1,
  },
  {
    id: 465,
    name: 'Санкт-Петербург',
    slug: 'sankt-peterburg',
    icon: '/images/cities/sankt-peterburg.svg',
    countryId: 126,
    latitude: 59.938951,
    longitude: 30.315635,
    timezone: 'Europe/Moscow',
    declensions: {
      nominative: 'Санкт-Петербург',
      genitive: 'Санкт-Петербурга',
      dative: 'Санкт-Петербургу',
      prepositional: 'Санкт-Петербурге',
    },
    sort: 2,
  },
  {
    id: 466,
    name: 'Казань',
    slug: 'kazan',
    icon: '/images/cities/kazan.svg',
    countryId: 126,
    latitude: 55.796127,
    longitude: 49.106414,
    timezone: 'Europe/Moscow',
    declensions: { nominative: 'Казань', genitive: 'Казани', dative: 'Казани', prepositional: 'Казани' },
    sort: 3,
  },
];

export const localeRows = [
  { id: 1, language: 'Русский', languageCode: 'ru', available: true, activity: true, domain: 'mestechko.ru' },
  { id: 2, language: 'English', languageCode: 'en', available: false, activity: false, domain: 'mestechko.ru' },
];

export const timezoneRows = [
  { id: 1, name: 'Europe/Kaliningrad', title: 'Калининград', utcOffset: '+02:00' },
  { id: 2, name: 'Europe/Moscow', title: 'Москва', utcOffset: '+03:00' },
  { id: 3, name: 'Europe/Samara', title: 'Самара', utcOffset: '+04:00' },
  { id: 4, name: 'Asia/Yekaterinburg', title: 'Екатеринбург', utcOffset: '+05:00' },
  { id: 5, name: 'Asia/Omsk', title: 'Омск', utcOffset: '+06:00' },
  { id: 6, name: 'Asia/Novosibirsk', title: 'Новосибирск', utcOffset: '+07:00' },
  { id: 7, name: 'Asia/Krasnoyarsk', title: 'Красноярск', utcOffset: '+07:00' },
  { id: 8, name: 'Asia/Irkutsk', title: 'Иркутск', utcOffset: '+08:00' },
  { id: 9, name: 'Asia/Yakutsk', title: 'Якутск', utcOffset: '+09:00' },
  { id: 10, name: 'Asia/Vladivostok', title: 'Владивосток', utcOffset: '+10:00' },
  { id: 11, name: 'Asia/Magadan', title: 'Магадан', utcOffset: '+11:00' },
  { id: 12, name: 'Asia/Kamchatka', title: 'Петропавловск-Камчатский', utcOffset: '+12:00' },
];
