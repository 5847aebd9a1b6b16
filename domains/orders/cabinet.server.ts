import type { Db } from '../../db/client.server';
import type { Clock } from '../../lib/clock';
import type { PaymentsService } from '../payments/service.server';
import type { CellBookings, StorageCatalogue } from '../storages/service.server';
import type { OrdersService } from './service.server';

/** The cabinet side of orders: lists, details, settings, the cancel flows, order files. */
export function createOrderCabinet(deps: {
  db: Db;
  clock: Clock;
  orders: OrdersService;
  payments: PaymentsService;
  catalogue: StorageCatalogue;
  cellBookings: CellBookings;
  filesDir: string;
}) {
  void deps;
  return {};
}

export type OrderCabinet = ReturnType<typeof createOrderCabinet>;
