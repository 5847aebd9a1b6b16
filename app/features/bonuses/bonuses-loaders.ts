import { BONUS_MAX_SHARE } from '../../../domains/orders/core/pricing';
import { historyItem, personalCodeView, walletView } from '../../../domains/bonuses/views';
import type { AppServices } from '../../../server/services.server';
import { BONUS_HISTORY_PAGE_SIZE, type BonusesPageData, type BonusHistoryPageData, type HistoryFilter } from './bonuses-data';

/** The wallet page shows the points that expire within this many days. */
const EXPIRING_DAYS = 30;

type Services = Pick<AppServices, 'bonuses' | 'orders'>;

async function itemsOf(services: Services, rows: Awaited<ReturnType<AppServices['bonuses']['historyPage']>>['items']) {
  const ids = rows.flatMap((row) => (row.orderId !== null ? [row.orderId] : []));
  const pages = ids.length > 0 ? await services.orders.pagesOf(ids) : new Map<number, string>();
  return rows.map((row) => historyItem(row, row.orderId !== null ? pages.get(row.orderId) : undefined));
}

/** What /cabinet/bonuses/ and the webview page show (the personal code is made on the first visit). */
export async function loadBonusesPage(services: Services, userId: number): Promise<BonusesPageData> {
  const [balance, held] = await Promise.all([services.bonuses.wallet(userId, EXPIRING_DAYS), services.orders.heldPoints(userId)]);
  const wallet = walletView(balance, EXPIRING_DAYS, BONUS_MAX_SHARE, held);
  const code = personalCodeView(await services.orders.personalCode(userId));
  const recent = await itemsOf(services, (await services.bonuses.historyPage(userId, { filter: 'all', limit: 10, offset: 0 })).items);
  return { wallet, code, recent };
}

/** ?filter=earn|spend&page=N of /cabinet/bonuses/history/; anything else reads as all and page 1. */
export async function loadBonusHistoryPage(services: Services, userId: number, url: URL): Promise<BonusHistoryPageData> {
  const asked = url.searchParams.get('filter');
  const filter: HistoryFilter = asked === 'earn' || asked === 'spend' ? asked : 'all';
  const page = Math.max(1, Math.min(10_000, Number.parseInt(url.searchParams.get('page') ?? '1', 10) || 1));
  const found = await services.bonuses.historyPage(userId, {
    filter,
    limit: BONUS_HISTORY_PAGE_SIZE,
    offset: (page - 1) * BONUS_HISTORY_PAGE_SIZE,
  });
  return {
    filter,
    page,
    pages: Math.max(1, Math.ceil(found.count / BONUS_HISTORY_PAGE_SIZE)),
    count: found.count,
    items: await itemsOf(services, found.items),
  };
}
