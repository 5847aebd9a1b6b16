import { CloudOrderPage } from '../../../features/cloud-cabinet';
import { cloudOrderPageData } from '../../../features/cloud-cabinet/page-data';
import { RatingCard } from '../../../features/subscriptions/rating-card';
import { SettingsCard } from '../../../features/subscriptions/settings-card';
import type { Route } from './+types/cloud-subscription';

/** The app's cloud subscription (/webview/cabinet/subscriptions/clouds/{id}/): the site's page in the webview layout. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  return cloudOrderPageData(request, context, params.id, 'webview');
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
