import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { manualClock } from '../../../lib/clock';
import { createTestApp, type TestApp } from '../../../tests/helpers/test-app';
import {
  cloudItemsOf,
  cloudRequestEventsOf,
  cloudRequestRow,
  cloudRequestWorld,
  cloudSpaceRow,
  insertCloudItems,
  itemPhoto,
  photoUpload,
  seedCloudRequest,
} from '../../../tests/kit/cloud-requests';
import { connect, listening, nextEvent, eventsBefore, socketTo } from '../../../tests/kit/sockets';
import { staffMember } from '../../../tests/kit/staff';
import { announceRequestStatus } from './request-log.server';
import { notificationsOf, signedIn } from '../../../tests/kit/users';

// The request lifecycle through the console's calls: every move recorded with who and when, the
// client's notification per move, the SMS with the ETA, and the client's view of the request.
const START = new Date('2026-11-27T06:00:00Z'); // 09:00 in Moscow
// The crew's steps are pressed on the window's day: the worlds that move get today's 09:00–12:00 window.
const TODAY = { day: '2026-11-27', hour: 9 } as const;
const clock = manualClock(START);
let t: TestApp;
let operator: Awaited<ReturnType<typeof staffMember>>;
let storekeeper: Awaited<ReturnType<typeof staffMember>>;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_MAX: '100000', LOGIN_SENDS_PER_IP_HOUR: '1000', LOGIN_CALLS_PER_IP_MINUTE: '1000' }, undefined, {
    clock,
  });
  operator = await staffMember(t.app, 'operator');
  storekeeper = await staffMember(t.app, 'storekeeper');
});
afterAll(() => t.close());
beforeEach(() => clock.set(START));

const db = () => t.db.database.db;
type Who = { headers: Record<string, string> };

const call = (who: Who, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: who.headers, ...(payload ? { payload } : {}) });

const noticesOf = (who: Who) => notificationsOf(t.app, who.headers);

describe('a drop-off from the dispatcher to the storekeeper', () => {
  it('moves step by step; each move is an event with who and when, a notification and an audit record', async () => {
    const w = await cloudRequestWorld(t.app, TODAY);
    const id = w.requestId;
    const base = `/api/admin/clouds/requests/${id}`;

    const assigned = await call(operator, 'POST', `${base}/assign`, { crew_id: w.crew.id });
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect(assigned.json().data).toMatchObject({ status: 'MOVER_ACCEPTED', crew: { name: w.crew.name }, crew_id: w.crew.id });

    clock.advance(60);
    const onWay = await call(w.mover, 'POST', `${base}/status`, { to: 'MOVER_ON_WAY', eta_minutes: 40 });
    expect(onWay.statusCode, onWay.body).toBe(200);
    expect(onWay.json().data.eta_at).toBe(new Date(START.getTime() + 60_000 + 40 * 60_000).toISOString());

    for (const to of ['MOVER_ON_CLIENT', 'MOVER_CONFIRMATION', 'MOVER_CARRIES_STUFFS']) {
      clock.advance(60);
      const res = await call(w.mover, 'POST', `${base}/status`, { to });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.status).toBe(to);
    }

    clock.advance(60);
    const item = await call(storekeeper, 'POST', `${base}/items`, { title: 'Коробка с книгами', description: 'Тяжёлая' });
    expect(item.statusCode, item.body).toBe(200);
    expect((await cloudRequestRow(db(), id)).status).toBe('STOREKEEPER_ACCEPTS_STUFFS');
    const upload = photoUpload({ name: 'box.png', type: 'image/png', bytes: await itemPhoto('png', true) });
    const uploaded = await t.app.inject({
      method: 'POST',
      url: `/api/admin/clouds/items/${item.json().data.id}/photos`,
      headers: { ...storekeeper.headers, ...upload.headers },
      payload: upload.payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);

    clock.advance(60);
    const accepted = await call(storekeeper, 'POST', `${base}/accept`, { measured_volume: 1.4 });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().data).toMatchObject({ status: 'COMPLETED', measured_volume: 1.4, next: [] });
    expect((await cloudSpaceRow(db(), w.spaceId)).measuredLiters).toBe(1400);
    expect((await cloudRequestRow(db(), id)).completedAt?.toISOString()).toBe(clock.now().toISOString());

    const events = (await cloudRequestEventsOf(db(), id)).slice(1); // the seeded creation first
    expect(events.map((e) => [e.fromStatus, e.toStatus, e.actorRole, e.actorUserId])).toEqual([
      ['MOVER_AWAITED', 'MOVER_ACCEPTED', 'dispatcher', operator.userId],
      ['MOVER_ACCEPTED', 'MOVER_ON_WAY', 'mover', w.mover.userId],
      ['MOVER_ON_WAY', 'MOVER_ON_CLIENT', 'mover', w.mover.userId],
      ['MOVER_ON_CLIENT', 'MOVER_CONFIRMATION', 'mover', w.mover.userId],
      ['MOVER_CONFIRMATION', 'MOVER_CARRIES_STUFFS', 'mover', w.mover.userId],
      ['MOVER_CARRIES_STUFFS', 'STOREKEEPER_ACCEPTS_STUFFS', 'storekeeper', storekeeper.userId],
      ['STOREKEEPER_ACCEPTS_STUFFS', 'COMPLETED', 'storekeeper', storekeeper.userId],
    ]);
    expect(events.map((e) => (e.at.getTime() - START.getTime()) / 60_000)).toEqual([0, 1, 2, 3, 4, 5, 6]);

    // One per move (the act made on acceptance tells of itself separately).
    const notices = (await noticesOf(w.client)).filter((n) => n.title.startsWith(`Заявка №${id}`));
    expect(notices).toHaveLength(7);
    for (const n of notices) expect(n).toMatchObject({ show_type: 'ORDER', link: `/cabinet/requests/${id}/`, order_id: w.orderId });
    expect(notices.map((n) => n.title).reverse()).toEqual([
      `Заявка №${id}: грузчики назначены`,
      `Заявка №${id}: грузчики едут к вам`,
      `Заявка №${id}: грузчики на месте`,
      `Заявка №${id}: сверка вещей`,
      `Заявка №${id}: везём вещи на склад`,
      `Заявка №${id}: кладовщик принимает вещи`,
      `Заявка №${id}: вещи на хранении`,
    ]);

    const audit = await t.app.services.staff.audit({ entity: 'cloud_request', offset: 0, limit: 100 });
    const mine = audit.items.filter((a) => a.entity_id === String(id));
    expect(mine.map((a) => [a.action, a.actor_user_id]).reverse()).toEqual([
      ['cloud_request.assign', operator.userId],
      ['cloud_request.move', w.mover.userId],
      ['cloud_request.move', w.mover.userId],
      ['cloud_request.move', w.mover.userId],
      ['cloud_request.move', w.mover.userId],
      ['cloud_request.move', storekeeper.userId],
      ['cloud_request.accept', storekeeper.userId],
    ]);

    // The client's page: every step reached with its time, the events with who, the item's photo.
    const view = await call(w.client, 'GET', `/api/cabinet/v2/requests/${id}`);
    expect(view.statusCode).toBe(200);
    expect(view.headers['cache-control']).toBe('private, no-store');
    const data = view.json().data;
    expect(data.steps.every((s: { done: boolean; at: string | null }) => s.done && s.at)).toBe(true);
    expect(data.events.at(-1)).toMatchObject({ to: 'COMPLETED', actor_role: 'storekeeper', actor_title: 'Кладовщик' });
    expect(data.items).toEqual([
      { id: item.json().data.id, title: 'Коробка с книгами', photos: [`/api/cabinet/v2/clouds/items/photos/${uploaded.json().data.id}`] },
    ]);
    expect(data).toMatchObject({ can_rate: true, can_change_window: false });
  });

  it('sends order:status to the client and the staff rooms once a move commits, and nothing of a refused or rolled-back one', async () => {
    // The sockets' logins end by the real clock: everyone here signs in at it.
    clock.set(new Date());
    const w = await cloudRequestWorld(t.app);
    const dispatcher = await staffMember(t.app, 'operator');
    const keeper = await staffMember(t.app, 'storekeeper');
    const url = await listening(t.app);
    const client = socketTo(url, { cookie: w.client.headers.cookie });
    const staff = socketTo(url, { cookie: keeper.headers.cookie });
    try {
      await Promise.all([client, staff].map((socket) => Promise.all([nextEvent(socket, 'rooms:joined'), connect(socket)])));
      const heard = [client, staff].map((socket) => nextEvent(socket, 'order:status'));
      const assigned = await call(dispatcher, 'POST', `/api/admin/clouds/requests/${w.requestId}/assign`, { crew_id: w.crew.id });
      expect(assigned.statusCode, assigned.body).toBe(200);
      const payload = { kind: 'cloud_request', id: w.requestId, status: 'MOVER_ACCEPTED', order_id: w.orderId };
      expect(await Promise.all(heard)).toEqual([payload, payload]);

      const refused = await call(w.mover, 'POST', `/api/admin/clouds/requests/${w.requestId}/status`, { to: 'MOVER_ON_CLIENT' });
      expect(refused.statusCode).toBe(409);
      const rolledBack = db()
        .transaction(async (tx) => {
          await announceRequestStatus(tx, { userId: w.client.userId, requestId: w.requestId, orderId: w.orderId, status: 'COMPLETED' });
          throw new Error('roll back');
        })
        .catch(() => undefined);
      // A committed announcement after it marks the end: whatever the rollback had sent would come first.
      const isMarker = (payload: { status: string }) => payload.status === 'MOVER_ACCEPTED';
      const beforeMarker = [client, staff].map((socket) => eventsBefore(socket, 'order:status', isMarker));
      await rolledBack;
      await db().transaction((tx) =>
        announceRequestStatus(tx, { userId: w.client.userId, requestId: w.requestId, orderId: w.orderId, status: 'MOVER_ACCEPTED' }),
      );
      expect(await Promise.all(beforeMarker)).toEqual([[], []]);
    } finally {
      client.disconnect();
      staff.disconnect();
    }
  });

  it('the crew on its way: the ETA in the notification and an SMS with it in the outbox', async () => {
    const w = await cloudRequestWorld(t.app, { ...TODAY, status: 'MOVER_ACCEPTED' });
    const res = await call(w.mover, 'POST', `/api/admin/clouds/requests/${w.requestId}/status`, { to: 'MOVER_ON_WAY', eta_minutes: 90 });
    expect(res.statusCode, res.body).toBe(200);
    // 06:00 UTC + 90 minutes = 10:30 in Moscow
    const [notice] = await noticesOf(w.client);
    expect(notice!.text).toMatch(/^Приедут примерно в 10:30/);
    await t.app.services.deliveries.run(clock.now());
    const outbox = await t.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${w.client.phone}` });
    const sms = (outbox.json().data.items as { channel: string; text: string; code: string | null }[]).filter(
      (m) => m.channel === 'SMS' && !m.code,
    );
    expect(sms.map((m) => m.text)).toEqual([
      expect.stringMatching(new RegExp(`^Заявка №${w.requestId}: грузчики едут к вам\\. Приедут примерно в 10:30`)),
    ]);
  });

  it('without eta_minutes the ETA is the window start', async () => {
    const w = await cloudRequestWorld(t.app, { ...TODAY, status: 'MOVER_ACCEPTED' });
    const res = await call(w.mover, 'POST', `/api/admin/clouds/requests/${w.requestId}/status`, { to: 'MOVER_ON_WAY' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.eta_at).toBe(res.json().data.window.starts_at);
  });
});

describe('refused moves leave the request as it was', () => {
  it('a mover of another crew gets 404 and moves nothing', async () => {
    const w = await cloudRequestWorld(t.app, { status: 'MOVER_ACCEPTED' });
    const other = await cloudRequestWorld(t.app, { status: 'MOVER_ACCEPTED' });
    const res = await call(other.mover, 'POST', `/api/admin/clouds/requests/${w.requestId}/status`, { to: 'MOVER_ON_WAY' });
    expect(res.statusCode).toBe(404);
    expect((await call(other.mover, 'GET', `/api/admin/clouds/requests/${w.requestId}`)).statusCode).toBe(404);
    expect((await cloudRequestRow(db(), w.requestId)).status).toBe('MOVER_ACCEPTED');
    expect(await cloudRequestEventsOf(db(), w.requestId)).toHaveLength(2);
  });

  it('a storekeeper cannot make a mover’s step, nor a mover the storekeeper’s', async () => {
    const w = await cloudRequestWorld(t.app, { ...TODAY, status: 'MOVER_ACCEPTED' });
    const res = await call(storekeeper, 'POST', `/api/admin/clouds/requests/${w.requestId}/status`, { to: 'MOVER_ON_WAY' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'CLOUD_REQUEST_MOVE_REFUSED', message: expect.stringContaining('грузчики') });
    const carried = await cloudRequestWorld(t.app, { ...TODAY, status: 'MOVER_CARRIES_STUFFS' });
    const byMover = await call(carried.mover, 'POST', `/api/admin/clouds/requests/${carried.requestId}/status`, {
      to: 'STOREKEEPER_ACCEPTS_STUFFS',
    });
    expect(byMover.statusCode).toBe(409);
    expect((await cloudRequestRow(db(), w.requestId)).status).toBe('MOVER_ACCEPTED');
    expect((await cloudRequestRow(db(), carried.requestId)).status).toBe('MOVER_CARRIES_STUFFS');
  });

  it('a step skipped is refused with the reason', async () => {
    const w = await cloudRequestWorld(t.app, { ...TODAY, status: 'MOVER_ACCEPTED' });
    const res = await call(w.mover, 'POST', `/api/admin/clouds/requests/${w.requestId}/status`, { to: 'MOVER_CONFIRMATION' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/нельзя перевести из статуса «Грузчики назначены» в «Сверка вещей»/);
  });

  it('no completion before the storekeeper accepts, nor an acceptance with no item', async () => {
    const carried = await cloudRequestWorld(t.app, { status: 'MOVER_CARRIES_STUFFS' });
    const early = await call(storekeeper, 'POST', `/api/admin/clouds/requests/${carried.requestId}/accept`, { measured_volume: 2 });
    expect(early.statusCode).toBe(409);
    const accepting = await cloudRequestWorld(t.app, { status: 'STOREKEEPER_ACCEPTS_STUFFS' });
    const empty = await call(storekeeper, 'POST', `/api/admin/clouds/requests/${accepting.requestId}/accept`, { measured_volume: 2 });
    expect(empty.statusCode).toBe(409);
    expect(empty.json().message).toMatch(/хотя бы одну вещь/);
    const byStatus = await call(storekeeper, 'POST', `/api/admin/clouds/requests/${accepting.requestId}/status`, { to: 'COMPLETED' });
    expect(byStatus.statusCode).toBe(409);
    expect((await cloudRequestRow(db(), carried.requestId)).status).toBe('MOVER_CARRIES_STUFFS');
    expect((await cloudRequestRow(db(), accepting.requestId)).status).toBe('STOREKEEPER_ACCEPTS_STUFFS');
    expect((await cloudSpaceRow(db(), accepting.spaceId)).measuredLiters).toBeNull();
  });

  it('an unpaid request is invisible to staff', async () => {
    const client = await signedIn(t.app);
    const w = await cloudRequestWorld(t.app);
    const unpaid = await seedCloudRequest(db(), {
      userId: client.userId,
      warehouseId: w.warehouseId,
      paymentState: 'awaiting',
      now: clock.now(),
    });
    expect((await call(operator, 'GET', `/api/admin/clouds/requests/${unpaid.requestId}`)).statusCode).toBe(404);
    expect((await call(operator, 'POST', `/api/admin/clouds/requests/${unpaid.requestId}/assign`, { crew_id: w.crew.id })).statusCode).toBe(
      404,
    );
  });
});

describe('a return', () => {
  it('the storekeeper gathers the items (returning), the movers deliver them (returned)', async () => {
    const pickup = await cloudRequestWorld(t.app, { ...TODAY, status: 'COMPLETED' });
    const ret = await seedCloudRequest(db(), {
      userId: pickup.client.userId,
      warehouseId: pickup.warehouseId,
      spaceId: pickup.spaceId,
      orderId: pickup.orderId,
      type: 'return',
      status: 'MOVER_ACCEPTED',
      crewId: pickup.crew.id,
      ...TODAY,
      hour: 12,
      now: clock.now(),
    });
    await insertCloudItems(db(), {
      spaceId: pickup.spaceId,
      pickupRequestId: pickup.requestId,
      titles: ['Диван', 'Лыжи'],
      returnRequestId: ret.requestId,
    });
    await insertCloudItems(db(), { spaceId: pickup.spaceId, pickupRequestId: pickup.requestId, titles: ['Остаётся'] });
    const url = `/api/admin/clouds/requests/${ret.requestId}/status`;

    const gathering = await call(storekeeper, 'POST', url, { to: 'STATUS_STOREKEEPER_RETURNS_STUFFS' });
    expect(gathering.statusCode, gathering.body).toBe(200);
    expect((await cloudItemsOf(db(), pickup.requestId)).map((i) => [i.title, i.status])).toEqual([
      ['Диван', 'returning'],
      ['Лыжи', 'returning'],
      ['Остаётся', 'stored'],
    ]);
    for (const to of ['MOVER_ON_WAY', 'MOVER_ON_CLIENT', 'MOVER_CONFIRMATION', 'COMPLETED']) {
      const res = await call(pickup.mover, 'POST', url, { to });
      expect(res.statusCode, res.body).toBe(200);
    }
    expect((await cloudItemsOf(db(), pickup.requestId)).map((i) => [i.title, i.status])).toEqual([
      ['Диван', 'returned'],
      ['Лыжи', 'returned'],
      ['Остаётся', 'stored'],
    ]);
    const view = (await call(pickup.client, 'GET', `/api/cabinet/v2/requests/${ret.requestId}`)).json().data;
    expect(view.items.map((i: { title: string }) => i.title)).toEqual(['Диван', 'Лыжи']);
    expect(view.steps.map((s: { status: string }) => s.status)).toEqual([
      'MOVER_AWAITED',
      'MOVER_ACCEPTED',
      'STATUS_STOREKEEPER_RETURNS_STUFFS',
      'MOVER_ON_WAY',
      'MOVER_ON_CLIENT',
      'MOVER_CONFIRMATION',
      'COMPLETED',
    ]);
  });
});

describe('the client’s request', () => {
  it('is the owner’s only: another user and a guest get nothing', async () => {
    const w = await cloudRequestWorld(t.app, { status: 'MOVER_ACCEPTED' });
    const own = await call(w.client, 'GET', `/api/cabinet/v2/requests/${w.requestId}`);
    expect(own.statusCode).toBe(200);
    expect(own.json().data).toMatchObject({
      id: w.requestId,
      status: 'MOVER_ACCEPTED',
      status_title: 'Грузчики назначены',
      crew: { name: w.crew.name },
      can_change_window: true,
      can_rate: false,
      address: { text: 'г. Москва, ул. Тверская, д. 1', floor: 5 },
    });
    const steps = own.json().data.steps as { status: string; done: boolean; current: boolean; at: string | null }[];
    expect(steps.filter((s) => s.done).map((s) => s.status)).toEqual(['MOVER_AWAITED']);
    expect(steps.find((s) => s.current)?.status).toBe('MOVER_ACCEPTED');
    const stranger = await signedIn(t.app);
    expect((await call(stranger, 'GET', `/api/cabinet/v2/requests/${w.requestId}`)).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/cabinet/v2/requests/${w.requestId}`, headers: { 'client-type': 'WEB_CLIENT' } }))
        .statusCode,
    ).toBe(401);
  });

  it('can no longer change the window within the cut-off', async () => {
    const w = await cloudRequestWorld(t.app, { status: 'MOVER_AWAITED' });
    const seed = (hour: number) =>
      seedCloudRequest(db(), { userId: w.client.userId, warehouseId: w.warehouseId, day: '2026-11-27', hour, now: clock.now() });
    const view = async (id: number) => (await call(w.client, 'GET', `/api/cabinet/v2/requests/${id}`)).json().data;
    // 09:00 in Moscow now: a window at 13:00 is 4 hours away, one at 12:00 three.
    expect((await view((await seed(13)).requestId)).can_change_window).toBe(true);
    expect((await view((await seed(12)).requestId)).can_change_window).toBe(false);
  });
});
