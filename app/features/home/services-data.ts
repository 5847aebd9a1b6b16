import { formatAreaSpan } from '../../../domains/storages/size-groups';
import { formatDegreesRange } from '../../../domains/storages/facts';
import type { HomeFacts } from './use-home-facts';

/** A line's lowest price as the card states it: "от 1 790 ₽ в месяц в Казани". */
export interface ServicePrice {
  from: number;
  unit: string;
  /** Where that price is found, in the prepositional case with its preposition: "в Казани". */
  where: string | null;
}

/**
 * The four service lines as the main page presents them. Figures come from the catalogue (see
 * `serviceLinesFor`); a line without data of its own states no price.
 */
export interface ServiceLine {
  id: 'storages' | 'clouds' | 'prokat' | 'kvartiry';
  title: string;
  /** A short second name shown above the title, e.g. the marketing name of the service. */
  kicker: string;
  description: string;
  benefits: readonly string[];
  price: ServicePrice | null;
  to: string;
  cta: string;
  icon: string;
}

/** The lines as written, without figures; the storages line gets its own in `serviceLinesFor`. */
export const serviceLines: readonly ServiceLine[] = [
  {
    id: 'storages',
    kicker: 'Тёплые склады',
    title: 'Хранение вещей',
    description: 'Личные ячейки на охраняемых складах. Привезите вещи сами и забирайте их, когда понадобятся.',
    benefits: ['Тёплые склады круглый год', 'Вход по личному коду 24/7', 'Видеонаблюдение и охрана'],
    price: null,
    to: '/storages/',
    cta: 'Выбрать ячейку',
    icon: '/images/home/storages.svg',
  },
  {
    id: 'clouds',
    kicker: 'Облачное хранение',
    title: 'Хранение с\u00a0доставкой',
    description: 'Грузчики приедут, упакуют и увезут вещи на склад, а потом привезут обратно — всё сразу или по одной вещи.',
    benefits: ['Упаковка и вывоз в удобный день', 'Опись с фото в личном кабинете', 'Доставка обратно по запросу'],
    price: null,
    to: '/clouds/',
    cta: 'Заказать вывоз',
    icon: '/images/home/clouds.svg',
  },
  {
    id: 'prokat',
    kicker: 'Прокат',
    title: 'Инструменты напрокат',
    description: 'Перфораторы, шуруповёрты, моющие пылесосы и садовая техника в постаматах рядом с домом.',
    benefits: ['Выдача из постамата без очереди', 'Проверенный инструмент с расходниками', 'Аренда от одних суток'],
    price: null,
    to: '/prokat/',
    cta: 'Выбрать инструмент',
    icon: '/images/home/prokat.svg',
  },
  {
    id: 'kvartiry',
    kicker: 'Жильё',
    title: 'Аренда квартир',
    description: 'Квартиры посуточно и на несколько недель — для командировки, отпуска или на время ремонта.',
    benefits: ['Проверенные квартиры с реальными фото', 'Бронирование и оплата онлайн', 'Бесконтактное заселение'],
    price: null,
    to: '/kvartiry/',
    cta: 'Найти квартиру',
    icon: '/images/home/kvartiry.svg',
  },
];

const capitalise = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** "в Москве и Казани" from the names in the prepositional case. */
function inCities(names: readonly string[], joinRu: (items: readonly string[]) => string): string | null {
  return names.length > 0 ? `в ${joinRu(names)}` : null;
}

/**
 * The lines with the storage catalogue's figures: the lowest monthly price of a bookable cell over
 * all cities (and the cities where it is found), the smallest and largest cell areas and the
 * warehouses' temperature. Without catalogue data the storages card states none of them.
 */
export function serviceLinesFor(facts: HomeFacts, joinRu: (items: readonly string[]) => string): ServiceLine[] {
  const { storage } = facts;
  return serviceLines.map((line) => {
    if (line.id !== 'storages') return line;
    const areas =
      storage.area_from !== null && storage.area_to !== null ? ` ${formatAreaSpan({ from: storage.area_from, to: storage.area_to })}` : '';
    const temperature =
      storage.temperature_from !== null && storage.temperature_to !== null
        ? `${capitalise(formatDegreesRange(storage.temperature_from, storage.temperature_to))} круглый год`
        : 'Тёплые склады круглый год';
    const access =
      storage.warehouses === 0 || storage.warehouses_24h === storage.warehouses
        ? 'Вход по личному коду 24/7'
        : `Вход по личному коду, круглосуточно — на ${storage.warehouses_24h} из ${storage.warehouses} складов`;
    return {
      ...line,
      description: `Личные ячейки${areas} на охраняемых складах. Привезите вещи сами и забирайте их, когда понадобятся.`,
      benefits: [temperature, access, ...line.benefits.slice(2)],
      price:
        storage.min_monthly_price !== null
          ? { from: storage.min_monthly_price, unit: 'в месяц', where: inCities(facts.cheapestCitiesIn, joinRu) }
          : null,
    };
  });
}
