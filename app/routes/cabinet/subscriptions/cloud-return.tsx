import { CabinetPageLoading, ReturnChoosePage, loadReturnChoice } from '../../../features/cloud-cabinet';
import type { Route } from './+types/cloud-return';

/** /cabinet/subscriptions/clouds/{id}/return/: which items come back (the choice lives in the URL). */
export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  return loadReturnChoice(params.id);
}

export function HydrateFallback() {
  return <CabinetPageLoading title="Вернуть вещи" />;
}

export const meta: Route.MetaFunction = () => [{ title: 'Вернуть вещи — Местечко' }, { name: 'robots', content: 'noindex, nofollow' }];

export default function CloudReturnRoute({ loaderData }: Route.ComponentProps) {
  return <ReturnChoosePage cloud={loaderData.cloud} items={loaderData.items} />;
}
