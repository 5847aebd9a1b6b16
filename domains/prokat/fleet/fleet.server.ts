import type { Db } from '../../../db/client.server';
import type { Clock } from '../../../lib/clock';
import { createFleetLockers } from './fleet-lockers.server';
import { createFleetReads } from './fleet-reads.server';
import { createFleetUnits } from './fleet-units.server';

/**
 * The locker fleet in the staff console: lockers, their cells and the tools in them, and the doors
 * left open. Every change is audited; the catalogue follows at once (its change counter).
 */
export function createProkatFleet(deps: { db: Db; clock: Clock; cityExists: (id: number) => Promise<boolean> }) {
  return {
    reads: createFleetReads(deps),
    lockers: createFleetLockers(deps),
    units: createFleetUnits(deps),
  };
}

export type ProkatFleet = ReturnType<typeof createProkatFleet>;
