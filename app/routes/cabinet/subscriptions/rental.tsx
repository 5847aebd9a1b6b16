import { RentalOrderPage } from '../../../features/rental-cabinet';
import { rentalOrderPageData } from '../../../features/rental-cabinet/page-data';
import type { Route } from './+types/rental';

/**
 * /cabinet/subscriptions/rental/{id}/: a tool rental from a locker, rendered complete by the server:
 * the tools and their cells, where to pick them up, the period, the price, the deposit and the payments.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  return rentalOrderPageData(request, context, params.id);
}

export const meta: Route.MetaFunction = ({ data: loaded }) => [
  { title: loaded ? `Прокат, заказ № ${loaded.order.id} — Мои подписки` : 'Подписка — Местечко' },
  { name: 'robots', content: 'noindex, nofollow' },
];

export default function RentalSubscriptionRoute({ loaderData }: Route.ComponentProps) {
  return <RentalOrderPage data={loaderData} />;
}
