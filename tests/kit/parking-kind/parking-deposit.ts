import type { Clock, ManualClock } from '../../../lib/clock';
import { createTestApp, type TestApp } from '../../helpers/test-app';
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

/** An app whose extra kind is the parking kind with a deposit for one spot, the login limits out of the way. */
export function parkingDepositApp(input: { clock: ManualClock; spot: ParkingSpot; deposit: number }): Promise<TestApp> {
  const limits = { LOGIN_SENDS_PER_IP_HOUR: '1000', LOGIN_CALLS_PER_IP_MINUTE: '1000', RATE_LIMIT_MAX: '100000' };
  return createTestApp(limits, undefined, {
    clock: input.clock,
    extraKinds: ({ clock }) => [createParkingKindWithDeposit({ clock, spots: [input.spot], deposit: input.deposit })],
  });
}
