import { data } from 'react-router';
import { GuestCompletePage } from '../../../features/subscriptions/guest-complete-page';
import { noStore, viewerId } from '../../../features/subscriptions/load';
import type { Route } from './+types/guest-complete';

/** /cabinet/subscriptions/guest/complete/: paid guest orders of the user's phone, attached with one button. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const userId = viewerId(request, context.viewer);
  return data({ orders: await context.services.orderCabinet.guestOrders(userId) }, noStore);
}

export const meta: Route.MetaFunction = () => [
  { title: 'Заказы без входа — Мои подписки' },
  { name: 'robots', content: 'noindex, nofollow' },
];

export default function GuestCompleteRoute({ loaderData }: Route.ComponentProps) {
  return <GuestCompletePage orders={loaderData.orders} />;
}
