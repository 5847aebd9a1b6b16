import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { manualClock } from '../../../lib/clock';
import { cookieHeader, loginBySms } from '../../../tests/helpers/auth-session';
import { createTestApp, type TestApp } from '../../../tests/helpers/test-app';
import { moverCrew, seedCloudRequest } from '../../../tests/kit/cloud-requests';
import { cloudRequestById, cloudWorld, paidCloudOrder, windowById, type CloudWorld } from '../../../tests/kit/clouds';
import { orderById } from '../../../tests/kit/orders';
import { notificationsOf, signedIn, WEB } from '../../../tests/kit/users';
import { cloudRequestEvents, cloudRequests } from '../tables';

// The owner's window change (change-window.server.ts): the seat, the cut-off, the crew, the order's period.
// 12:00 Moscow: tomorrow's windows (09–12 … 18–21) are all past the 4-hour cut-off.
const START = new Date('2026-11-23T09:00:00Z');
const clock = manualClock(START);
let t: TestApp;
let world: CloudWorld;

beforeAll(async () => {
  t = await createTestApp({ LOGIN_SENDS_PER_IP_HOUR: '10000', LOGIN_CALLS_PER_IP_MINUTE: '10000', RATE_LIMIT_MAX: '100000' }, undefined, {
    clock,
  });
});
afterAll(() => t.close());
beforeEach(async () => {
  clock.set(START);
  world = await cloudWorld(db(), START);
});

const db = () => t.db.database.db;
const MINUTE = 60_000;

async function again(phone: string): Promise<Record<string, string>> {
  const { cookies } = await loginBySms(t.app, phone, `dev-${phone}`);
  return { cookie: cookieHeader(cookies), ...WEB };
}

describe('changing the window', () => {
  it('moves the seat before the cut-off, records it, and refuses after the cut-off and to anyone else', async () => {
    const paid = await paidCloudOrder(t.app, { world, windowIndex: 1 });
    const next = world.windows[6]!;
    const change = (headers: Record<string, string>, windowId: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/cabinet/v2/orders/clouds/slot',
        headers,
        payload: { request_id: paid.requestId, window_id: windowId },
      });

    const stranger = await signedIn(t.app);
    expect((await change(stranger.headers, next.id)).statusCode).toBe(404);

    const before = (await orderById(db(), paid.orderId))!;
    const moved = await change(paid.headers, next.id);
    expect(moved.statusCode, moved.body).toBe(200);
    // The drop-off is a day later: the order's period starts and ends a day later too.
    const after = (await orderById(db(), paid.orderId))!;
    expect(after.startsAt!.getTime() - before.startsAt!.getTime()).toBe(24 * 60 * MINUTE);
    expect(after.endsAt!.getTime() - before.endsAt!.getTime()).toBe(24 * 60 * MINUTE);
    expect(moved.json().data.id).toBe(paid.requestId);
    expect((await windowById(db(), paid.windowId)).booked).toBe(0);
    expect((await windowById(db(), next.id)).booked).toBe(1);
    expect((await cloudRequestById(db(), paid.requestId))!.windowId).toBe(next.id);
    const events = await db().select().from(cloudRequestEvents).where(eq(cloudRequestEvents.requestId, paid.requestId));
    const last = events.at(-1)!;
    expect(last).toMatchObject({ fromStatus: 'MOVER_AWAITED', toStatus: 'MOVER_AWAITED', actorRole: 'client' });
    expect(last.note).toMatch(/^Окно изменено: 24\.11\.2026 с 12:00 до 15:00 → 25\.11\.2026 с 15:00 до 18:00$/);

    // 3 hours before the new window: too late.
    clock.set(new Date(next.startsAt.getTime() - 3 * 60 * MINUTE));
    const late = await change(await again(paid.phone), world.windows[10]!.id);
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('WINDOW_CLOSED');
    expect((await cloudRequestById(db(), paid.requestId))!.windowId).toBe(next.id);
    expect((await windowById(db(), world.windows[10]!.id)).booked).toBe(0);
  });

  it('keeps the assigned crew when it is free in the new window, and takes it off when it is busy there', async () => {
    const { crew } = await moverCrew(t.app, world.warehouseId, 'Бригада окна');
    const paid = await paidCloudOrder(t.app, { world, windowIndex: 2 });
    await db().update(cloudRequests).set({ status: 'MOVER_ACCEPTED', crewId: crew.id }).where(eq(cloudRequests.id, paid.requestId));
    const change = (windowId: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/cabinet/v2/orders/clouds/slot',
        headers: paid.headers,
        payload: { request_id: paid.requestId, window_id: windowId },
      });

    expect((await change(world.windows[3]!.id)).statusCode).toBe(200);
    expect(await cloudRequestById(db(), paid.requestId)).toMatchObject({ status: 'MOVER_ACCEPTED', crewId: crew.id });

    const other = await signedIn(t.app);
    await seedCloudRequest(db(), {
      userId: other.userId,
      warehouseId: world.warehouseId,
      windowId: world.windows[7]!.id,
      status: 'MOVER_ACCEPTED',
      crewId: crew.id,
      now: clock.now(),
    });
    const busy = await change(world.windows[7]!.id);
    expect(busy.statusCode, busy.body).toBe(200);
    expect(busy.json().data.status).toBe('MOVER_AWAITED');
    expect(await cloudRequestById(db(), paid.requestId)).toMatchObject({
      status: 'MOVER_AWAITED',
      crewId: null,
      windowId: world.windows[7]!.id,
    });
    const events = await db().select().from(cloudRequestEvents).where(eq(cloudRequestEvents.requestId, paid.requestId));
    expect(events.at(-1)).toMatchObject({ fromStatus: 'MOVER_ACCEPTED', toStatus: 'MOVER_AWAITED', actorRole: 'system' });
    const [notice] = await notificationsOf(t.app, paid.headers, 5);
    expect(notice).toMatchObject({
      title: `Заявка №${paid.requestId}: назначаем других грузчиков`,
      text: expect.stringMatching(/^Вы выбрали новое время, а бригада в это окно занята\. Окно /),
    });
  });
});
