export interface CabinetMenuItem {
  to: string;
  label: string;
}

interface PlannedItem extends CabinetMenuItem {
  /** Whether the section's page exists; sections still to be built stay out of the menu (no link to a 404). */
  built: boolean;
  /** Whether the section also has its page under /webview/cabinet/ (the mobile app's webview). */
  webview?: boolean;
}

const companiesItem: PlannedItem = { to: '/cabinet/companies/', label: 'Мои компании', built: true };

/** Every section of the cabinet in menu order, built or not. */
export const CABINET_SECTIONS: readonly PlannedItem[] = [
  { to: '/cabinet/subscriptions/', label: 'Мои подписки', built: true, webview: true },
  { to: '/cabinet/requests/', label: 'Заявки', built: true, webview: true },
  { to: '/cabinet/cloud/', label: 'Облако', built: true },
  { to: '/cabinet/payments/', label: 'Платежи и документы', built: true, webview: true },
  { to: '/cabinet/bonuses/', label: 'Бонусы', built: true, webview: true },
  { to: '/cabinet/notifications/', label: 'Уведомления', built: true },
  { to: '/cabinet/addresses/', label: 'Адреса', built: true, webview: true },
  { to: '/cabinet/support/', label: 'Поддержка', built: true },
  { to: '/cabinet/profile/', label: 'Мои данные', built: true, webview: true },
];

/** Whether a cabinet path's section has a page yet (the header's bonus and bell links ask too). */
export function isCabinetSectionBuilt(to: string): boolean {
  return [...CABINET_SECTIONS, companiesItem].some((item) => item.to === to && item.built);
}

const shown = (items: readonly PlannedItem[]): CabinetMenuItem[] =>
  items.filter((item) => item.built).map(({ to, label }) => ({ to, label }));

/** The cabinet menu of built sections; users with companies get "Мои компании" third, after the requests. */
export function cabinetMenu(hasCompanies: boolean): CabinetMenuItem[] {
  if (!hasCompanies) return shown(CABINET_SECTIONS);
  return shown([...CABINET_SECTIONS.slice(0, 2), companiesItem, ...CABINET_SECTIONS.slice(2)]);
}

/** The webview cabinet's menu: the built sections that have a webview page, under /webview/cabinet/. */
export function webviewCabinetMenu(hasCompanies: boolean): CabinetMenuItem[] {
  const webview = new Set(CABINET_SECTIONS.filter((item) => item.webview).map((item) => item.to));
  return cabinetMenu(hasCompanies)
    .filter((item) => webview.has(item.to))
    .map((item) => ({ ...item, to: webviewCabinetPath(item.to) }));
}

/** The webview cabinet mirrors the cabinet under /webview/cabinet/. */
export function webviewCabinetPath(path: string): string {
  return path.replace(/^\/cabinet\//, '/webview/cabinet/');
}
