import { TariffsPage } from '../../features/storages/tariffs-page';
import { loadTariffs, tariffsMeta } from '../../features/storages/tariffs-route';
import type { Route } from './+types/daily';
import { GUEST_PAGE_CACHE } from '../../shell/guest-page-cache';

export const handle = GUEST_PAGE_CACHE;

/** /tariffs/daily/: the daily tab. */
export async function loader({ context }: Route.LoaderArgs) {
  return loadTariffs(context, 'daily');
}

export const meta: Route.MetaFunction = ({ data }) => tariffsMeta(data);

export default function TariffsDaily({ loaderData }: Route.ComponentProps) {
  return <TariffsPage data={loaderData} />;
}
