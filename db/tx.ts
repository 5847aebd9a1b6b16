import type { Db } from './client.server';

/** A drizzle transaction or the database itself: what a function that may run inside someone else's transaction takes. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;
