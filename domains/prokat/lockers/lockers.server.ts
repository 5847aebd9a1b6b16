import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.server';
import { AppError } from '../../../lib/errors';
import { prokatPostomats } from '../tables';
import type { Clock } from '../../../lib/clock';
import { createCellOpenings, type CellOpenings } from './cell-openings.server';
import { createHttpLockers } from './http-lockers.server';
import { createLockerEvents, type LockerEventEffects } from './locker-events.server';
import { LockerNetworkError, type LockerNetwork } from './locker-network';
import { createReturnChecks } from './return-checks.server';
import { createSandboxLockers, type SandboxLockers } from './sandbox-lockers.server';

export interface LockerSettings {
  LOCKER_API_URL?: string;
  LOCKER_API_TOKEN?: string;
  LOCKER_EVENTS_SECRET?: string;
  sandboxProviders: boolean;
}

/** Production without the network's keys: nothing opens, and the renter is told so. */
const unconfigured: LockerNetwork = {
  name: 'lockers-unconfigured',
  sandbox: false,
  openCell: async () => {
    throw new LockerNetworkError('locker network not configured');
  },
  cellState: async () => {
    throw new LockerNetworkError('locker network not configured');
  },
};

/**
 * The line's locker network and what happens at its doors: the network by the settings (the sandbox
 * outside production unless the keys are set), cell openings for renters and staff, the signed
 * events' handler, staff checks of returns.
 */
export function createProkatLockers(deps: {
  db: Db;
  clock: Clock;
  settings: LockerSettings;
  effects: LockerEventEffects;
  /** The order core ends a rental order once all its tools are back and accepted. */
  orderMayEnd: (orderId: number) => Promise<unknown>;
  /** A tool is back on offer (its return accepted): the waitlist offers it to the first person waiting. */
  unitFreed?: (unitId: number) => Promise<void>;
}) {
  const { db, clock, settings } = deps;
  const sandbox: SandboxLockers | null = settings.sandboxProviders ? createSandboxLockers({ db, clock }) : null;
  const network: LockerNetwork =
    sandbox?.network ??
    (settings.LOCKER_API_URL && settings.LOCKER_API_TOKEN
      ? createHttpLockers({ baseUrl: settings.LOCKER_API_URL, token: settings.LOCKER_API_TOKEN })
      : unconfigured);
  const openings: CellOpenings = createCellOpenings({ db, clock, network });
  const events = createLockerEvents({ db, clock, openings: () => openings, effects: deps.effects });
  sandbox?.connect(events.handle);
  return {
    network,
    openings,
    /** The number printed on a locker («П-101»), by its id; NOT_FOUND when there is none. */
    async lockerNumber(postomatId: number): Promise<string> {
      const [row] = await db.select({ number: prokatPostomats.number }).from(prokatPostomats).where(eq(prokatPostomats.id, postomatId));
      if (!row) throw new AppError('NOT_FOUND', { message: 'Такого постамата нет' });
      return row.number;
    },
    events,
    /** The secret the network signs its events with; null: signed events are refused (the sandbox sends its own). */
    eventsSecret: settings.LOCKER_EVENTS_SECRET ?? null,
    returns: createReturnChecks({ db, clock, orderMayEnd: deps.orderMayEnd, unitFreed: deps.unitFreed }),
    /** The simulator of the staff console; null outside the sandbox. */
    sandbox,
  };
}

export type ProkatLockers = ReturnType<typeof createProkatLockers>;
