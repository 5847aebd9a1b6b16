import type { Db } from '../../db/client.server';
import type { Clock } from '../../lib/clock';
import type { PaymentsService } from '../payments/service.server';
import type { CellBookings, StorageCatalogue } from '../storages/service.server';
import type { UsersService } from '../users/service.server';

export { createOrderCabinet, type OrderCabinet } from './cabinet.server';

/** Orders of every kind: placing, pricing, promo codes, bonuses, payment outcomes. */
export function createOrdersService(deps: {
  db: Db;
  clock: Clock;
  catalogue: StorageCatalogue;
  cellBookings: CellBookings;
  payments: PaymentsService;
  users: UsersService;
}) {
  void deps;
  return {};
}

export type OrdersService = ReturnType<typeof createOrdersService>;
