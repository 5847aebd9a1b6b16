import { z } from 'zod';

/**
 * The locker network as the line sees it: it opens a cell when asked and reports what happens at
 * its doors as signed events (locker-events.server.ts receives them). Two adapters: the sandbox
 * (sandbox-lockers.server.ts, the default outside production) and the network's HTTP API
 * (http-lockers.server.ts). Lockers and cells are named as printed on them: «П-101», cell 5.
 */
export interface LockerNetwork {
  readonly name: string;
  readonly sandbox: boolean;
  /** Asks the locker to unlock the cell; its `door_opened` event follows. */
  openCell(locker: string, cell: number): Promise<void>;
  /** The cell's door and whether something lies inside, as the locker sees them now. */
  cellState(locker: string, cell: number): Promise<CellState>;
}

export interface CellState {
  door: 'open' | 'closed';
  occupied: boolean;
}

/** A failure of the network (unreachable, refused): the renter is told to try again or call. */
export class LockerNetworkError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'LockerNetworkError';
  }
}

export const LOCKER_EVENT_TYPES = ['door_opened', 'door_closed', 'door_left_open', 'pin_entered'] as const;

/**
 * One event of the network, as it signs and sends it: `door_closed` tells whether a tool lies in
 * the cell now; `pin_entered` carries the PIN a person typed at the locker's screen.
 */
export const lockerEventSchema = z
  .object({
    id: z
      .string()
      .min(8)
      .max(100)
      .regex(/^[\w-]+$/),
    type: z.enum(LOCKER_EVENT_TYPES),
    locker: z.string().min(1).max(20),
    cell: z.number().int().min(1).max(999).optional(),
    occupied: z.boolean().optional(),
    pin: z
      .string()
      .regex(/^\d{6}$/)
      .optional(),
    at: z.string().datetime({ offset: true }),
  })
  .strict();
export type LockerEvent = z.infer<typeof lockerEventSchema>;
