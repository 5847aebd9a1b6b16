import type { Db } from '../../db/client.server';
import type { Clock } from '../../lib/clock';
import type { Env } from '../../lib/env.server';
import type { OutboxService } from '../outbox/service.server';

/** Payments through the provider adapter, saved cards, history, invoices, auto renewal. */
export function createPaymentsService(deps: { db: Db; clock: Clock; env: Env; outbox: OutboxService }) {
  void deps;
  return {};
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
