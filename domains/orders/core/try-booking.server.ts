import type { Tx } from '../../../db/tx';
import type { ItemHolds } from './product-kind';

/** Runs `work` in a savepoint: a booking conflict rolls back only it, and answers false. */
export async function tryBooking(tx: Tx, bookings: ItemHolds, work: (sp: Tx) => Promise<void>): Promise<boolean> {
  try {
    await tx.transaction(async (sp) => work(sp));
    return true;
  } catch (error) {
    if (bookings.isBookingConflict(error)) return false;
    throw error;
  }
}
