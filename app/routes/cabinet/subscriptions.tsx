import { data } from 'react-router';
import { loadSubscriptionLists, noStore } from '../../features/subscriptions/load';
import { SubscriptionsPage } from '../../features/subscriptions/subscriptions-page';
import { OnboardingCard } from '../../features/onboarding';
import type { Route } from './+types/subscriptions';

/**
 * /cabinet/subscriptions/: the storage orders in their three groups; other lines show their empty
 * state. A new account sees where to start until it presses «Понятно».
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const [lists, user] = await Promise.all([
    loadSubscriptionLists(request, context),
    context.viewer ? context.services.users.getById(context.viewer.id) : undefined,
  ]);
  return data({ ...lists.data, onboarding: Boolean(user && !user.onboardingCompletedAt) }, noStore);
}

export function meta(): Route.MetaDescriptors {
  return [{ title: 'Мои подписки — Местечко' }, { name: 'robots', content: 'noindex, nofollow' }];
}

export default function CabinetSubscriptions({ loaderData }: Route.ComponentProps) {
  return (
    <SubscriptionsPage
      tab={loaderData.tab}
      groups={loaderData.groups}
      cloudGroups={loaderData.cloudGroups}
      guestOrders={loaderData.guestOrders}
      shared={loaderData.shared}
      basePath="/cabinet/subscriptions/"
      intro={loaderData.onboarding ? <OnboardingCard /> : null}
    />
  );
}
