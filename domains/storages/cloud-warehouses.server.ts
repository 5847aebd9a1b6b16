import { and, eq, inArray } from 'drizzle-orm';
import { isTransaction, type Tx } from '../../db/tx';
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

function readCloudWarehouses(tx: Tx, ids?: readonly number[]): Promise<CloudWarehouse[]> {
  return tx
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
    .where(and(eq(warehouses.type, 'CLOUD'), ids ? inArray(warehouses.id, [...ids]) : undefined))
    .orderBy(warehouses.sort, warehouses.id);
}
