import type { LaunchService } from '../../../domains/content/schema';

/** A service line that is not open yet: what its «Скоро» page says. */
export interface ComingSoonLine {
  service: LaunchService;
  /** The page's own path, ending with "/". */
  path: string;
  title: string;
  /** One sentence: what the line will be. */
  lead: string;
  /** What a visitor will be able to do, three or four short points. */
  points: readonly string[];
}

export const COMING_SOON_LINES = {
  clouds: {
    service: 'clouds',
    path: '/clouds/',
    title: 'Хранение с доставкой',
    lead: 'Грузчики заберут вещи из дома, отвезут на тёплый склад и привезут обратно, когда они понадобятся.',
    points: [
      'Вывоз и возврат вещей в удобный вам интервал',
      'Цена по объёму: платите только за место, которое занимают вещи',
      'Опись вещей с фотографиями в личном кабинете',
    ],
  },
  prokat: {
    service: 'prokat',
    path: '/prokat/',
    title: 'Прокат инструментов',
    lead: 'Инструмент и оборудование на день или неделю: бронируете на сайте и забираете из постамата рядом с домом.',
    points: [
      'Каталог инструментов по категориям и моделям',
      'Выдача и возврат через постаматы без очередей',
      'Оплата онлайн и залог на карте',
    ],
  },
  'tariffs-prokat': {
    service: 'prokat',
    path: '/tariffs/prokat/',
    title: 'Тарифы проката',
    lead: 'Здесь будут цены проката инструментов: за сутки, за неделю и с бонусными баллами.',
    points: [
      'Цена за сутки и за неделю для каждой модели',
      'Скидки на долгую аренду',
      'Штрафы и условия возврата — уже на странице «Штрафы проката»',
    ],
  },
  kvartiry: {
    service: 'kvartiry',
    path: '/kvartiry/',
    title: 'Аренда квартир',
    lead: 'Квартиры посуточно для гостей города и для тех, кто переезжает: с онлайн-бронированием и доступом без ключей.',
    points: [
      'Проверенные квартиры с фотографиями и отзывами',
      'Доступ в квартиру по коду в выбранное время',
      'Для собственников — сдача квартиры через сервис',
    ],
  },
} as const satisfies Record<string, ComingSoonLine>;

export type ComingSoonLineId = keyof typeof COMING_SOON_LINES;
