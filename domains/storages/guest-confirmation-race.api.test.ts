import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../lib/clock';
import { createTestApp, type TestApp } from '../../tests/helpers/test-app';
import { guestConfirmation } from '../../tests/kit/users';
import { ordersOfGuestPhone } from '../../tests/kit/orders';
import { seedBookingFixture, type BookingFixture } from './booking-test-fixtures';
import { bookingBody } from './booking-test-helpers';

const clock = manualClock(new Date('2026-11-23T09:00:00Z'));
let t: TestApp;
let fx: BookingFixture;
const env = {
  LOGIN_SENDS_PER_IP_HOUR: '1000',
  LOGIN_CALLS_PER_IP_MINUTE: '1000',
  RATE_LIMIT_MAX: '100000',
  LOGIN_FAILURES_PER_IP_HOUR: '1000',
};

beforeAll(async () => {
  t = await createTestApp(env, undefined, { clock });
  fx = await seedBookingFixture(t.db.database.db);
});
afterAll(() => t?.close());

const guestBooking = (cellId: number, token: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/cabinet/orders/guest',
    payload: bookingBody(cellId, clock.now(), { tariff_kind: 'guest', period_code: 'guest-3', confirmation_token: token }),
  });

describe('the guest phone confirmation', () => {
  it('is given back when the booking it allowed fails', async () => {
    const { token } = await guestConfirmation(t.app);
    const missing = await guestBooking(999_999, token);
    expect(missing.statusCode).toBeGreaterThanOrEqual(400);
    expect((await guestBooking(fx.cells.m1.id, token)).statusCode).toBe(201);
  });

  // PGlite runs one transaction at a time, so only PostgreSQL can show a check-then-write race.
  it.runIf(process.env.TEST_DB === 'postgres')('places exactly one order of 20 parallel bookings with one token', async () => {
    const { phone, token } = await guestConfirmation(t.app);
    const cellIds = [fx.cells.a1.id, fx.cells.a2.id, fx.cells.a3.id, fx.cells.b1.id, fx.cells.c1.id];
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => guestBooking(cellIds[i % cellIds.length]!, token)));
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 422)).toHaveLength(19);
    expect(await ordersOfGuestPhone(t.db.database.db, phone)).toHaveLength(1);
  });
});
