import type { FineStaff, StaffFineView } from '../../../domains/orders/schema';
import type { StaffFineCode } from '../../../domains/prokat/fines/damage-schema';
import type { FleetLocker, FleetLockerData, FleetSectionData } from './fleet-types';

export type { FineStaff, StaffFineCode };

/** A fine in the console (GET /api/admin/orders/fines, a decision's answer): its order's kind and owner, who set and who decided it. */
export type StaffFine = StaffFineView;

/** The section's fines: the codes staff may set, the fines waiting for an operator's decision. */
export interface ConsoleFines {
  codes: StaffFineCode[];
  proposed: StaffFine[];
  /** More are waiting than the list shows. */
  more: boolean;
  /** An operator (or admin): may confirm or waive a fine someone else set. */
  canDecide: boolean;
  /** The viewer: a fine they set is theirs to withdraw, never to confirm. */
  viewerId: number;
}

/** A returned tool waiting for the staff check (GET /api/admin/prokat/returns, read by the loader). */
export interface WaitingReturn {
  order_id: number;
  unit_id: number;
  inventory_number: string;
  model: string;
  returned_at: string | null;
  due_at: string | null;
  postomat: string;
  cell: number;
  /** The renter's photos at the return; `url` is the staff download. */
  photos: { uuid: string; url: string; created_at: string }[];
}

export interface ConsoleLocker {
  id: number;
  number: string;
  name: string;
  address: string;
}

/** One cell of a sandbox locker: its door, contents and tool. */
export interface LockerCell {
  number: number;
  size: 'S' | 'M' | 'L';
  broken: boolean;
  door: 'open' | 'closed';
  occupied: boolean;
  unit: string | null;
}

export interface LockerEventRow {
  id: string;
  type: string;
  cell: number | null;
  occupied: boolean | null;
  at: string;
  outcome: string;
}

export interface ProkatConsoleData {
  returns: WaitingReturn[];
  /** Every locker, open or closed, with its counts. */
  lockers: FleetLocker[];
  fleet: FleetSectionData;
  fines: ConsoleFines;
}

export interface LockerConsoleData {
  locker: ConsoleLocker;
  /** Null outside the sandbox: there is no simulator there. */
  cells: LockerCell[] | null;
  events: LockerEventRow[];
  fleet: FleetLockerData;
}
