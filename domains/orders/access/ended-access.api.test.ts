import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../../lib/clock';
import { cookieHeader, loginBySms, randomPhone } from '../../../tests/helpers/auth-session';
import { createTestApp, type TestApp } from '../../../tests/helpers/test-app';
import { insertOrder, rows, storageFixture } from '../cabinet/cabinet-test-support';
import { moscowDayStart } from '../../../lib/moscow-calendar';
import { markPaid } from '../core/paid.server';

/** What a person whose access to an order is over is told (the page says «Доступ отозван» and why). */
const START = new Date('2026-11-23T09:00:00Z');
const clock = manualClock(START);
let t: TestApp;
let warehouseId: number;

async function signIn(phone = randomPhone()) {
  const { login, cookies } = await loginBySms(t.app, phone);
  return { phone, id: login.json().data.user.id as number, headers: { cookie: cookieHeader(cookies), 'client-type': 'WEB_CLIENT' } };
}

async function paidOrder(userId: number): Promise<number> {
  const { id } = await insertOrder(t.app, {
    userId,
    warehouseId,
    status: 'awaiting_payment',
    startsAt: moscowDayStart('2026-11-23'),
    endsAt: moscowDayStart('2026-12-23'),
    holdExpiresAt: new Date(clock.now().getTime() + 20 * 60_000),
  });
  await t.app.services.database.db.transaction((tx) =>
    markPaid(tx, t.app.services.productKinds, { orderId: id, now: clock.now(), reason: 'payment_succeeded' }),
  );
  return id;
}

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_MAX: '100000', LOGIN_CALLS_PER_IP_MINUTE: '100000' }, undefined, { clock });
  ({ warehouseId } = await storageFixture(t.app));
});
afterAll(async () => t?.close());

describe('ended access', () => {
  it('tells a revoked person who took it back and when; nothing for a live grant, a stranger or the owner', async () => {
    const owner = await signIn();
    await t.app.inject({ method: 'PUT', url: '/api/cabinet/v2/profile', headers: owner.headers, payload: { first_name: 'Анна' } });
    const id = await paidOrder(owner.id);
    const friend = await signIn();
    const stranger = await signIn();
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/cabinet/v2/orders/access',
      headers: owner.headers,
      payload: { order_id: id, phone: friend.phone },
    });
    const grants = t.app.services.orderCabinet.grants;
    expect(await grants.endedAccess(friend.id, id)).toBeNull();
    expect(await grants.endedAccess(stranger.id, id)).toBeNull();
    expect(await grants.endedAccess(owner.id, id)).toBeNull();

    clock.set(new Date(START.getTime() + 600_000));
    await t.app.inject({
      method: 'DELETE',
      url: '/api/cabinet/v2/orders/access',
      headers: owner.headers,
      payload: { id: made.json().data.id, phone: friend.phone },
    });
    expect(await grants.endedAccess(friend.id, id)).toEqual({
      order_id: id,
      reason: 'revoked',
      ended_at: new Date(START.getTime() + 600_000).toISOString(),
      owner_first_name: 'Анна',
    });
    expect(await grants.endedAccess(stranger.id, id)).toBeNull();
  });

  it('says the rental is over once the order is finished', async () => {
    clock.set(START);
    const owner = await signIn();
    const id = await paidOrder(owner.id);
    const friend = await signIn();
    await t.app.inject({
      method: 'POST',
      url: '/api/cabinet/v2/orders/access',
      headers: owner.headers,
      payload: { order_id: id, phone: friend.phone },
    });
    await rows(t.app, sql`update orders set status = 'finished' where id = ${id}`);
    expect(await t.app.services.orderCabinet.grants.endedAccess(friend.id, id)).toMatchObject({ reason: 'rental_over', ended_at: null });
  });
});
