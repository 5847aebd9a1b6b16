import type { FastifyInstance } from 'fastify';
import type { SettledEvent } from './settle.server';

/** The purposes orders register: a recorder replaces their listener, so payments are tested without orders rows. */
export const ORDERS_PURPOSES = ['order', 'invoice', 'renewal', 'extension'] as const;

/** Registers a recording listener in place of the orders service's one (of `purposes`, orders' by default). */
export function recordSettled(
  app: FastifyInstance,
  answer: (event: SettledEvent) => 'applied' | 'refund' | 'ignored' = () => 'applied',
  purposes: readonly string[] = ORDERS_PURPOSES,
) {
  const events: Array<{ uuid: string; outcome: string; purpose: string }> = [];
  const listener = async (event: SettledEvent) => {
    events.push({ uuid: event.payment.uuid, outcome: event.outcome, purpose: event.payment.purpose });
    return answer(event);
  };
  const dispose = app.services.payments.purposes.listen(purposes, listener);
  return { events, dispose, listener };
}
