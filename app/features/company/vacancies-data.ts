import { formatRub } from '../../../lib/format/money';
import { siteConfig } from '../../../lib/site-config';

/** An opening. Salary is integer roubles a month before tax. */
export interface Vacancy {
  id: string;
  title: string;
  city: string;
  schedule: string;
  salaryFrom: number;
  salaryTo?: number;
  summary: string;
  duties: readonly string[];
  requirements: readonly string[];
  offer: readonly string[];
}

export const vacancies: readonly Vacancy[] = [
  {
    id: 'kladovshchik',
    title: 'Кладовщик на тёплый склад',
    city: 'Москва',
    schedule: 'Смены 2/2 по 12 часов, дневные',
    salaryFrom: 70000,
    salaryTo: 85000,
    summary: 'Принимаете и выдаёте вещи клиентов, следите за порядком в ячейках и на складе.',
    duties: [
      'Приёмка вещей от грузчиков и клиентов по описи с фото в мобильном приложении',
      'Размещение коробок и мебели на стеллажах и в ячейках',
      'Подготовка вещей к выдаче и доставке по заявкам',
      'Контроль температуры, чистоты и исправности замков',
    ],
    requirements: [
      'Опыт работы на складе от полугода',
      'Аккуратность: вещи клиентов — это их личная история',
      'Уверенная работа со смартфоном',
    ],
    offer: ['Официальное оформление с первого дня', 'Тёплый склад и форма', 'Компенсация питания'],
  },
  {
    id: 'gruzchik-voditel',
    title: 'Грузчик-водитель для вывоза вещей',
    city: 'Санкт-Петербург',
    schedule: 'Пятидневка или 2/2, с 8:00 до 20:00',
    salaryFrom: 80000,
    salaryTo: 110000,
    summary: 'Приезжаете к клиенту, упаковываете и вывозите вещи на склад, а потом привозите обратно.',
    duties: [
      'Упаковка вещей и мебели, разборка и сборка простой мебели',
      'Погрузка и перевозка на фургоне компании',
      'Опись вещей с фото в приложении вместе с клиентом',
      'Доставка вещей обратно в назначенный слот',
    ],
    requirements: ['Водительские права категории B, стаж от 3 лет', 'Физическая выносливость и вежливость с клиентами', 'Знание города'],
    offer: ['Фургон и инструмент от компании', 'Еженедельные выплаты', 'Премия за отзывы клиентов'],
  },
  {
    id: 'menedzher-podderzhki',
    title: 'Менеджер поддержки клиентов',
    city: 'Казань или удалённо',
    schedule: 'Сменный график, есть ночные смены с доплатой',
    salaryFrom: 55000,
    salaryTo: 75000,
    summary: 'Помогаете клиентам в чате и по телефону: бронирования, оплаты, доступ к ячейкам и постаматам.',
    duties: [
      'Ответы в чате личного кабинета, приложения и по телефону',
      'Решение вопросов с оплатой, возвратами и доступом',
      'Координация с кладовщиками, грузчиками и инженерами',
    ],
    requirements: ['Грамотная письменная речь', 'Умение спокойно разбираться в сложных ситуациях', 'Опыт в поддержке или продажах — плюс'],
    offer: ['Обучение на старте с оплатой', 'Оборудование для удалённой работы', 'Рост до старшего смены'],
  },
  {
    id: 'inzhener-postamatov',
    title: 'Инженер постаматов',
    city: 'Москва',
    schedule: 'Пятидневка, разъездной характер работы',
    salaryFrom: 90000,
    salaryTo: 120000,
    summary: 'Следите, чтобы постаматы с инструментами открывались с первого раза в любую погоду.',
    duties: [
      'Установка и подключение постаматов, плановое обслуживание',
      'Диагностика замков, контроллеров и связи, замена модулей',
      'Выезды по заявкам поддержки',
    ],
    requirements: [
      'Опыт обслуживания терминалов, вендинга или слаботочных систем',
      'Понимание электрики и сетей на практике',
      'Права категории B',
    ],
    offer: ['Служебный автомобиль', 'Компенсация связи', 'Инструмент и спецодежда'],
  },
  {
    id: 'frontend-developer',
    title: 'Frontend-разработчик (React, TypeScript)',
    city: 'Удалённо',
    schedule: 'Полный день, гибкое начало',
    salaryFrom: 220000,
    salaryTo: 320000,
    summary: 'Делаете сайт, личный кабинет и экраны приложения, которыми пользуются тысячи людей каждый день.',
    duties: [
      'Разработка страниц на React Router с серверным рендерингом',
      'Доступность, скорость и удобство на телефонах',
      'Тесты: unit и сквозные на Playwright',
    ],
    requirements: [
      'Опыт коммерческой разработки на React и TypeScript от 3 лет',
      'Понимание HTTP, кеширования и SSR',
      'Умение аккуратно работать с формами и ошибками',
    ],
    offer: ['Оборудование и компенсация коворкинга', 'ДМС после испытательного срока', 'Бюджет на обучение'],
  },
];

/** The address for applications: a jobs address when the site config has one, otherwise support. */
export function jobsEmail(): string {
  const config: { email: string; jobsEmail?: string } = siteConfig;
  return config.jobsEmail ?? config.email;
}

/** mailto: link with the vacancy in the subject. */
export function applyHref(vacancy?: Pick<Vacancy, 'title' | 'city'>): string {
  const subject = vacancy ? `Отклик на вакансию: ${vacancy.title} (${vacancy.city})` : 'Резюме для Местечка';
  return `mailto:${jobsEmail()}?subject=${encodeURIComponent(subject)}`;
}

/** "от 70 000 ₽" or "от 70 000 до 85 000 ₽". */
export function salaryLabel(vacancy: Pick<Vacancy, 'salaryFrom' | 'salaryTo'>): string {
  if (vacancy.salaryTo == null) return `от ${formatRub(vacancy.salaryFrom)}`;
  return `от ${formatRub(vacancy.salaryFrom).replace(/\s₽$/, '')} до ${formatRub(vacancy.salaryTo)}`;
}
