import { ReturnChoosePage } from '../../../features/cloud-cabinet';
import { returnChoicePageData } from '../../../features/cloud-cabinet/page-data';
import type { Route } from './+types/cloud-return';

/** /cabinet/subscriptions/clouds/{id}/return/: which items come back (the choice lives in the URL). */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  return returnChoicePageData(request, context, params.id, 'site');
}

export const meta: Route.MetaFunction = () => [{ title: 'Вернуть вещи — Местечко' }, { name: 'robots', content: 'noindex, nofollow' }];

export default function CloudReturnRoute({ loaderData }: Route.ComponentProps) {
  return <ReturnChoosePage cloud={loaderData.cloud} items={loaderData.items} />;
}
