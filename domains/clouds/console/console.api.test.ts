import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { manualClock } from '../../../lib/clock';
import { createTestApp, type TestApp } from '../../../tests/helpers/test-app';
import {
  cloudItemsOf,
  cloudPhotoCount,
  cloudRequestEventsOf,
  cloudRequestRow,
  cloudRequestWorld,
  cloudSpaceRow,
  cloudWindowRow,
  insertCrew,
  itemPhoto,
  photoUpload,
  seedCloudRequest,
} from '../../../tests/kit/cloud-requests';
import { staffMember } from '../../../tests/kit/staff';
import { notificationsOf, signedIn } from '../../../tests/kit/users';

// The console of the clouds line: who may call what, the dispatcher's windows and crews, the
// storekeeper's items and photos, and acceptance under contention.
const START = new Date('2026-11-27T06:00:00Z'); // 09:00 in Moscow
const DAY = '2026-11-28';
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

function upload(who: Who, itemId: number, file: { name: string; type: string; bytes: Buffer }) {
  const body = photoUpload(file);
  return t.app.inject({
    method: 'POST',
    url: `/api/admin/clouds/items/${itemId}/photos`,
    headers: { ...who.headers, ...body.headers },
    payload: body.payload,
  });
}

describe('who may call what', () => {
  it('a customer gets 403 everywhere; a mover or storekeeper 403 on the dispatcher’s calls; a dispatcher on the mover’s', async () => {
    const w = await cloudRequestWorld(t.app, { status: 'MOVER_ACCEPTED' });
    const customer = await signedIn(t.app);
    const dispatcherCalls: [Parameters<typeof call>[1], string, object?][] = [
      ['GET', `/api/admin/clouds/windows?warehouse_id=${w.warehouseId}&day=${DAY}`],
      ['PUT', `/api/admin/clouds/windows/${w.windowId}`, { crews: 5 }],
      ['GET', '/api/admin/clouds/crews'],
      ['POST', '/api/admin/clouds/crews', { warehouse_id: w.warehouseId, name: 'Новая' }],
      ['PUT', `/api/admin/clouds/crews/${w.crew.id}`, { name: 'Другая' }],
      ['POST', `/api/admin/clouds/crews/${w.crew.id}/members`, { phone: w.mover.phone }],
      ['DELETE', `/api/admin/clouds/crews/${w.crew.id}/members/${w.mover.userId}`],
      ['POST', `/api/admin/clouds/requests/${w.requestId}/assign`, { crew_id: w.crew.id }],
      ['POST', `/api/admin/clouds/requests/${w.requestId}/unassign`, { reason: 'Машина сломалась' }],
      ['POST', `/api/admin/clouds/requests/${w.requestId}/cancel`, { reason: 'Клиент передумал' }],
    ];
    const storekeeperCalls: [Parameters<typeof call>[1], string, object?][] = [
      ['GET', '/api/admin/clouds/storekeeper/requests'],
      ['POST', `/api/admin/clouds/requests/${w.requestId}/items`, { title: 'Коробка' }],
      ['DELETE', '/api/admin/clouds/items/1'],
      ['POST', `/api/admin/clouds/requests/${w.requestId}/accept`, { measured_volume: 1 }],
    ];
    for (const [method, url, body] of [
      ...dispatcherCalls,
      ...storekeeperCalls,
      ['GET', '/api/admin/clouds/mover/route'] as const,
      ['POST', `/api/admin/clouds/requests/${w.requestId}/status`, { to: 'MOVER_ON_WAY' }] as const,
      ['GET', `/api/admin/clouds/requests/${w.requestId}`] as const,
    ]) {
      expect((await call(customer, method, url, body)).statusCode, `${method} ${url}`).toBe(403);
    }
    for (const [method, url, body] of dispatcherCalls) {
      expect((await call(w.mover, method, url, body)).statusCode, `mover ${method} ${url}`).toBe(403);
      expect((await call(storekeeper, method, url, body)).statusCode, `storekeeper ${method} ${url}`).toBe(403);
    }
    for (const [method, url, body] of storekeeperCalls) {
      expect((await call(w.mover, method, url, body)).statusCode, `mover ${method} ${url}`).toBe(403);
    }
    expect((await call(operator, 'GET', '/api/admin/clouds/mover/route')).statusCode).toBe(403);
    expect((await call(operator, 'POST', `/api/admin/clouds/requests/${w.requestId}/status`, { to: 'MOVER_ON_WAY' })).statusCode).toBe(403);
    expect((await cloudRequestRow(db(), w.requestId)).status).toBe('MOVER_ACCEPTED');
    expect((await cloudRequestRow(db(), w.requestId)).crewId).toBe(w.crew.id);
  });
});

describe('the dispatcher', () => {
  it('sees the day’s windows with their paid requests only, and the crews free in each', async () => {
    const w = await cloudRequestWorld(t.app);
    const other = await signedIn(t.app);
    await seedCloudRequest(db(), {
      userId: other.userId,
      warehouseId: w.warehouseId,
      windowId: w.windowId,
      paymentState: 'awaiting',
      now: clock.now(),
    });
    const res = await call(operator, 'GET', `/api/admin/clouds/windows?warehouse_id=${w.warehouseId}&day=${DAY}`);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data.windows).toHaveLength(1);
    expect(data.windows[0]).toMatchObject({ id: w.windowId, crews: 3, booked: 2, free_crews: [{ id: w.crew.id }] });
    expect(data.windows[0].requests.map((r: { id: number }) => r.id)).toEqual([w.requestId]);
    expect(data.windows[0].requests[0]).toMatchObject({ client_phone: w.client.phone, next: ['MOVER_ACCEPTED', 'CANCELED'] });
    expect(data.crews.map((c: { id: number }) => c.id)).toEqual([w.crew.id]);
  });

  it('a crew takes one request per window; a second is refused', async () => {
    const w = await cloudRequestWorld(t.app);
    const other = await signedIn(t.app);
    const second = await seedCloudRequest(db(), {
      userId: other.userId,
      warehouseId: w.warehouseId,
      windowId: w.windowId,
      now: clock.now(),
    });
    expect((await call(operator, 'POST', `/api/admin/clouds/requests/${w.requestId}/assign`, { crew_id: w.crew.id })).statusCode).toBe(200);
    const busy = await call(operator, 'POST', `/api/admin/clouds/requests/${second.requestId}/assign`, { crew_id: w.crew.id });
    expect(busy.statusCode).toBe(409);
    expect(busy.json().code).toBe('CREW_BUSY');
    expect(await cloudRequestRow(db(), second.requestId)).toMatchObject({ status: 'MOVER_AWAITED', crewId: null });
    const free = await insertCrew(db(), { warehouseId: w.warehouseId, name: 'Бригада 2' });
    expect((await call(operator, 'POST', `/api/admin/clouds/requests/${second.requestId}/assign`, { crew_id: free.id })).statusCode).toBe(
      200,
    );
  });

  it('gives an assigned request to another crew, or takes the crew off; the client is told each time', async () => {
    const w = await cloudRequestWorld(t.app);
    const base = `/api/admin/clouds/requests/${w.requestId}`;
    expect((await call(operator, 'POST', `${base}/assign`, { crew_id: w.crew.id })).statusCode).toBe(200);
    const other = await insertCrew(db(), { warehouseId: w.warehouseId, name: 'Бригада 2', vehicle: 'Газель А123ВС' });

    const moved = await call(operator, 'POST', `${base}/assign`, { crew_id: other.id });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data).toMatchObject({ status: 'MOVER_ACCEPTED', crew_id: other.id });
    const events = await cloudRequestEventsOf(db(), w.requestId);
    expect(events.at(-1)).toMatchObject({
      fromStatus: 'MOVER_ACCEPTED',
      toStatus: 'MOVER_ACCEPTED',
      actorRole: 'dispatcher',
      note: `Бригада заменена: «${w.crew.name}» → «Бригада 2»`,
    });
    const [changed] = await notificationsOf(t.app, w.client.headers);
    expect(changed).toMatchObject({ title: `Заявка №${w.requestId}: приедет другая бригада` });
    expect(changed!.text).toMatch(/^Бригада «Бригада 2», машина Газель А123ВС\. Приедут за вещами /);
    // The crew that left the request no longer sees it on its route.
    const route = await call(w.mover, 'GET', `/api/admin/clouds/mover/route?day=${DAY}`);
    expect(route.json().data.requests).toEqual([]);

    // Taking the crew off is the dispatcher's step.
    const byStorekeeper = await call(storekeeper, 'POST', `${base}/status`, { to: 'MOVER_AWAITED' });
    expect(byStorekeeper.statusCode).toBe(409);
    expect((await call(storekeeper, 'POST', `${base}/unassign`, {})).statusCode).toBe(403);
    const off = await call(operator, 'POST', `${base}/unassign`, { reason: 'Машина сломалась' });
    expect(off.statusCode, off.body).toBe(200);
    expect(await cloudRequestRow(db(), w.requestId)).toMatchObject({ status: 'MOVER_AWAITED', crewId: null, etaAt: null });
    const [offNotice] = await notificationsOf(t.app, w.client.headers);
    expect(offNotice).toMatchObject({ title: `Заявка №${w.requestId}: назначаем других грузчиков` });
    expect(offNotice!.text).toMatch(/^Машина сломалась\. Окно /);
    // The client's timeline is back at the first step; the step it left shows no time.
    const view = (await call(w.client, 'GET', `/api/cabinet/v2/requests/${w.requestId}`)).json().data;
    expect(view.steps.slice(0, 2)).toMatchObject([
      { status: 'MOVER_AWAITED', current: true, done: false },
      { status: 'MOVER_ACCEPTED', current: false, done: false, at: null },
    ]);
    expect(view.crew).toBeNull();
    const audit = await t.app.services.staff.audit({ entity: 'cloud_request', offset: 0, limit: 5 });
    expect(audit.items.map((a: { action: string }) => a.action).slice(0, 2)).toEqual(['cloud_request.unassign', 'cloud_request.reassign']);
  });

  it('a window’s crews never go below its booked requests', async () => {
    const w = await cloudRequestWorld(t.app);
    const below = await call(operator, 'PUT', `/api/admin/clouds/windows/${w.windowId}`, { crews: 0 });
    expect(below.statusCode).toBe(422);
    expect(below.json().fields.crews).toMatch(/Не меньше 1/);
    const ok = await call(operator, 'PUT', `/api/admin/clouds/windows/${w.windowId}`, { crews: 1 });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(await cloudWindowRow(db(), w.windowId)).toMatchObject({ crews: 1, booked: 1 });
    const audit = await t.app.services.staff.audit({ entity: 'cloud_window', offset: 0, limit: 10 });
    expect(audit.items[0]).toMatchObject({ action: 'cloud_window.crews', entity_id: String(w.windowId), actor_user_id: operator.userId });
  });

  it('cancels before the crew leaves and gives the seat back; not after', async () => {
    const w = await cloudRequestWorld(t.app, { status: 'MOVER_ACCEPTED' });
    const res = await call(operator, 'POST', `/api/admin/clouds/requests/${w.requestId}/cancel`, { reason: 'Клиент передумал' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'CANCELED', cancel_reason: 'Клиент передумал' });
    expect((await cloudWindowRow(db(), w.windowId)).booked).toBe(0);
    expect((await cloudRequestEventsOf(db(), w.requestId)).at(-1)).toMatchObject({
      toStatus: 'CANCELED',
      actorRole: 'dispatcher',
      note: 'Клиент передумал',
    });

    const gone = await cloudRequestWorld(t.app, { status: 'MOVER_ON_WAY' });
    const late = await call(operator, 'POST', `/api/admin/clouds/requests/${gone.requestId}/cancel`, { reason: 'Поздно' });
    expect(late.statusCode).toBe(409);
    expect((await cloudWindowRow(db(), gone.windowId)).booked).toBe(1);
  });

  it('crews: made, renamed, and given members who hold the role «Грузчик» only', async () => {
    const w = await cloudRequestWorld(t.app);
    const made = await call(operator, 'POST', '/api/admin/clouds/crews', { warehouse_id: w.warehouseId, name: 'Север', vehicle: 'В777ОР' });
    expect(made.statusCode, made.body).toBe(200);
    const id = made.json().data.id;
    const customer = await signedIn(t.app);
    const refused = await call(operator, 'POST', `/api/admin/clouds/crews/${id}/members`, { phone: customer.phone });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().fields.phone).toMatch(/Грузчик/);
    const mover = await staffMember(t.app, 'mover');
    const added = await call(operator, 'POST', `/api/admin/clouds/crews/${id}/members`, { phone: mover.phone });
    expect(added.json().data.members).toEqual([{ user_id: mover.userId, phone: mover.phone, name: null }]);
    const renamed = await call(operator, 'PUT', `/api/admin/clouds/crews/${id}`, { name: 'Юг', active: false });
    expect(renamed.json().data).toMatchObject({ name: 'Юг', active: false, vehicle: 'В777ОР' });
    const removed = await call(operator, 'DELETE', `/api/admin/clouds/crews/${id}/members/${mover.userId}`);
    expect(removed.json().data.members).toEqual([]);
    const list = await call(operator, 'GET', `/api/admin/clouds/crews?warehouse_id=${w.warehouseId}`);
    expect(list.json().data.items.map((c: { name: string }) => c.name)).toEqual(['Бригада 1', 'Юг']);
  });
});

describe('the mover and the storekeeper', () => {
  it('the mover’s route: their crew’s requests of the day by window, and the next one', async () => {
    const w = await cloudRequestWorld(t.app, { status: 'MOVER_ACCEPTED' });
    const other = await signedIn(t.app);
    const early = await seedCloudRequest(db(), {
      userId: other.userId,
      warehouseId: w.warehouseId,
      day: DAY,
      hour: 9,
      status: 'COMPLETED',
      crewId: w.crew.id,
      now: clock.now(),
    });
    await cloudRequestWorld(t.app, { status: 'MOVER_ACCEPTED' }); // another crew's
    const res = await call(w.mover, 'GET', `/api/admin/clouds/mover/route?day=${DAY}`);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data.crew).toMatchObject({ id: w.crew.id });
    expect(data.requests.map((r: { id: number }) => r.id)).toEqual([early.requestId, w.requestId]);
    expect(data.next_id).toBe(w.requestId);
    expect(data.requests[1].next).toEqual(['MOVER_ON_WAY']);
  });

  it('the storekeeper’s queue: drop-offs arriving and returns to gather', async () => {
    const arriving = await cloudRequestWorld(t.app, { status: 'MOVER_CARRIES_STUFFS' });
    const toGather = await cloudRequestWorld(t.app, { status: 'MOVER_ACCEPTED', type: 'return' });
    const notYet = await cloudRequestWorld(t.app, { status: 'MOVER_ACCEPTED' });
    const res = await call(storekeeper, 'GET', '/api/admin/clouds/storekeeper/requests');
    const data = res.json().data;
    const ids = (list: { id: number }[]) => list.map((r) => r.id);
    expect(ids(data.arriving)).toContain(arriving.requestId);
    expect(ids(data.to_hand_out)).toContain(toGather.requestId);
    expect([...ids(data.arriving), ...ids(data.to_hand_out)]).not.toContain(notYet.requestId);
  });

  it('items: made while accepting (the first moves the request), deleted with their photos', async () => {
    const w = await cloudRequestWorld(t.app, { status: 'MOVER_CARRIES_STUFFS' });
    const made = await call(storekeeper, 'POST', `/api/admin/clouds/requests/${w.requestId}/items`, { title: 'Велосипед' });
    expect(made.statusCode, made.body).toBe(200);
    expect((await cloudRequestRow(db(), w.requestId)).status).toBe('STOREKEEPER_ACCEPTS_STUFFS');
    const itemId = made.json().data.id;
    const photoRes = await upload(storekeeper, itemId, { name: 'bike.jpg', type: 'image/jpeg', bytes: await itemPhoto('jpeg', true) });
    expect(photoRes.statusCode, photoRes.body).toBe(200);
    const [item] = await cloudItemsOf(db(), w.requestId);
    expect(item!.photos[0]!.fileKey).toBe(`clouds/${w.spaceId}/${photoRes.json().data.id}.jpg`);
    const stored = await t.app.services.files.get(item!.photos[0]!.fileKey);
    expect(stored!.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    expect(stored!.includes(Buffer.from('SecretCam'))).toBe(false);
    const served = await call(storekeeper, 'GET', photoRes.json().data.url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['x-content-type-options']).toBe('nosniff');

    const deleted = await call(storekeeper, 'DELETE', `/api/admin/clouds/items/${itemId}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await cloudItemsOf(db(), w.requestId)).toEqual([]);
    expect(await t.app.services.files.get(item!.photos[0]!.fileKey)).toBeNull();
  });

  it('a photo that lies about its type is 415 and nothing is stored', async () => {
    const w = await cloudRequestWorld(t.app, { status: 'STOREKEEPER_ACCEPTS_STUFFS' });
    const made = await call(storekeeper, 'POST', `/api/admin/clouds/requests/${w.requestId}/items`, { title: 'Коробка' });
    const before = await cloudPhotoCount(db());
    const puts: string[] = [];
    const put = t.app.services.files.put;
    t.app.services.files.put = async (key, bytes, mime) => {
      puts.push(key);
      return put.call(t.app.services.files, key, bytes, mime);
    };
    try {
      const html = Buffer.from('<html><script>alert(1)</script></html>');
      const res = await upload(storekeeper, made.json().data.id, { name: 'photo.jpg', type: 'image/jpeg', bytes: html });
      expect(res.statusCode).toBe(415);
      expect(res.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
    } finally {
      t.app.services.files.put = put;
    }
    expect(puts).toEqual([]);
    expect(await cloudPhotoCount(db())).toBe(before);
  });

  it('two storekeepers accepting the same request at once: one wins, one act, one event', async () => {
    const w = await cloudRequestWorld(t.app, { status: 'STOREKEEPER_ACCEPTS_STUFFS' });
    await call(storekeeper, 'POST', `/api/admin/clouds/requests/${w.requestId}/items`, { title: 'Шкаф' });
    const second = await staffMember(t.app, 'storekeeper');
    const results = await Promise.all([
      call(storekeeper, 'POST', `/api/admin/clouds/requests/${w.requestId}/accept`, { measured_volume: 2.5 }),
      call(second, 'POST', `/api/admin/clouds/requests/${w.requestId}/accept`, { measured_volume: 3 }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const winner = results.find((r) => r.statusCode === 200)!;
    const liters = winner.json().data.measured_volume * 1000;
    expect((await cloudSpaceRow(db(), w.spaceId)).measuredLiters).toBe(liters);
    const completions = (await cloudRequestEventsOf(db(), w.requestId)).filter((e) => e.toStatus === 'COMPLETED');
    expect(completions).toHaveLength(1);
    expect(winner.json().data.act).not.toBeNull();
  });
});
