import type { Clock } from '../../../lib/clock';
import type { ItemHolds, Range } from '../../../domains/orders/service.server';

/** Thrown when the parking place is taken for the hours; the core answers CELL_TAKEN. */
export class SpotTakenError extends Error {
  constructor() {
    super('spot taken');
  }
}

interface SpotHold {
  itemId: number;
  orderId: number;
  range: Range;
  status: 'hold' | 'active' | 'released';
  holdExpiresAt: Date | null;
}

/**
 * Who holds a parking place when, kept in memory by the test's kind (one app, one test file): the
 * core calls these inside its transactions exactly as it calls a storage's cell bookings.
 */
export function createParkingHolds(clock: Clock): ItemHolds & { all(): readonly SpotHold[] } {
  const holds: SpotHold[] = [];
  const counts = (hold: SpotHold, now: Date) =>
    hold.status === 'active' || (hold.status === 'hold' && (hold.holdExpiresAt === null || hold.holdExpiresAt > now));
  const overlaps = (a: Range, b: Range) => a.from < b.to && b.from < a.to;
  const ofOrder = (orderId: number) => holds.filter((h) => h.orderId === orderId && h.status !== 'released');

  return {
    all: () => holds,
    withConflictRetry: (work) => work(),
    isBookingConflict: () => false,
    CellTakenError: SpotTakenError,
    async releaseExpiredHolds(_tx, itemId, now) {
      for (const hold of holds) if (hold.itemId === itemId && hold.status === 'hold' && !counts(hold, now)) hold.status = 'released';
    },
    async isFree(itemId, range) {
      const now = clock.now();
      return !holds.some((h) => h.itemId === itemId && counts(h, now) && overlaps(h.range, range));
    },
    async hold(itemId, orderId, range, holdExpiresAt) {
      holds.push({ itemId, orderId, range, status: 'hold', holdExpiresAt });
    },
    async occupy(itemId, orderId, range) {
      holds.push({ itemId, orderId, range, status: 'active', holdExpiresAt: null });
    },
    async activate(orderId) {
      const live = ofOrder(orderId).filter((h) => h.status === 'hold' && counts(h, clock.now()));
      for (const hold of live) hold.status = 'active';
      return live.length > 0;
    },
    async extend(orderId, newEnd) {
      for (const hold of ofOrder(orderId)) hold.range = { from: hold.range.from, to: newEnd };
      return true;
    },
    async release(orderId) {
      for (const hold of ofOrder(orderId)) hold.status = 'released';
    },
    async alternatives() {
      return [];
    },
    async sameWarehouseFree() {
      return [];
    },
  };
}
