import { CloudItemsPage } from '../../features/cloud-cabinet';
import { itemsPageData } from '../../features/cloud-cabinet/page-data';
import type { Route } from './+types/cloud';

/** /cabinet/cloud/ «Облако»: what is stored, by order, with photos, rendered complete by the server. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return itemsPageData(request, context, 'site');
}

export const meta: Route.MetaFunction = () => [{ title: 'Облако — Местечко' }, { name: 'robots', content: 'noindex, nofollow' }];

export default function CabinetCloudRoute({ loaderData }: Route.ComponentProps) {
  return <CloudItemsPage items={loaderData.items} />;
}
