import { sql, type SQL } from 'drizzle-orm';

/**
 * Namespaces of transaction advisory locks, in one list so that two domains never share one by
 * accident (the lock is the pair namespace + key). Add a line for a new kind of lock.
 */
export const LOCK_NAMESPACES = {
  loginPhone: 7301,
  loginIp: 7302,
  userCards: 7303,
  orderHolder: 7401,
  personalPromoCode: 7402,
  userCompanies: 7501,
} as const;

export type LockNamespace = keyof typeof LOCK_NAMESPACES;

/** `select pg_advisory_xact_lock(namespace, key)`: held until the transaction ends. A text key is hashed. */
export function advisoryXactLock(namespace: LockNamespace, key: string | number): SQL {
  const space = LOCK_NAMESPACES[namespace];
  return typeof key === 'number'
    ? sql`select pg_advisory_xact_lock(${space}::int, ${key}::int)`
    : sql`select pg_advisory_xact_lock(${space}::int, hashtext(${key}))`;
}
