import { loadSubscriptionLists } from '../../../features/subscriptions/load';
import { SubscriptionsPage } from '../../../features/subscriptions/subscriptions-page';
import type { Route } from './+types/cloud-subscriptions';

/** The app's cloud orders (/webview/cabinet/subscriptions/clouds/): the subscriptions list on its clouds tab. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return loadSubscriptionLists(request, context, 'webview', 'clouds');
}

export function meta(): Route.MetaDescriptors {
  return [{ title: 'Облако — Мои подписки' }, { name: 'robots', content: 'noindex, nofollow' }];
}

export default function WebviewCloudSubscriptions({ loaderData }: Route.ComponentProps) {
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
