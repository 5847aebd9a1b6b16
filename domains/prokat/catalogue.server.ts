import type { Db } from '../../db/client.server';
import type { Clock } from '../../lib/clock';
import { createKeptReads } from './catalogue-kept.server';
import { createLockerReads } from './catalogue-lockers.server';
import { createProductReads } from './catalogue-products.server';
import { createTariffReads } from './catalogue-tariffs.server';
import { toolsOfOrder } from './booking/order-tools.server';

/**
 * The tool catalogue and the lockers, read side: what the catalogue, map and model pages show. Every
 * read but `orderTools` is kept in this process under the catalogue's change counter, one cache for
 * them all (catalogue-kept.server.ts).
 */
export function createProkatCatalogue(deps: { db: Db; clock: Clock }) {
  const { db } = deps;
  const kept = createKeptReads(deps);
  return {
    ...createProductReads(db, kept),
    ...createLockerReads(db, kept),
    ...createTariffReads(db, kept),
    /** The tools an order booked (its own rows, never kept: the cabinet reads them). */
    orderTools: (orderId: number) => toolsOfOrder(db, orderId),
  };
}
export type ProkatCatalogue = ReturnType<typeof createProkatCatalogue>;
