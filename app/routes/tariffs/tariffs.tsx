import { TariffsPage } from '../../features/storages/tariffs-page';
import { loadTariffs, tariffsMeta } from '../../features/storages/tariffs-route';
import type { Route } from './+types/tariffs';
import { GUEST_PAGE_CACHE } from '../../shell/guest-page-cache';

export const handle = GUEST_PAGE_CACHE;

/** /tariffs/ and /tariffs/monthly/: the monthly tab. */
export async function loader({ context }: Route.LoaderArgs) {
  return loadTariffs(context, 'monthly');
}

export const meta: Route.MetaFunction = ({ data }) => tariffsMeta(data);

export default function Tariffs({ loaderData }: Route.ComponentProps) {
  return <TariffsPage data={loaderData} />;
}
