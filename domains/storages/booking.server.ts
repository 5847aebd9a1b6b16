import type { Db } from '../../db/client.server';
import type { Clock } from '../../lib/clock';

/** Who occupies which cell when: holds, rentals, availability and alternatives. */
export function createCellBookings(deps: { db: Db; clock: Clock }) {
  void deps;
  return {};
}

export type CellBookings = ReturnType<typeof createCellBookings>;
