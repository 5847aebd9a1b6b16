import { CloudCalculator } from '../../features/clouds/cloud-calculator';
import { calculatorPageData } from '../../features/clouds/page-data';
import { data } from 'react-router';
import type { Route } from './+types/cloud';

/** /webview/cloud/: the clouds calculator inside the mobile app (the site's component, no header or footer). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const page = await calculatorPageData(request, context);
  if (!page) throw data('Хранение с доставкой пока не работает в вашем городе', { status: 404 });
  return page;
}

export const meta: Route.MetaFunction = () => [
  { title: 'Хранение с доставкой — Местечко' },
  { name: 'robots', content: 'noindex, nofollow' },
];

export default function WebviewCloudRoute({ loaderData }: Route.ComponentProps) {
  return (
    <div data-testid="webview-cloud">
      <h1 className="visually-hidden">Хранение с доставкой</h1>
      <CloudCalculator
        site={loaderData.site}
        initialTariffs={loaderData.initialTariffs}
        initial={loaderData.initial}
        initialCalendar={loaderData.initialCalendar}
        here="/webview/cloud/"
        initialQuote={loaderData.initialQuote}
      />
    </div>
  );
}
