import type { Tx } from '../../db/tx';
import { AppError } from '../../lib/errors';
import type { cloudWindows } from './tables';

// OWNER: the booking helper replaces the bodies; the signatures are what the other parts call.

export type CloudWindowRow = typeof cloudWindows.$inferSelect;

/** A free window offered instead of a full or closed one. */
export interface WindowOffer {
  id: number;
  date: string;
  time_from: string;
  time_to: string;
  starts_at: string;
  ends_at: string;
  free: number;
}

/**
 * Takes one seat of the window for a request, inside the caller's transaction: one conditional
 * UPDATE (`booked < crews`), so no concurrency can oversell it. Throws WINDOW_CLOSED for a window
 * past its cut-off, NOT_FOUND for none, WINDOW_FULL with `details.alternatives` (WindowOffer[]).
 */
export async function takeSeat(_tx: Tx, _windowId: number, _now: Date): Promise<CloudWindowRow> {
  throw new AppError('NOT_FOUND');
}

/** Gives a seat back (a canceled or expired request, or a window change). */
export async function releaseSeat(_tx: Tx, _windowId: number): Promise<void> {}

/** The nearest windows of the warehouse with a free seat, starting after `after` plus the cut-off. */
export async function nearestFreeWindows(_tx: Tx, _warehouseId: number, _after: Date, _limit: number): Promise<WindowOffer[]> {
  return [];
}
