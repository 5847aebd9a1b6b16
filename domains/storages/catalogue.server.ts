import type { Db } from '../../db/client.server';
import type { Clock } from '../../lib/clock';

/** The storage catalogue: warehouses, cells, sizes, tariffs, periods, landings (read side). */
export function createStorageCatalogue(deps: { db: Db; clock: Clock }) {
  void deps;
  return {};
}

export type StorageCatalogue = ReturnType<typeof createStorageCatalogue>;
