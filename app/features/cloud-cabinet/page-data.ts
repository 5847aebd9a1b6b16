import { data, redirect, type AppLoadContext } from 'react-router';
import { guestRedirect } from '../auth';
import { historyQuery } from './history-query';
import { idParam } from './load';
import { loadCloudOrderSettings } from './order-settings';
import { HISTORY_PAGE_SIZE } from './requests-page';

// The data of the cloud cabinet's pages that the server renders complete: the route loaders read
// them through the clouds line's services, the same reads its cabinet calls answer with, so the
// first paint shows the page and a revalidation (after an action, or `order:status`) reads them again.

const MISSING_ORDER = 'Подписка не найдена';
const MISSING_REQUEST = 'Заявка не найдена';
const noStore = { headers: { 'Cache-Control': 'private, no-store' } };

export type CabinetVariant = 'site' | 'webview';

/** The signed-in person; a guest is answered as the variant's layout guard answers (loaders run beside it). */
function viewerOf(request: Request, context: AppLoadContext, variant: CabinetVariant): number {
  if (context.viewer) return context.viewer.id;
  if (variant === 'webview') {
    throw data('Сессия приложения закончилась. Вернитесь в приложение и откройте раздел снова', { status: 401 });
  }
  throw redirect(guestRedirect(request));
}

/**
 * A service read whose NOT_FOUND (a missing or another person's order or request) becomes the 404
 * page. Told by its code, not `instanceof`: under Vite's dev server the pages load their own copy of lib/errors.
 */
async function orMissing<T>(read: Promise<T>, missing: string): Promise<T> {
  try {
    return await read;
  } catch (error) {
    if ((error as { code?: unknown } | null)?.code === 'NOT_FOUND') throw data(missing, { status: 404 });
    throw error;
  }
}

/** /cabinet/requests/{id}/ and the app's twin: the person's own request (GET /api/cabinet/v2/requests/{id}). */
export async function requestPageData(request: Request, context: AppLoadContext, id: string | undefined, variant: CabinetVariant) {
  const userId = viewerOf(request, context, variant);
  const requestId = idParam(id, MISSING_REQUEST);
  const view = await orMissing(context.services.clouds.requests.view(userId, requestId), MISSING_REQUEST);
  return data({ request: view }, noStore);
}

/**
 * /cabinet/subscriptions/clouds/{id}/return/ and the app's twin: the order (GET …/orders/clouds) and
 * its items (GET …/clouds/items?order_id=…).
 */
export async function returnChoicePageData(request: Request, context: AppLoadContext, id: string | undefined, variant: CabinetVariant) {
  const userId = viewerOf(request, context, variant);
  const orderId = idParam(id, MISSING_ORDER);
  const { booking, cabinet } = context.services.clouds;
  const [cloud, items] = await orMissing(
    Promise.all([booking.cloudOrder(userId, orderId), cabinet.items(userId, { order_id: orderId })]),
    MISSING_ORDER,
  );
  return data({ cloud, items: items.items }, noStore);
}

/** /cabinet/requests/ and the app's twin: one page of the person's requests, filtered by type (POST …/requests/history). */
export async function requestsPageData(request: Request, context: AppLoadContext, variant: CabinetVariant) {
  const userId = viewerOf(request, context, variant);
  const { page, type } = historyQuery(request.url);
  const answer = await context.services.clouds.cabinet.history(userId, { page, limit: HISTORY_PAGE_SIZE, ...(type ? { type } : {}) });
  return data({ ...answer, page, type }, noStore);
}

/** /cabinet/cloud/ and the app's twin: everything the person keeps in the cloud (GET …/clouds/items). */
export async function itemsPageData(request: Request, context: AppLoadContext, variant: CabinetVariant) {
  const userId = viewerOf(request, context, variant);
  return data({ items: (await context.services.clouds.cabinet.items(userId, {})).items }, noStore);
}

/** /cabinet/subscriptions/clouds/{id}/ and the app's twin: the order with its space, items and requests, and its acts. */
export async function cloudOrderPageData(request: Request, context: AppLoadContext, id: string | undefined, variant: CabinetVariant) {
  const userId = viewerOf(request, context, variant);
  const orderId = idParam(id, MISSING_ORDER);
  const { booking, cabinet } = context.services.clouds;
  const [cloud, acts, settings] = await Promise.all([
    orMissing(booking.cloudOrder(userId, orderId), MISSING_ORDER),
    orMissing(cabinet.acts.list(userId, orderId), MISSING_ORDER),
    loadCloudOrderSettings(context, id),
  ]);
  return data({ cloud, acts, settings }, noStore);
}

/**
 * /cabinet/subscriptions/clouds/{id}/return/confirmation/ and the app's twin: the order and its
 * items, the person's addresses and the price of bringing things back.
 */
export async function returnConfirmationPageData(
  request: Request,
  context: AppLoadContext,
  id: string | undefined,
  variant: CabinetVariant,
) {
  const userId = viewerOf(request, context, variant);
  const orderId = idParam(id, MISSING_ORDER);
  const { booking, cabinet } = context.services.clouds;
  const [cloud, items, addresses, site] = await Promise.all([
    orMissing(booking.cloudOrder(userId, orderId), MISSING_ORDER),
    orMissing(cabinet.items(userId, { order_id: orderId }), MISSING_ORDER),
    context.services.addresses.list(userId),
    booking.site(),
  ]);
  return data({ cloud, items: items.items, addresses, returnPrice: site.return_delivery_price }, noStore);
}

/** /cabinet/subscriptions/clouds/{id}/return/success/?request={id} and the app's twin: the return just ordered. */
export async function returnSuccessPageData(request: Request, context: AppLoadContext, id: string | undefined, variant: CabinetVariant) {
  const userId = viewerOf(request, context, variant);
  const orderId = idParam(id, MISSING_ORDER);
  const requestId = Number(new URL(request.url).searchParams.get('request'));
  const asked = Number.isSafeInteger(requestId) && requestId > 0;
  const found = asked ? await context.services.clouds.requests.view(userId, requestId).catch(() => null) : null;
  return data({ orderId, request: found && found.order_id === orderId ? found : null }, noStore);
}
