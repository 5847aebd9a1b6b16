import { PROMOTIONS_SUMMARY } from '../company';

/**
 * The registry of the public documents: one entry per file in content/documents/<slug>.md.
 * The order within a group is the order on the /documents/ page.
 */
export const documentGroups = ['Хранение', 'Прокат', 'Квартиры', 'Общие', 'Партнёрам'] as const;

export type DocumentGroup = (typeof documentGroups)[number];

export interface DocumentEntry {
  slug: string;
  title: string;
  /** One line for the index and the meta description. */
  description: string;
  group: DocumentGroup;
  /** Date of the current edition, ISO (YYYY-MM-DD). */
  updated: string;
}

export const documents: readonly DocumentEntry[] = [
  {
    slug: 'home-contract',
    title: 'Договор аренды ячейки для физических лиц',
    description: 'Публичная оферта на аренду личной ячейки на тёплом складе для частных клиентов.',
    group: 'Хранение',
    updated: '2026-11-01',
  },
  {
    slug: 'oferta-storage-organisation',
    title: 'Оферта на хранение для юридических лиц',
    description: 'Условия хранения имущества компаний и индивидуальных предпринимателей в ячейках.',
    group: 'Хранение',
    updated: '2026-11-01',
  },
  {
    slug: 'cloud-contract',
    title: 'Договор облачного хранения',
    description: 'Хранение вещей с вывозом грузчиками, описью и доставкой обратно по запросу.',
    group: 'Хранение',
    updated: '2026-11-01',
  },
  {
    slug: 'prokat-contract',
    title: 'Договор проката инструмента',
    description: 'Аренда инструмента и оборудования с получением и возвратом через постаматы.',
    group: 'Прокат',
    updated: '2026-11-01',
  },
  {
    slug: 'apartments-landlord-offer',
    title: 'Оферта для арендодателей квартир',
    description: 'Условия размещения квартир для посуточной аренды и выплаты собственникам.',
    group: 'Квартиры',
    updated: '2026-11-01',
  },
  {
    slug: 'apartments-tenant-offer',
    title: 'Оферта для арендаторов квартир',
    description: 'Бронирование и оплата квартиры посуточно, заселение, залог и отмена.',
    group: 'Квартиры',
    updated: '2026-11-01',
  },
  {
    slug: 'apartments-agent-offer',
    title: 'Оферта для агентов',
    description: 'Условия работы агентов и агентств недвижимости, вознаграждение и отчётность.',
    group: 'Квартиры',
    updated: '2026-11-01',
  },
  {
    slug: 'personal-data',
    title: 'Политика обработки персональных данных',
    description: 'Какие данные мы собираем, зачем, как храним и как их удалить.',
    group: 'Общие',
    updated: '2026-11-01',
  },
  {
    slug: 'promotion-rules',
    title: 'Правила акций и бонусной программы',
    description: `${PROMOTIONS_SUMMARY.charAt(0).toUpperCase()}${PROMOTIONS_SUMMARY.slice(1)}.`,
    group: 'Общие',
    updated: '2026-11-01',
  },
  {
    slug: 'event-rules',
    title: 'Правила проведения мероприятий',
    description: 'Порядок проведения акций-событий, розыгрышей и мероприятий сервиса.',
    group: 'Общие',
    updated: '2026-11-01',
  },
  {
    slug: 'behaviour-rules',
    title: 'Правила поведения на складе и в квартирах',
    description: 'Что можно и нельзя делать на складе, у постаматов и в арендованной квартире.',
    group: 'Общие',
    updated: '2026-11-01',
  },
  {
    slug: 'license-agreement',
    title: 'Лицензионное соглашение',
    description: 'Условия использования мобильного приложения и сайта «Местечко».',
    group: 'Общие',
    updated: '2026-11-01',
  },
  {
    slug: 'technical-requirements',
    title: 'Технические требования',
    description: 'Браузеры, версии приложения, связь и устройства для работы с сервисом.',
    group: 'Общие',
    updated: '2026-11-01',
  },
  {
    slug: 'annual-report',
    title: 'Годовой отчёт за 2025 год',
    description: 'Кратко о работе компании за год: услуги, клиенты, развитие.',
    group: 'Общие',
    updated: '2026-11-01',
  },
  {
    slug: 'partner-brandbook',
    title: 'Брендбук для партнёров',
    description: 'Как партнёрам использовать название, цвета, логотип и тон бренда.',
    group: 'Партнёрам',
    updated: '2026-11-01',
  },
  {
    slug: 'partner-personal-data',
    title: 'Политика обработки персональных данных для партнёров',
    description: 'Обработка данных клиентов и сотрудников партнёров по поручению оператора.',
    group: 'Партнёрам',
    updated: '2026-11-01',
  },
];

/** The seven documents the site must publish, each at its own path. */
export const requiredDocumentSlugs = [
  'home-contract',
  'oferta-storage-organisation',
  'cloud-contract',
  'prokat-contract',
  'apartments-landlord-offer',
  'apartments-tenant-offer',
  'apartments-agent-offer',
] as const;

export function findDocument(slug: string | undefined): DocumentEntry | undefined {
  return documents.find((doc) => doc.slug === slug);
}

export function documentPath(slug: string): string {
  return `/documents/${slug}/`;
}

export function documentPdfPath(slug: string): string {
  return `/documents/${slug}/download/`;
}

/** "2026-11-01" → "01.11.2026". */
export function formatEditionDate(iso: string): string {
  const [year, month, day] = iso.split('-');
  return `${day}.${month}.${year}`;
}

export function documentsByGroup(): { group: DocumentGroup; items: DocumentEntry[] }[] {
  return documentGroups.map((group) => ({ group, items: documents.filter((doc) => doc.group === group) }));
}
