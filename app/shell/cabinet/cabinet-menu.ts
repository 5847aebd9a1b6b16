export interface CabinetMenuItem {
  to: string;
  label: string;
}

const companiesItem: CabinetMenuItem = { to: '/cabinet/companies/', label: 'Мои компании' };

const baseItems: CabinetMenuItem[] = [
  { to: '/cabinet/subscriptions/', label: 'Мои подписки' },
  { to: '/cabinet/requests/', label: 'Заявки' },
  { to: '/cabinet/payments/', label: 'Платежи и документы' },
  { to: '/cabinet/bonuses/', label: 'Бонусы' },
  { to: '/cabinet/notifications/', label: 'Уведомления' },
  { to: '/cabinet/addresses/', label: 'Адреса' },
  { to: '/cabinet/support/', label: 'Поддержка' },
  { to: '/cabinet/profile/', label: 'Мои данные' },
];

/** The cabinet menu; users with companies get "Мои компании" as the third item. */
export function cabinetMenu(hasCompanies: boolean): CabinetMenuItem[] {
  if (!hasCompanies) return baseItems;
  return [...baseItems.slice(0, 2), companiesItem, ...baseItems.slice(2)];
}

/** The webview cabinet mirrors the cabinet under /webview/cabinet/. */
export function webviewCabinetPath(path: string): string {
  return path.replace(/^\/cabinet\//, '/webview/cabinet/');
}
