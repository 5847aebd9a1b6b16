import { data } from 'react-router';
import { loadSubscriptionLists, noStore } from '../../features/subscriptions/load';
import { SubscriptionsPage } from '../../features/subscriptions/subscriptions-page';
import { OnboardingCard } from '../../features/onboarding';
import type { Route } from './+types/subscriptions';

/**
 * /cabinet/subscriptions/: the orders of a line in their three groups (without `?line`, the first
 * line that has any); a line without orders points at those with some. A new account sees where to
 * start, each step ticked as it is done, until it presses «Понятно».
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const [lists, onboarding] = await Promise.all([
    loadSubscriptionLists(request, context),
    context.viewer ? context.services.profile.onboarding(context.viewer.id) : undefined,
  ]);
  return data({ ...lists.data, onboarding: onboarding && !onboarding.completed ? onboarding.steps : null }, noStore);
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
      rentalGroups={loaderData.rentalGroups}
      waitlist={loaderData.waitlist}
      guestOrders={loaderData.guestOrders}
      shared={loaderData.shared}
      basePath="/cabinet/subscriptions/"
      counts={loaderData.counts}
      intro={loaderData.onboarding ? <OnboardingCard state={loaderData.onboarding} /> : null}
    />
  );
}
