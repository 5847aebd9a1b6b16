import { data } from 'react-router';
import { isAppError } from '../../../../lib/errors';
import { noStore, orderIdParam, orNotFound, viewerId } from '../../../features/subscriptions/load';
import { AccessEndedPage } from '../../../features/subscriptions/access-ended-page';
import { SharedOrderPage } from '../../../features/subscriptions/shared-order-page';
import { StorageDetailsPage } from '../../../features/subscriptions/storage-details-page';
import type { Route } from './+types/storage';

/**
 * /cabinet/subscriptions/storages/{id}/: the owner's subscription, or the limited view of a person the owner gave access to
 * (decision 0024); after that access is revoked or over, a page saying so (403); for anyone else the 404 page.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const userId = viewerId(request, context.viewer);
  const id = orderIdParam(params.id);
  const cabinet = context.services.orderCabinet;
  const order = await cabinet.details(userId, id).catch((error: unknown) => {
    if (isAppError(error) && error.status === 404) return null;
    throw error;
  });
  if (!order) {
    // Access once shared and now over (revoked, its last day passed, the rental ended) says so instead of 404.
    const ended = await cabinet.grants.endedAccess(userId, id);
    if (ended) return data({ view: 'ended' as const, ended }, { ...noStore, status: 403 });
    const shared = await orNotFound(cabinet.grants.sharedOrder(userId, id));
    return data({ view: 'shared' as const, shared }, noStore);
  }
  if (order.kind !== 'storage') throw data('Подписка не найдена', { status: 404 });
  const [cards, companies] = await Promise.all([cabinet.cards(userId), context.services.companies.listForUser(userId)]);
  const extended = new URL(request.url).searchParams.get('extended') === '1';
  const owned = { order, cards, companies: companies.map((c) => ({ uuid: c.uuid, name: c.name })), extended };
  return data({ view: 'owner' as const, owned }, noStore);
}

export const meta: Route.MetaFunction = ({ data: loaded }) => {
  const cell =
    loaded?.view === 'owner' ? loaded.owned.order.cell?.number : loaded?.view === 'shared' ? loaded.shared.access?.cell.number : null;
  return [
    {
      title:
        loaded?.view === 'ended'
          ? 'Доступ закончился — Мои подписки'
          : loaded
            ? `Ячейка ${cell ?? ''} — Мои подписки`
            : 'Подписка — Местечко',
    },
    { name: 'robots', content: 'noindex, nofollow' },
  ];
};

export default function StorageSubscriptionRoute({ loaderData }: Route.ComponentProps) {
  if (loaderData.view === 'ended') return <AccessEndedPage ended={loaderData.ended} />;
  if (loaderData.view === 'shared') return <SharedOrderPage order={loaderData.shared} />;
  const { order, cards, companies, extended } = loaderData.owned;
  return <StorageDetailsPage order={order} cards={cards} companies={companies} extended={extended} />;
}
