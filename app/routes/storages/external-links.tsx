import { docsMeta, loadDocsWarehouse } from '../../features/storages/docs-loader';
import { WarehouseDocsPage } from '../../features/storages/warehouse-docs-page';
import type { Route } from './+types/external-links';

export async function loader({ params, context }: Route.LoaderArgs) {
  return { warehouse: await loadDocsWarehouse(context, params) };
}

export const meta: Route.MetaFunction = ({ data }) => docsMeta(data?.warehouse, 'external-links');

export default function WarehouseExternalLinks({ loaderData }: Route.ComponentProps) {
  return <WarehouseDocsPage warehouse={loaderData.warehouse} kind="external-links" />;
}
