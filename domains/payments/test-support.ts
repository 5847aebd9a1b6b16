import type { FastifyInstance } from 'fastify';
import type { SettledEvent } from './settle.server';

/** Registers a recording listener in place of the orders service's one. */
export function recordSettled(app: FastifyInstance, answer: (event: SettledEvent) => 'applied' | 'refund' | 'ignored' = () => 'applied') {
  const events: Array<{ uuid: string; outcome: string; purpose: string }> = [];
  const dispose = app.services.payments.onSettled(async (event) => {
    events.push({ uuid: event.payment.uuid, outcome: event.outcome, purpose: event.payment.purpose });
    return answer(event);
  });
  return { events, dispose };
}
