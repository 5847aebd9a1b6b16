import type { FastifyInstance } from 'fastify';
import { orders } from '../../db/schema';
import type { SettledEvent } from './settle.server';

/** Test helpers of the payments API tests (not used by the product). */
export const WEB = { 'client-type': 'WEB_CLIENT' };

/** Registers a recording listener in place of the orders service's one. */
export function recordSettled(app: FastifyInstance, answer: (event: SettledEvent) => 'applied' | 'refund' | 'ignored' = () => 'applied') {
  const events: Array<{ uuid: string; outcome: string; purpose: string }> = [];
  const dispose = app.services.payments.onSettled(async (event) => {
    events.push({ uuid: event.payment.uuid, outcome: event.outcome, purpose: event.payment.purpose });
    return answer(event);
  });
  return { events, dispose };
}

/** A bare storage order row of a user, for payments that need one. */
export async function insertOrder(
  app: FastifyInstance,
  userId: number | null,
  status = 'awaiting_payment',
  patch: Partial<typeof orders.$inferInsert> = {},
) {
  const [row] = await app.services.database.db
    .insert(orders)
    .values({ kind: 'storage', status, userId, total: 1000, ...patch })
    .returning({ id: orders.id });
  return row!.id;
}

export async function userIdOf(app: FastifyInstance, cookie: string): Promise<number> {
  const res = await app.inject({ method: 'GET', url: '/api/cabinet/v2/profile', headers: { cookie } });
  if (res.statusCode !== 200) throw new Error(`profile failed: ${res.body}`);
  return res.json().data.id as number;
}
