import { is } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db } from './client.server';

/** A drizzle transaction or the database itself: what a function that may run inside someone else's transaction takes. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

/** Whether `tx` is a transaction (a read in it may follow its own writes), not the database itself. */
export function isTransaction(tx: Tx): boolean {
  return is(tx, PgTransaction);
}
