import { docsMeta, loadDocsWarehouse } from '../../features/storages/docs-loader';
import { WarehouseDocsPage } from '../../features/storages/warehouse-docs-page';
import type { Route } from './+types/licenses';

export async function loader({ params, context }: Route.LoaderArgs) {
  return { warehouse: await loadDocsWarehouse(context, params) };
}

export const meta: Route.MetaFunction = ({ data }) => docsMeta(data?.warehouse, 'licenses');

export default function WarehouseLicenses({ loaderData }: Route.ComponentProps) {
  return <WarehouseDocsPage warehouse={loaderData.warehouse} kind="licenses" />;
}
