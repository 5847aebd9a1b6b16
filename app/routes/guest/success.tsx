import { companyMeta } from '../../features/company/page-seo';
import { GuestSuccessPage } from '../../features/booking/guest-success-page';
import { parseId } from '../../features/storages/storages-seo';
import { parseCookies } from '../../shell/cookies';
import type { StorageOrderView } from '../../../domains/storages/service.server';
import type { Route } from './+types/success';

/** The order of `?order=` shown only to the browser that holds its secret (the guest_order_<id> cookie). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const orderId = parseId(new URL(request.url).searchParams.get('order') ?? undefined);
  const token = orderId === null ? undefined : parseCookies(request.headers.get('cookie'))[`guest_order_${orderId}`];
  const order = orderId !== null && token ? await context.services.orders.guestOrderByToken(orderId, token) : null;
  // Guest orders are storage orders: their view carries the storage kind's cell and warehouse.
  return { order: order as StorageOrderView | null };
}

export const meta: Route.MetaFunction = () =>
  companyMeta({
    title: 'Гостевой заказ оформлен',
    description: 'Ваш гостевой заказ ячейки: адрес склада, срок аренды и часы доступа.',
    path: '/guest/storages/success/',
    noindex: true,
  });

export default function GuestSuccess({ loaderData }: Route.ComponentProps) {
  return <GuestSuccessPage order={loaderData.order} />;
}
