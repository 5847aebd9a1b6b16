/** Demo reviews of the demo warehouses (by slug); days back from the seeding moment. */
export interface ReviewSeed {
  slug: string;
  name: string;
  rating: number;
  text: string;
  daysAgo: number;
  /** Approved reviews show on the warehouse page; a 'new' one waits for moderation. */
  status: 'published' | 'new';
}

export const reviewSeeds: ReviewSeed[] = [
  {
    slug: 'moskva-aviamotornaya',
    name: 'Анна Соколова',
    rating: 5,
    text: 'Храню зимние вещи и велосипеды второй год. В ячейке сухо и тепло, на входе всегда кто-то есть, тележки свободны.',
    daysAgo: 6,
    status: 'published',
  },
  {
    slug: 'moskva-aviamotornaya',
    name: 'Дмитрий',
    rating: 4,
    text: 'Удобно, что можно приехать ночью. Минус один — в выходные у грузового лифта бывает очередь.',
    daysAgo: 21,
    status: 'published',
  },
  {
    slug: 'moskva-aviamotornaya',
    name: 'Ольга Кравец',
    rating: 5,
    text: 'Во время ремонта держали здесь мебель три месяца. Всё забрали в том же виде, договор расторгли онлайн за пять минут.',
    daysAgo: 48,
    status: 'published',
  },
  {
    slug: 'moskva-aviamotornaya',
    name: 'Игорь',
    rating: 1,
    text: 'Долго ждал администратора: ячейку открыли только через полчаса.',
    daysAgo: 1,
    status: 'new',
  },
  {
    slug: 'moskva-dmitrovskaya',
    name: 'Сергей Лебедев',
    rating: 5,
    text: 'Держу здесь товар для интернет-магазина: подъезд для машины прямо к погрузке, персонал помогает.',
    daysAgo: 9,
    status: 'published',
  },
  {
    slug: 'moskva-dmitrovskaya',
    name: 'Марина',
    rating: 4,
    text: 'Чисто, светло, ячейка ровно такого размера, как на сайте. Парковка бывает занята вечером.',
    daysAgo: 33,
    status: 'published',
  },
  {
    slug: 'spb-moskovskie-vorota',
    name: 'Екатерина Смирнова',
    rating: 5,
    text: 'Оставила вещи на время переезда. Приятно, что можно продлить аренду в приложении, не приезжая.',
    daysAgo: 12,
    status: 'published',
  },
  {
    slug: 'spb-moskovskie-vorota',
    name: 'Алексей',
    rating: 3,
    text: 'Склад хороший, но до метро идти дольше, чем казалось по карте. Внутри всё аккуратно.',
    daysAgo: 40,
    status: 'published',
  },
  {
    slug: 'kazan-prospekt-pobedy',
    name: 'Рустам',
    rating: 5,
    text: 'Храню шины и лодочный мотор. Тепло, доступ круглосуточный, охрана на месте.',
    daysAgo: 15,
    status: 'published',
  },
];
