/** The four service lines as the main page presents them. Prices are the lowest public tariffs. */
export interface ServiceLine {
  id: 'storages' | 'clouds' | 'prokat' | 'kvartiry';
  title: string;
  /** A short second name shown above the title, e.g. the marketing name of the service. */
  kicker: string;
  description: string;
  benefits: readonly string[];
  priceFrom: number;
  priceUnit: string;
  to: string;
  cta: string;
  icon: string;
}

export const serviceLines: readonly ServiceLine[] = [
  {
    id: 'storages',
    kicker: 'Тёплые склады',
    title: 'Хранение вещей',
    description:
      'Личные ячейки от 1 до 30\u00a0м² на охраняемых складах. Привезите вещи сами и забирайте их, когда понадобятся.',
    benefits: ['От +5 до +25\u00a0°C круглый год', 'Вход по личному коду 24/7', 'Видеонаблюдение и охрана'],
    priceFrom: 990,
    priceUnit: 'в месяц',
    to: '/storages/',
    cta: 'Выбрать ячейку',
    icon: '/images/home/storages.svg',
  },
  {
    id: 'clouds',
    kicker: 'Облачное хранение',
    title: 'Хранение с\u00a0доставкой',
    description:
      'Грузчики приедут, упакуют и увезут вещи на склад, а потом привезут обратно — всё сразу или по одной вещи.',
    benefits: ['Упаковка и вывоз в удобный день', 'Опись с фото в личном кабинете', 'Доставка обратно по запросу'],
    priceFrom: 1490,
    priceUnit: 'в месяц',
    to: '/clouds/',
    cta: 'Заказать вывоз',
    icon: '/images/home/clouds.svg',
  },
  {
    id: 'prokat',
    kicker: 'Прокат',
    title: 'Инструменты напрокат',
    description:
      'Перфораторы, шуруповёрты, моющие пылесосы и садовая техника в постаматах рядом с домом.',
    benefits: ['Выдача из постамата без очереди', 'Проверенный инструмент с расходниками', 'Аренда от одних суток'],
    priceFrom: 290,
    priceUnit: 'в сутки',
    to: '/prokat/',
    cta: 'Выбрать инструмент',
    icon: '/images/home/prokat.svg',
  },
  {
    id: 'kvartiry',
    kicker: 'Жильё',
    title: 'Аренда квартир',
    description:
      'Квартиры посуточно и на несколько недель — для командировки, отпуска или на время ремонта.',
    benefits: ['Проверенные квартиры с реальными фото', 'Бронирование и оплата онлайн', 'Бесконтактное заселение'],
    priceFrom: 2500,
    priceUnit: 'в сутки',
    to: '/kvartiry/',
    cta: 'Найти квартиру',
    icon: '/images/home/kvartiry.svg',
  },
];
