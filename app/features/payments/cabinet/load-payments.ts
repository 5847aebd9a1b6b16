import type { AppLoadContext } from 'react-router';
import type { CabinetPaymentsData } from './cabinet-payments-page';
import { PAGE_SIZE } from './history-tab';

/** The payments page's data (?tab=history|documents|cards&page=N), for the cabinet and the webview. */
export async function loadCabinetPayments(
  request: Request,
  services: AppLoadContext['services'],
  userId: number,
): Promise<CabinetPaymentsData> {
  const url = new URL(request.url);
  const tabParam = url.searchParams.get('tab');
  const tab = tabParam === 'documents' || tabParam === 'cards' ? tabParam : 'history';
  const page = Math.max(1, Math.min(10_000, Number.parseInt(url.searchParams.get('page') ?? '1', 10) || 1));
  const { payments } = services;
  const window = { offset: (page - 1) * PAGE_SIZE, limit: PAGE_SIZE };
  if (tab === 'cards') return { tab, cards: (await payments.cards.listView(userId)).data };
  if (tab === 'documents') {
    // Closing acts of company-paid orders show under the invoices: the latest 50 of them.
    const acts = await payments.acts.list(userId, { offset: 0, limit: 50 });
    return { tab, page, ...(await payments.invoices.list(userId, window)), acts: acts.items };
  }
  return { tab, page, ...(await payments.history.list(userId, window)) };
}
