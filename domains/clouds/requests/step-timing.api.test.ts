import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { manualClock } from '../../../lib/clock';
import { createTestApp, type TestApp } from '../../../tests/helpers/test-app';
import { cloudRequestEventsOf, cloudRequestRow, cloudRequestWorld, seedCloudRequest } from '../../../tests/kit/cloud-requests';
import { staffMember } from '../../../tests/kit/staff';
import { notificationsOf } from '../../../tests/kit/users';

// When the crew's steps may be pressed: on the window's day, and leaving with an arrival time
// outside the client's window only with a reason the client reads.
const START = new Date('2026-11-27T06:00:00Z'); // 09:00 in Moscow, 27.11.2026
const clock = manualClock(START);
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_MAX: '100000' }, undefined, { clock });
});
afterAll(() => t.close());
beforeEach(() => clock.set(START));

const db = () => t.db.database.db;
const status = (who: { headers: Record<string, string> }, id: number, body: object) =>
  t.app.inject({ method: 'POST', url: `/api/admin/clouds/requests/${id}/status`, headers: who.headers, payload: body });

describe('the crew’s steps wait for the window’s day', () => {
  it('refuses every step of tomorrow’s pickup today, and takes them on the day', async () => {
    // The window is tomorrow, 28.11 from 09:00 to 12:00.
    const w = await cloudRequestWorld(t.app, { status: 'MOVER_ACCEPTED', day: '2026-11-28', hour: 9 });
    const early = await status(w.mover, w.requestId, { to: 'MOVER_ON_WAY', eta_minutes: 30 });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({
      code: 'CLOUD_STEP_TOO_EARLY',
      message: `Заявка №${w.requestId} — на 28.11.2026 с 09:00 до 12:00: этот шаг отмечают в день окна, не раньше`,
    });
    expect((await cloudRequestRow(db(), w.requestId)).status).toBe('MOVER_ACCEPTED');
    expect(await cloudRequestEventsOf(db(), w.requestId)).toHaveLength(2);
    expect(await notificationsOf(t.app, w.client.headers)).toEqual([]);

    // Late the evening before (23:59 in Moscow) is still before; at 08:30 on the day the crew leaves.
    // (Each moment gets its own world: the staff's sign-in lasts less than the clock's jumps.)
    const tomorrow = { status: 'MOVER_ACCEPTED', day: '2026-11-28', hour: 9 } as const;
    clock.set(new Date('2026-11-27T20:59:00Z'));
    const evening = await cloudRequestWorld(t.app, tomorrow);
    expect((await status(evening.mover, evening.requestId, { to: 'MOVER_ON_WAY', eta_minutes: 30 })).json().code).toBe(
      'CLOUD_STEP_TOO_EARLY',
    );

    clock.set(new Date('2026-11-28T05:30:00Z'));
    const day = await cloudRequestWorld(t.app, tomorrow);
    const onWay = await status(day.mover, day.requestId, { to: 'MOVER_ON_WAY', eta_minutes: 45 });
    expect(onWay.statusCode, onWay.body).toBe(200);
    expect(onWay.json().data.status).toBe('MOVER_ON_WAY');
  });

  it('lets the storekeeper gather a return’s things the evening before, but not the crew leave', async () => {
    const pickup = await cloudRequestWorld(t.app, { status: 'COMPLETED', day: '2026-11-27', hour: 9 });
    const storekeeper = await staffMember(t.app, 'storekeeper');
    const ret = await seedCloudRequest(db(), {
      userId: pickup.client.userId,
      warehouseId: pickup.warehouseId,
      spaceId: pickup.spaceId,
      orderId: pickup.orderId,
      type: 'return',
      status: 'MOVER_ACCEPTED',
      crewId: pickup.crew.id,
      day: '2026-11-28',
      hour: 12,
      now: clock.now(),
    });
    const gathered = await status(storekeeper, ret.requestId, { to: 'STATUS_STOREKEEPER_RETURNS_STUFFS' });
    expect(gathered.statusCode, gathered.body).toBe(200);
    const leaving = await status(pickup.mover, ret.requestId, { to: 'MOVER_ON_WAY' });
    expect(leaving.json().code).toBe('CLOUD_STEP_TOO_EARLY');
  });
});

describe('an arrival outside the window is questioned', () => {
  it('asks the mover why; with the reason the client is told the crew is late and why', async () => {
    // Today 09:00–12:00; the mover leaves at 09:00 saying 4 hours: 13:00, an hour after the window.
    const w = await cloudRequestWorld(t.app, { status: 'MOVER_ACCEPTED', day: '2026-11-27', hour: 9 });
    const silent = await status(w.mover, w.requestId, { to: 'MOVER_ON_WAY', eta_minutes: 240 });
    expect(silent.statusCode).toBe(422);
    expect(silent.json()).toMatchObject({
      code: 'ETA_OUTSIDE_WINDOW',
      message: 'Приедете примерно в 13:00 — позже окна 27.11.2026 с 09:00 до 12:00. Укажите причину: мы сообщим её клиенту',
      fields: { note: 'Укажите причину' },
    });
    expect((await cloudRequestRow(db(), w.requestId)).status).toBe('MOVER_ACCEPTED');

    const said = await status(w.mover, w.requestId, { to: 'MOVER_ON_WAY', eta_minutes: 240, note: 'Пробка на МКАД' });
    expect(said.statusCode, said.body).toBe(200);
    const [notice] = await notificationsOf(t.app, w.client.headers);
    expect(notice).toMatchObject({
      title: `Заявка №${w.requestId}: грузчики опаздывают`,
      text: expect.stringMatching(
        /^Приедут примерно в 13:00 — позже окна 27\.11\.2026 с 09:00 до 12:00, простите\. Причина: Пробка на МКАД\./,
      ),
    });
    const events = await cloudRequestEventsOf(db(), w.requestId);
    expect(events.at(-1)).toMatchObject({
      toStatus: 'MOVER_ON_WAY',
      note: 'Пробка на МКАД',
      data: expect.objectContaining({ eta: 'late' }),
    });
  });

  it('leaving after the window has ended is late too, even without minutes given', async () => {
    clock.set(new Date('2026-11-27T09:30:00Z')); // 12:30 in Moscow
    const w = await cloudRequestWorld(t.app, { status: 'MOVER_ACCEPTED', day: '2026-11-27', hour: 9 });
    const res = await status(w.mover, w.requestId, { to: 'MOVER_ON_WAY' });
    expect(res.json().code).toBe('ETA_OUTSIDE_WINDOW');
  });

  it('an arrival before the window needs a reason as well; inside it none', async () => {
    const w = await cloudRequestWorld(t.app, { status: 'MOVER_ACCEPTED', day: '2026-11-27', hour: 12 });
    const early = await status(w.mover, w.requestId, { to: 'MOVER_ON_WAY', eta_minutes: 30 }); // 09:30, the window is 12–15
    expect(early.json()).toMatchObject({ code: 'ETA_OUTSIDE_WINDOW', message: expect.stringContaining('раньше окна') });
    const inside = await status(w.mover, w.requestId, { to: 'MOVER_ON_WAY', eta_minutes: 200 }); // 12:20
    expect(inside.statusCode, inside.body).toBe(200);
    const [notice] = await notificationsOf(t.app, w.client.headers);
    expect(notice!.text).toMatch(/^Приедут примерно в 12:20 \(окно 27\.11\.2026 с 12:00 до 15:00\)\./);
  });
});
