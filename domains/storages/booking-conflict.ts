import { hasPgErrorCode } from '../../db/pg-errors';

/**
 * Under contention PostgreSQL reports a taken cell as an exclusion violation (23P01) and
 * sometimes as a deadlock (40P01) while checking the constraint: both mean "someone else got it".
 */
const CONFLICT_CODES = new Set(['23P01', '40P01']);

export function isBookingConflict(error: unknown): boolean {
  return hasPgErrorCode(error, CONFLICT_CODES);
}

/** Thrown when the cell stayed taken after the retry; the caller answers 409 with alternatives. */
export class CellTakenError extends Error {
  constructor() {
    super('cell taken');
    this.name = 'CellTakenError';
  }
}

/**
 * Runs a whole transaction; on a booking conflict runs it once more (a deadlock victim may well
 * succeed the second time), then gives up with CellTakenError.
 */
export async function withConflictRetry<T>(run: () => Promise<T>, attempts = 2): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await run();
    } catch (error) {
      // The application check already saw the cell taken: no point in trying again.
      if (error instanceof CellTakenError || !isBookingConflict(error)) throw error;
      if (attempt >= attempts) throw new CellTakenError();
    }
  }
}
