import { eq, sql, type SQL } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Db } from '../../db/client.server';
import type { Clock } from '../../lib/clock';
import { notePageCheck, readForPage } from '../../lib/page-dependencies.server';
import { prokatCatalogueVersion } from './tables';

/** A read of the catalogue kept under `key`; `read` gets the moment it reads at. */
export type KeptRead = <T>(key: string, read: (now: Date) => Promise<T>) => Promise<T>;

/**
 * The catalogue's reads kept in this process while they cannot have changed: the catalogue's change
 * counter (read first on every call, one primary-key lookup) is the same, and the clock is still
 * between the hold expiries around the read. A guest page made from them stays current on the same
 * terms (decision 0017). Callers must not change what they get.
 */
export function createKeptReads(deps: { db: Db; clock: Clock }): KeptRead {
  const { db, clock } = deps;
  const holdsExpiring = (compare: SQL) =>
    sql`from prokat_unit_bookings where status = 'hold' and hold_expires_at ${compare} ${sql.placeholder('now')}::timestamptz`;
  const stateStatement = db
    .select({
      version: prokatCatalogueVersion.version,
      lastExpired: sql<string | null>`(select max(hold_expires_at) ${holdsExpiring(sql`<=`)})`,
      nextExpiry: sql<string | null>`(select min(hold_expires_at) ${holdsExpiring(sql`>`)})`,
    })
    .from(prokatCatalogueVersion)
    .where(eq(prokatCatalogueVersion.id, 1))
    .prepare('prokat_catalogue_state');
  /** The change counter, and the hold expiries around `now`: a hold stops counting at its expiry with no write. */
  async function state(now: Date) {
    const [row] = await stateStatement.execute({ now: now.toISOString() });
    const instant = (value: string | Date | null | undefined, none: number) => (value ? new Date(value).getTime() : none);
    return {
      version: Number(row?.version ?? 0),
      validFrom: instant(row?.lastExpired, -Infinity),
      validUntil: instant(row?.nextExpiry, Infinity),
    };
  }
  type Kept = { version: number; validFrom: number; validUntil: number; value: unknown };
  const keptReads = new LRUCache<string, Kept>({ max: 500 });
  const holds = (entry: Omit<Kept, 'value'>, t: number) => t >= entry.validFrom && t < entry.validUntil;

  return async function kept<T>(key: string, read: (now: Date) => Promise<T>): Promise<T> {
    const entry = await readForPage(async () => {
      const now = clock.now();
      const current = await state(now);
      const found = keptReads.get(key);
      if (found && found.version === current.version && holds(found, now.getTime())) return found as Kept & { value: T };
      const fresh = { ...current, value: await read(now) };
      keptReads.set(key, fresh);
      return fresh;
    });
    notePageCheck(`prokat-catalogue:${entry.version}:${entry.validFrom}:${entry.validUntil}`, async () => {
      const now = clock.now();
      return holds(entry, now.getTime()) && (await state(now)).version === entry.version;
    });
    return entry.value;
  };
}
