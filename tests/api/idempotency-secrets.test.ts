import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotencyKeys } from '../../server/plugins/idempotency-table';
import { seedBookingFixture, type BookingFixture } from '../../domains/storages/booking-test-fixtures';
import { bookingBody } from '../../domains/storages/booking-test-helpers';
import { manualClock } from '../../lib/clock';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { guestConfirmation } from '../kit/users';

const clock = manualClock(new Date('2026-11-23T09:00:00Z'));
let t: TestApp;
let fx: BookingFixture;

beforeAll(async () => {
  t = await createTestApp({ LOGIN_SENDS_PER_IP_HOUR: '1000', LOGIN_CALLS_PER_IP_MINUTE: '1000', RATE_LIMIT_MAX: '100000' }, undefined, {
    clock,
  });
  fx = await seedBookingFixture(t.db.database.db);
});
afterAll(() => t.close());

describe('a guest order placed with an Idempotency-Key', () => {
  it('leaves no guest secret in the idempotency store; the replay answers the order without it', async () => {
    const { token } = await guestConfirmation(t.app);
    const key = 'guest-order-secret-1';
    const payload = bookingBody(fx.cells.a1.id, clock.now(), { tariff_kind: 'guest', period_code: 'guest-3', confirmation_token: token });
    const first = await t.app.inject({ method: 'POST', url: '/api/cabinet/orders/guest', headers: { 'idempotency-key': key }, payload });
    expect(first.statusCode).toBe(201);
    const placed = first.json().data;
    expect(placed.guest_token).toBeTruthy();

    const rows = await t.db.database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
    expect(rows).toHaveLength(1);
    const stored = JSON.stringify(rows[0]);
    expect(stored).not.toContain(placed.guest_token);
    expect(stored).not.toContain(token);
    expect(stored).not.toContain('guest_token');
    expect((rows[0]!.response as { data: { order_id: number } }).data.order_id).toBe(placed.order_id);

    const replay = await t.app.inject({ method: 'POST', url: '/api/cabinet/orders/guest', headers: { 'idempotency-key': key }, payload });
    expect(replay.statusCode).toBe(201);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    const { guest_token: _secret, ...rest } = placed;
    expect(replay.json().data).toEqual(rest);
  });
});
