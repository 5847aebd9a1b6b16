import { data } from 'react-router';
import { noStore, orderIdParam, orNotFound, viewerId } from '../../../features/subscriptions/load';
import { StorageDetailsPage } from '../../../features/subscriptions/storage-details-page';
import type { Route } from './+types/storage';

/** /cabinet/subscriptions/storages/{id}/: another user's or a missing order is the 404 page. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const userId = viewerId(request, context.viewer);
  const id = orderIdParam(params.id);
  const cabinet = context.services.orderCabinet;
  const order = await orNotFound(cabinet.details(userId, id));
  if (order.kind !== 'storage') throw data('Подписка не найдена', { status: 404 });
  const [cards, companies] = await Promise.all([cabinet.cards(userId), context.services.companies.listForUser(userId)]);
  const extended = new URL(request.url).searchParams.get('extended') === '1';
  return data({ order, cards, companies: companies.map((c) => ({ uuid: c.uuid, name: c.name })), extended }, noStore);
}

export const meta: Route.MetaFunction = ({ data: loaded }) => [
  { title: loaded ? `Ячейка ${loaded.order.cell?.number ?? ''} — Мои подписки` : 'Подписка — Местечко' },
  { name: 'robots', content: 'noindex, nofollow' },
];

export default function StorageSubscriptionRoute({ loaderData }: Route.ComponentProps) {
  return (
    <StorageDetailsPage order={loaderData.order} cards={loaderData.cards} companies={loaderData.companies} extended={loaderData.extended} />
  );
}
