import { TariffsPage } from '../../features/storages/tariffs-page';
import { loadTariffs, tariffsMeta } from '../../features/storages/tariffs-route';
import type { Route } from './+types/guest';

/** /tariffs/guest/: the guest tab. */
export async function loader({ context }: Route.LoaderArgs) {
  return loadTariffs(context, 'guest');
}

export const meta: Route.MetaFunction = ({ data }) => tariffsMeta(data);

export default function TariffsGuest({ loaderData }: Route.ComponentProps) {
  return <TariffsPage data={loaderData} />;
}
