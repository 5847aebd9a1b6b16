import { loadSubscriptionLists } from '../../../features/subscriptions/load';
import { SubscriptionsPage } from '../../../features/subscriptions/subscriptions-page';
import type { Route } from './+types/subscriptions';

/** The app's "Мои подписки": the same lists as the site's cabinet (the layout guards the session). */
export async function loader({ request, context }: Route.LoaderArgs) {
  return loadSubscriptionLists(request, context, 'webview');
}

export function meta(): Route.MetaDescriptors {
  return [{ title: 'Мои подписки' }, { name: 'robots', content: 'noindex, nofollow' }];
}

export default function WebviewSubscriptions({ loaderData }: Route.ComponentProps) {
  return (
    <SubscriptionsPage
      tab={loaderData.tab}
      groups={loaderData.groups}
      cloudGroups={loaderData.cloudGroups}
      counts={loaderData.counts}
      guestOrders={loaderData.guestOrders}
      shared={loaderData.shared}
      basePath="/webview/cabinet/subscriptions/"
    />
  );
}
