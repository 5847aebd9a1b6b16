import type { AppLoadContext, MetaDescriptor } from 'react-router';
import type { WarehouseDetails } from '../../../domains/storages/schema';
import { notFound, orNotFound } from './not-found';
import { parseId, storagesMeta, warehouseDocsPath } from './storages-seo';
import { DOCS_TITLES, type DocsKind } from './warehouse-docs-page';

/** The warehouse of a links/licenses page: the id and the slug must name the same STORAGE warehouse. */
export async function loadDocsWarehouse(context: AppLoadContext, params: { slug?: string; id?: string }): Promise<WarehouseDetails> {
  const id = parseId(params.id);
  if (id === null) notFound();
  const warehouse = await orNotFound(context.services.catalogue.warehouseById(id));
  if (warehouse.slug !== params.slug || warehouse.type !== 'STORAGE') notFound();
  return warehouse;
}

export function docsMeta(warehouse: WarehouseDetails | undefined, kind: DocsKind): MetaDescriptor[] {
  if (!warehouse) return [];
  const description =
    kind === 'licenses'
      ? `Лицензии, заключения пожарной и санитарной безопасности и договор охраны склада «${warehouse.name}», ${warehouse.address}.`
      : `Как добраться до склада «${warehouse.name}» (${warehouse.address}): маршрут на картах и отзывы клиентов.`;
  return storagesMeta(`${DOCS_TITLES[kind]}: ${warehouse.name}`, description, warehouseDocsPath(warehouse.slug, warehouse.id, kind));
}
