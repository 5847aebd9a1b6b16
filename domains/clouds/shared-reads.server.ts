import { eq } from 'drizzle-orm';
import { isTransaction, type Tx } from '../../db/tx';
import { requestReads } from '../../lib/request-reads.server';
import { cloudRates, cloudSpaces } from './tables';

export type SpaceRow = typeof cloudSpaces.$inferSelect;
export type RateRow = typeof cloudRates.$inferSelect;

// A cloud order's page asks for its space and its warehouse's rate from several parts (the line's
// own view, the order core's settings through the kind): outside a transaction the parts of one page
// render share each read (lib/request-reads.server.ts).
const spacesRead = requestReads<number, SpaceRow | undefined>('cloud_spaces');
const ratesRead = requestReads<number, RateRow | undefined>('cloud_rates');

async function spaceQuery(tx: Tx, spaceId: number): Promise<SpaceRow | undefined> {
  const [row] = await tx.select().from(cloudSpaces).where(eq(cloudSpaces.id, spaceId));
  return row;
}

async function rateQuery(tx: Tx, warehouseId: number): Promise<RateRow | undefined> {
  const [row] = await tx.select().from(cloudRates).where(eq(cloudRates.warehouseId, warehouseId));
  return row;
}

/** The space by id, or undefined. */
export function spaceById(tx: Tx, spaceId: number): Promise<SpaceRow | undefined> {
  return isTransaction(tx) ? spaceQuery(tx, spaceId) : spacesRead.read(spaceId, () => spaceQuery(tx, spaceId));
}

/** A space read some other way (by its order): later reads of it by id in this render take it. */
export function spaceKnown(row: SpaceRow): void {
  spacesRead.know(row.id, row);
}

/** The warehouse's cloud rate, or undefined when the warehouse takes no clouds. */
export function rateOfWarehouse(tx: Tx, warehouseId: number): Promise<RateRow | undefined> {
  return isTransaction(tx) ? rateQuery(tx, warehouseId) : ratesRead.read(warehouseId, () => rateQuery(tx, warehouseId));
}
