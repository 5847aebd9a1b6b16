import type { StaffRole } from '../../../domains/staff/schema';

export interface AdminSection {
  path: string;
  title: string;
  /** Who sees it; admin sees every section. */
  roles: readonly StaffRole[];
}

/**
 * The console's sections, in menu order. A service line adds its section here with the roles that
 * may open it; the page's loader checks the same roles (requireStaffPage) and its calls do too.
 */
export const ADMIN_SECTIONS: readonly AdminSection[] = [
  { path: '/admin/', title: 'Сводка', roles: ['support', 'operator', 'mover', 'storekeeper'] },
  { path: '/admin/support/', title: 'Поддержка', roles: ['support'] },
  { path: '/admin/reviews/', title: 'Отзывы', roles: ['operator'] },
  { path: '/admin/ratings/', title: 'Оценки заказов', roles: ['operator', 'support'] },
  { path: '/admin/leads/', title: 'Заявки', roles: ['operator'] },
  { path: '/admin/notices/', title: 'Сообщения сайта', roles: ['operator'] },
  { path: '/admin/banners/', title: 'Баннеры', roles: ['operator'] },
  { path: '/admin/documents/', title: 'Документы', roles: ['operator'] },
  { path: '/admin/invoices/', title: 'Счета', roles: ['operator'] },
  { path: '/admin/clouds/', title: 'Облако: диспетчерская', roles: ['operator'] },
  { path: '/admin/clouds/mover/', title: 'Маршрут грузчика', roles: ['mover'] },
  { path: '/admin/clouds/storekeeper/', title: 'Склад: приёмка', roles: ['storekeeper'] },
  { path: '/admin/prokat/', title: 'Прокат: возвраты и постаматы', roles: ['operator', 'storekeeper'] },
  { path: '/admin/staff/', title: 'Сотрудники', roles: ['admin'] },
  { path: '/admin/audit/', title: 'Журнал действий', roles: ['admin'] },
];

export function sectionsFor(roles: readonly StaffRole[]): AdminSection[] {
  if (roles.includes('admin')) return [...ADMIN_SECTIONS];
  return ADMIN_SECTIONS.filter((section) => section.roles.some((role) => roles.includes(role)));
}
