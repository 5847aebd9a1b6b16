import { periodExtension, type ProductKind } from '../../../domains/orders/service.server';
import type { ParkingSpot } from './parking-kind';

/**
 * The parking kind with the core's period extension as its `extend` change, as storages and clouds
 * declare it: more hours of its own tariff from the cabinet, paid before anything of the stay moves.
 */
export function withPeriodExtension(kind: ProductKind<ParkingSpot>): ProductKind<ParkingSpot> {
  return { ...kind, changes: { ...kind.changes, extend: periodExtension() } };
}
