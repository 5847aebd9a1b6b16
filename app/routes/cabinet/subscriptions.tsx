import { loadSubscriptionLists } from '../../features/subscriptions/load';
import { SubscriptionsPage } from '../../features/subscriptions/subscriptions-page';
import type { Route } from './+types/subscriptions';

/** /cabinet/subscriptions/: the storage orders in their three groups; other lines show their empty state. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return loadSubscriptionLists(request, context);
}

export function meta(): Route.MetaDescriptors {
  return [{ title: 'Мои подписки — Местечко' }, { name: 'robots', content: 'noindex, nofollow' }];
}

export default function CabinetSubscriptions({ loaderData }: Route.ComponentProps) {
  return (
    <SubscriptionsPage
      tab={loaderData.tab}
      groups={loaderData.groups}
      guestOrders={loaderData.guestOrders}
      basePath="/cabinet/subscriptions/"
    />
  );
}
