import type { AddressView } from '../../../domains/addresses/schema';
import { apiRequest } from '../../shell/api-client';
import { cloudCabinetApi, type CloudRequestType } from './api';
import { HISTORY_PAGE_SIZE } from './requests-page';
import { idParam, orMissing } from './load';

// The pages' data, read in the browser through the cabinet calls of domains/clouds/README.md
// (route clientLoaders: a revalidation after `order:status` runs them again). The request page and
// the return's first step are read by the server instead (page-data.ts).

const MISSING_ORDER = 'Подписка не найдена';

export async function loadItems() {
  return orMissing(cloudCabinetApi.items(), MISSING_ORDER);
}

export async function loadHistory(url: string) {
  const search = new URL(url).searchParams;
  const type = (['pickup', 'return'] as const).find((t) => t === search.get('type')) ?? null;
  const page = Math.max(1, Math.min(1000, Math.floor(Number(search.get('page')) || 1)));
  const answer = await cloudCabinetApi.history({ page, limit: HISTORY_PAGE_SIZE, ...(type ? { type } : {}) });
  return { ...answer, page, type: type as CloudRequestType | null };
}

export async function loadCloudOrder(id: string | undefined) {
  const orderId = idParam(id, MISSING_ORDER);
  const [cloud, acts] = await orMissing(Promise.all([cloudCabinetApi.order(orderId), cloudCabinetApi.acts(orderId)]), MISSING_ORDER);
  return { cloud, acts };
}

export async function loadReturnChoice(id: string | undefined) {
  const orderId = idParam(id, MISSING_ORDER);
  const [cloud, items] = await orMissing(Promise.all([cloudCabinetApi.order(orderId), cloudCabinetApi.items(orderId)]), MISSING_ORDER);
  return { cloud, items: items.items };
}

export async function loadReturnConfirmation(id: string | undefined) {
  const { cloud, items } = await loadReturnChoice(id);
  const [addresses, site] = await Promise.all([
    apiRequest<AddressView[]>('/api/cabinet/v2/profile/addresses'),
    apiRequest<{ return_delivery_price?: number }>('/api/cabinet/site/clouds').catch(() => null),
  ]);
  return { cloud, items, addresses, returnPrice: site?.return_delivery_price ?? null };
}

export async function loadReturnSuccess(id: string | undefined, url: string) {
  const orderId = idParam(id, MISSING_ORDER);
  const requestId = Number(new URL(url).searchParams.get('request'));
  const request = Number.isSafeInteger(requestId) && requestId > 0 ? await cloudCabinetApi.request(requestId).catch(() => null) : null;
  return { orderId, request: request && request.order_id === orderId ? request : null };
}
