import { and, eq, sql } from 'drizzle-orm';
import { isTransaction, preparedPerDatabase, type Tx } from '../../db/tx';
import { requestReads } from '../../lib/request-reads.server';
import { warehouses } from './tables';

/** A cloud warehouse (`type = 'CLOUD'`) as the clouds line shows and prices it. */
export interface CloudWarehouse {
  id: number;
  slug: string;
  name: string;
  address: string;
  metro: string | null;
  cityId: number;
  latitude: number;
  longitude: number;
  timetable: { office: string; access: string; access24h: boolean };
  active: boolean;
  sort: number;
}

/**
 * The cloud warehouses (all, or these ids), in the site's order, read inside the caller's
 * transaction: the clouds line's product kind and checkout read them while an order is placed.
 */
export async function cloudWarehouses(tx: Tx, ids?: readonly number[]): Promise<CloudWarehouse[]> {
  if (ids && ids.length === 0) return [];
  const read = () => readCloudWarehouses(tx, ids);
  if (isTransaction(tx)) return read();
  // Outside a transaction the parts of one page share the read (a cloud order's page asks four times).
  const key = ids ? [...new Set(ids)].sort((a, b) => a - b).join(',') : 'all';
  return [...(await cloudWarehousesRead.read(key, read))];
}

const cloudWarehousesRead = requestReads<string, CloudWarehouse[]>('cloud_warehouses');

const cloudIds = sql.placeholder('ids');
/** Prepared once per database handle (or transaction): every cloud page and order page asks. */
const cloudWarehousesStatement = preparedPerDatabase((tx) =>
  tx
    .select({
      id: warehouses.id,
      slug: warehouses.slug,
      name: warehouses.name,
      address: warehouses.address,
      metro: warehouses.metro,
      cityId: warehouses.cityId,
      latitude: warehouses.latitude,
      longitude: warehouses.longitude,
      timetable: warehouses.timetable,
      active: warehouses.active,
      sort: warehouses.sort,
    })
    .from(warehouses)
    .where(and(eq(warehouses.type, 'CLOUD'), sql`(${cloudIds}::bigint[] is null or ${warehouses.id} = any(${cloudIds}))`))
    .orderBy(warehouses.sort, warehouses.id)
    .prepare('storages_cloud_warehouses'),
);

function readCloudWarehouses(tx: Tx, ids?: readonly number[]): Promise<CloudWarehouse[]> {
  return cloudWarehousesStatement(tx).execute({ ids: ids ? [...ids] : null });
}
