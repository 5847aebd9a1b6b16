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
