import { SIZE_GROUPS, type SizeCode } from './size-groups';
import type { cellSizes, rentalPeriods } from './tables';

type SizeRow = typeof cellSizes.$inferInsert;
type PeriodRow = typeof rentalPeriods.$inferInsert;

/** What fits in each size group and its picture; the codes, names and bands come from size-groups.ts. */
const SIZE_EXTRAS: Record<SizeCode, { fits: string[]; image: string }> = {
  XS: {
    fits: ['5–10 коробок', 'чемоданы и сумки', 'сезонная одежда и обувь', 'документы и архив'],
    image: '/images/sizes/xs.webp',
  },
  S: {
    fits: ['15–25 коробок', 'велосипед и самокат', 'комплект шин', 'лыжи, сноуборд, палатка'],
    image: '/images/sizes/s.webp',
  },
  M: {
    fits: ['вещи из комнаты', 'диван, шкаф в разборе, холодильник', '30–40 коробок', 'мотоцикл или два велосипеда'],
    image: '/images/sizes/m.webp',
  },
  L: {
    fits: ['вещи из однокомнатной квартиры', 'мебель и бытовая техника', 'товары интернет-магазина', 'стройматериалы на время ремонта'],
    image: '/images/sizes/l.webp',
  },
  XL: {
    fits: ['вещи из двухкомнатной квартиры', 'мебель при переезде', 'складской запас магазина', 'оборудование и инструмент бригады'],
    image: '/images/sizes/xl.webp',
  },
  XXL: {
    fits: ['вещи из трёхкомнатной квартиры или дома', 'паллеты с товаром', 'выставочные стенды', 'небольшой склад бизнеса'],
    image: '/images/sizes/xxl.webp',
  },
};

/** Size classes from a locker to a garage-sized room, from the one definition of the size groups. */
export const sizeRows: SizeRow[] = SIZE_GROUPS.map((group) => ({ ...group, ...SIZE_EXTRAS[group.code] }));

const period = (code: string, tariffKind: string, title: string, length: number, discountPercent: number, sort: number): PeriodRow => ({
  code,
  tariffKind,
  title,
  length,
  discountPercent,
  sort,
});

/** Monthly periods grow the discount with the length; daily and guest ones are priced per day. */
export const periodRows: PeriodRow[] = [
  period('month-1', 'monthly', '1 месяц', 1, 0, 10),
  period('month-3', 'monthly', '3 месяца', 3, 5, 20),
  period('month-6', 'monthly', '6 месяцев', 6, 10, 30),
  period('month-11', 'monthly', '11 месяцев', 11, 15, 40),
  period('day-1', 'daily', '1 день', 1, 0, 10),
  period('day-3', 'daily', '3 дня', 3, 0, 20),
  period('day-7', 'daily', '7 дней', 7, 5, 30),
  period('day-14', 'daily', '14 дней', 14, 10, 40),
  period('day-21', 'daily', '21 день', 21, 15, 50),
  period('guest-1', 'guest', '1 день', 1, 0, 10),
  period('guest-3', 'guest', '3 дня', 3, 0, 20),
  period('guest-7', 'guest', '7 дней', 7, 5, 30),
  period('guest-14', 'guest', '14 дней', 14, 10, 40),
];
