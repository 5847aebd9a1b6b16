import type { Clock } from '../../../lib/clock';
import type { KindDeposit, ProductKind } from '../../../domains/orders/service.server';
import { createParkingKind, type ParkingSpot } from './parking-kind';

/** The deposit a parking stay holds on the card per place booked; the barrier opens only once it is held. */
export function parkingDeposit(perPlace: number): KindDeposit {
  return {
    title: 'Залог за парковку',
    accessAwaitsHold: true,
    amount: async (_tx, lines) => perPlace * lines.length,
  };
}

/** The test-only parking kind with a deposit: the same kind, one more part. */
export function createParkingKindWithDeposit(deps: { clock: Clock; spots: ParkingSpot[]; deposit: number }): ProductKind<ParkingSpot> {
  return { ...createParkingKind(deps), deposit: parkingDeposit(deps.deposit) };
}
