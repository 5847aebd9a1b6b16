import { data } from 'react-router';
import { CabinetPageLoading, CloudOrderPage, loadCloudOrder } from '../../../features/cloud-cabinet';
import { loadCloudOrderSettings } from '../../../features/cloud-cabinet/order-settings';
import { RatingCard } from '../../../features/subscriptions/rating-card';
import { SettingsCard } from '../../../features/subscriptions/settings-card';
import type { Route } from './+types/cloud-subscription';

/** The app's cloud subscription (/webview/cabinet/subscriptions/clouds/{id}/): the site's page in the webview layout. */
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

export function meta(): Route.MetaDescriptors {
  return [{ title: 'Облако — Мои подписки' }, { name: 'robots', content: 'noindex, nofollow' }];
}

export default function WebviewCloudSubscription({ loaderData }: Route.ComponentProps) {
  const { cloud, acts, settings } = loaderData;
  return (
    <CloudOrderPage
      cloud={cloud}
      acts={acts}
      base="/webview/cabinet/"
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
