import { is } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db } from './client.server';

/** A drizzle transaction or the database itself: what a function that may run inside someone else's transaction takes. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

/** Whether `tx` is a transaction (a read in it may follow its own writes), not the database itself. */
export function isTransaction(tx: Tx): boolean {
  return is(tx, PgTransaction);
}

/**
 * A statement prepared once per database handle, for functions their caller hands the database (or
 * a transaction, which is read with a statement built for it: see isTransaction).
 */
export function preparedPerDatabase<P>(prepare: (db: Tx) => P): (db: Tx) => P {
  const prepared = new WeakMap<object, P>();
  return (db) => {
    let statement = prepared.get(db);
    if (!statement) {
      statement = prepare(db);
      prepared.set(db, statement);
    }
    return statement;
  };
}
