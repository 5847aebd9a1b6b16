import { CabinetPageLoading, CloudItemsPage, loadItems } from '../../features/cloud-cabinet';
import type { Route } from './+types/cloud';

/** /cabinet/cloud/ «Облако»: what is stored, by order, with photos (read in the browser; the layout guards the session). */
export async function clientLoader() {
  return loadItems();
}

export function HydrateFallback() {
  return <CabinetPageLoading title="Облако" />;
}

export const meta: Route.MetaFunction = () => [{ title: 'Облако — Местечко' }, { name: 'robots', content: 'noindex, nofollow' }];

export default function CabinetCloudRoute({ loaderData }: Route.ComponentProps) {
  return <CloudItemsPage items={loaderData.items} />;
}
