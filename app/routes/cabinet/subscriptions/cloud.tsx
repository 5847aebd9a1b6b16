import { CloudOrderPage } from '../../../features/cloud-cabinet';
import { cloudOrderPageData } from '../../../features/cloud-cabinet/page-data';
import { RatingCard } from '../../../features/subscriptions/rating-card';
import { SettingsCard } from '../../../features/subscriptions/settings-card';
import type { Route } from './+types/cloud';

/**
 * /cabinet/subscriptions/clouds/{id}/: the cloud subscription, rendered complete by the server: the
 * space, items, requests and acts, and the order core's settings.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  return cloudOrderPageData(request, context, params.id, 'site');
}

export const meta: Route.MetaFunction = ({ data: loaded }) => [
  { title: loaded && 'cloud' in loaded ? `Облако, заказ № ${loaded.cloud.order.id} — Мои подписки` : 'Подписка — Местечко' },
  { name: 'robots', content: 'noindex, nofollow' },
];

export default function CloudSubscriptionRoute({ loaderData }: Route.ComponentProps) {
  const { cloud, acts, settings } = loaderData;
  return (
    <CloudOrderPage
      cloud={cloud}
      acts={acts}
      extras={
        settings
          ? {
              next_charge_at: settings.order.next_charge_at,
              settings: <SettingsCard order={settings.order} cards={settings.cards} companies={settings.companies} />,
              rating: <RatingCard order={settings.order} />,
            }
          : null
      }
    />
  );
}
