import { data, type AppLoadContext } from 'react-router';
import { noStore, orderIdParam, viewerId } from '../subscriptions';
import type { RentalLocker, RentalModel, RentalOrderPageData, ReturnLocker } from './types';

const MISSING = 'Подписка не найдена';

/**
 * A service read whose NOT_FOUND (a missing or another person's order) becomes the cabinet's 404 page.
 * Told by its code, not `instanceof`: under Vite's dev server the pages load their own copy of lib/errors.
 */
export async function orMissing<T>(read: Promise<T>): Promise<T> {
  try {
    return await read;
  } catch (error) {
    if ((error as { code?: unknown } | null)?.code === 'NOT_FOUND') throw data(MISSING, { status: 404 });
    throw error;
  }
}

/**
 * /cabinet/subscriptions/rental/{id}/: the person's own rental order as GET /api/cabinet/v2/orders/rental
 * answers it (the order core's details and the tools with their cells), with the locker (its place
 * hint and time zone) and the tools' models (their catalogue pages and deposits). Another person's
 * order, an order of another line or a malformed id is the 404 page; a guest goes to the login.
 */
export async function rentalOrderPageData(request: Request, context: AppLoadContext, id: string | undefined) {
  const userId = viewerId(request, context.viewer);
  const orderId = orderIdParam(id);
  const { orderCabinet, orders, prokat, prokatPhotos, clock } = context.services;
  const order = await orMissing(orderCabinet.details(userId, orderId));
  if (order.kind !== 'rental') throw data(MISSING, { status: 404 });
  const [tools, postomat, photos, fines] = await Promise.all([
    prokat.orderTools(order.id),
    order.warehouse ? prokat.postomat(order.warehouse.id) : Promise.resolve(null),
    prokatPhotos.list(userId, order.id),
    orders.fines.ownersFines(userId, order.id),
  ]);
  // The catalogue's reads are kept per process: one look at its change counter per model.
  const products = await Promise.all([...new Set(tools.map((tool) => tool.model_slug))].map((slug) => prokat.product(slug)));
  const models: RentalModel[] = products.flatMap((product) =>
    product ? [{ slug: product.slug, category_slug: product.category.slug, deposit: product.deposit }] : [],
  );
  const locker: RentalLocker | null = postomat && {
    id: postomat.id,
    number: postomat.number,
    name: postomat.name,
    address: postomat.address,
    place: postomat.place,
    timetable: postomat.timetable,
    time_zone: postomat.time_zone,
    latitude: postomat.latitude,
    longitude: postomat.longitude,
  };
  // Where a tool in use may go back: any locker of the network, the one it was taken from first.
  const returnLockers: ReturnLocker[] = tools.some((tool) => tool.stage === 'in_use')
    ? (await prokat.tariffPostomats())
        .map(({ id, number, name, address }) => ({ id, number, name, address }))
        .sort((a, b) => Number(b.id === locker?.id) - Number(a.id === locker?.id))
    : [];
  const access = await orderCabinet.access(userId, order.id);
  const pins = (access?.items ?? []).map((item) => ({ label: item.label, code: item.code, valid_to: item.valid_to }));
  const extended = new URL(request.url).searchParams.get('extended') === '1';
  const now = clock.now().toISOString();
  const page: RentalOrderPageData = { order, tools, locker, models, returnLockers, pins, photos, fines, now, extended };
  return data(page, noStore);
}
