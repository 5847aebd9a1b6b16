import type { FastifyInstance } from 'fastify';
import { moscowDate } from './booking-dates';

/** Helpers of the booking API tests: booking bodies and the booking call (callers come from tests/kit/users). */
export function bookingBody(cellId: number, now: Date, over: Record<string, unknown> = {}) {
  return { slot_id: cellId, tariff_kind: 'monthly', period_code: 'month-1', start_date: moscowDate(now), ...over };
}

export function book(app: FastifyInstance, headers: Record<string, string>, payload: Record<string, unknown>, key?: string) {
  return app.inject({
    method: 'POST',
    url: '/api/cabinet/site/storages/booking',
    headers: { ...headers, ...(key ? { 'idempotency-key': key } : {}) },
    payload,
  });
}

/** The booking's cancellation by its owner (an unpaid hold is released, a paid booking cancelled). */
export function cancelBooking(app: FastifyInstance, headers: Record<string, string>, orderId: number) {
  return app.inject({ method: 'POST', url: '/api/cabinet/site/storages/booking-cancel', headers, payload: { order_id: orderId } });
}
