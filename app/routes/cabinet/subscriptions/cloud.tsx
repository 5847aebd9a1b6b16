import { data } from 'react-router';
import { CabinetPageLoading, CloudOrderPage, loadCloudOrder } from '../../../features/cloud-cabinet';
import { loadCloudOrderSettings } from '../../../features/cloud-cabinet/order-settings';
import { RatingCard } from '../../../features/subscriptions/rating-card';
import { SettingsCard } from '../../../features/subscriptions/settings-card';
import type { Route } from './+types/cloud';

/**
 * /cabinet/subscriptions/clouds/{id}/: the cloud subscription. The order core's settings come from
 * the server; the space, items, requests and acts from the clouds line's calls in the browser.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  return data({ settings: await loadCloudOrderSettings(context, params.id) }, { headers: { 'Cache-Control': 'private, no-store' } });
}

export async function clientLoader({ params, serverLoader }: Route.ClientLoaderArgs) {
  const [server, cloud] = await Promise.all([serverLoader(), loadCloudOrder(params.id)]);
  return { ...cloud, settings: server.settings };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <CabinetPageLoading title="Облако" />;
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
