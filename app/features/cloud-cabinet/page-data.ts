import { data, redirect, type AppLoadContext } from 'react-router';
import { guestRedirect } from '../auth';
import { idParam } from './load';

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
