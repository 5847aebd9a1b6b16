import type { KindCancellation } from '../../orders/service.server';
import { dayTitle } from '../../../lib/moscow-calendar';

/**
 * How a storage rental ends early. Product choices of a self-storage, shown to the person before
 * they decide: 14 days of notice, the refund within 10 working days, and a photo of the emptied
 * cell (a cell that was never used needs none). Auto renewal stops at once.
 */
export const storageCancellation: KindCancellation = {
  noticeDays: 14,
  refundWorkingDays: 10,
  minPhotos: 1,
  photosMissing: 'Приложите хотя бы одно фото пустой ячейки',
  conditions: ({ min, max, noticeLastDay }) => [
    `Аренда продолжается до выбранной даты окончания включительно. Выберите день с ${dayTitle(min)} ` +
      `по ${dayTitle(max)} — последний оплаченный день.`,
    `Расторжение нужно оформить не менее чем за ${storageCancellation.noticeDays} дней. Если выбранная дата ` +
      `раньше, аренда оплачивается по ${dayTitle(noticeLastDay)}.`,
    `Неиспользованные целые дни оплаченного периода после этого срока вернём на карту, с которой ` +
      `была оплата, в течение ${storageCancellation.refundWorkingDays} рабочих дней. Часть, оплаченная ` +
      `бонусами, деньгами не возвращается.`,
    'До даты окончания вывезите вещи, освободите ячейку и сфотографируйте её пустой: фото нужно ' +
      'приложить к заявке. Если ячейкой не пользовались, фото не нужно.',
    'В день выезда сдайте ключ или карту доступа администратору склада. Вещи, оставленные после даты ' +
      'окончания, хранятся по тарифу и могут быть вскрыты по правилам склада.',
    'Автопродление отключается сразу после оформления. Пока не наступила дата окончания, заявку можно отозвать.',
  ],
};
