import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { cloudItems } from '../tables';
import { createTestApp, type TestApp } from '../../../tests/helpers/test-app';
import { cloudRequestWorld, itemPhoto, moverCrew, photoUpload, seedCloudRequest } from '../../../tests/kit/cloud-requests';
import { connect, eventsBefore, listening, nextEvent, socketTo } from '../../../tests/kit/sockets';
import { staffMember } from '../../../tests/kit/staff';
import { announceRequestStatus } from './request-log.server';

// A mover sees only their crews' work: the item photos of its requests (REST) and the status
// changes of its requests (sockets). Operators and storekeepers see every request.
vi.setConfig({ testTimeout: 30_000 });

let t: TestApp;
let operator: Awaited<ReturnType<typeof staffMember>>;
let storekeeper: Awaited<ReturnType<typeof staffMember>>;
beforeAll(async () => {
  // The real clock: the sockets' logins are checked by it.
  t = await createTestApp({ RATE_LIMIT_MAX: '100000', LOGIN_SENDS_PER_IP_HOUR: '1000', LOGIN_CALLS_PER_IP_MINUTE: '1000' });
  operator = await staffMember(t.app, 'operator');
  storekeeper = await staffMember(t.app, 'storekeeper');
});
afterAll(() => t.close());

const db = () => t.db.database.db;
type Who = { headers: Record<string, string> };
const call = (who: Who, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: who.headers, ...(payload ? { payload } : {}) });

describe('item photos', () => {
  it("a mover downloads the photos of their crew's pickups and returns only; another crew's mover gets 404", async () => {
    const w = await cloudRequestWorld(t.app, { status: 'STOREKEEPER_ACCEPTS_STUFFS' });
    const stranger = await cloudRequestWorld(t.app, { status: 'MOVER_ACCEPTED' });
    const item = await call(storekeeper, 'POST', `/api/admin/clouds/requests/${w.requestId}/items`, { title: 'Коробка' });
    expect(item.statusCode, item.body).toBe(200);
    const upload = photoUpload({ name: 'box.jpg', type: 'image/jpeg', bytes: await itemPhoto() });
    const uploaded = await t.app.inject({
      method: 'POST',
      url: `/api/admin/clouds/items/${item.json().data.id}/photos`,
      headers: { ...storekeeper.headers, ...upload.headers },
      payload: upload.payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const url = uploaded.json().data.url as string;

    for (const who of [w.mover, operator, storekeeper]) expect((await call(who, 'GET', url)).statusCode).toBe(200);
    const refused = await call(stranger.mover, 'GET', url);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe('Фото не найдено');
    expect(refused.headers['content-type']).not.toMatch(/image/);

    // The item goes back with a return another crew delivers: that crew's mover sees it now.
    const back = await moverCrew(t.app, w.warehouseId, 'Бригада возврата');
    const ret = await seedCloudRequest(db(), {
      userId: w.client.userId,
      warehouseId: w.warehouseId,
      type: 'return',
      status: 'MOVER_ACCEPTED',
      crewId: back.crew.id,
      spaceId: w.spaceId,
      orderId: w.orderId,
      now: t.app.services.clock.now(),
    });
    await db()
      .update(cloudItems)
      .set({ returnRequestId: ret.requestId })
      .where(eq(cloudItems.id, item.json().data.id as number));
    expect((await call(back.mover, 'GET', url)).statusCode).toBe(200);
    expect((await call(stranger.mover, 'GET', url)).statusCode).toBe(404);
  });
});

describe('order:status on the sockets', () => {
  it("a mover hears their crew's requests only, and stops hearing a crew within a second of leaving it", async () => {
    const ours = await cloudRequestWorld(t.app);
    const theirs = await cloudRequestWorld(t.app);
    const base = await listening(t.app);
    const open = (who: Who) => socketTo(base, { cookie: who.headers.cookie });
    const [mine, other, keeper] = [open(ours.mover), open(theirs.mover), open(storekeeper)] as const;
    try {
      await Promise.all([mine, other, keeper].map((socket) => Promise.all([nextEvent(socket, 'rooms:joined'), connect(socket)])));

      const isTheirs = (p: { id: number }) => p.id === theirs.requestId;
      const otherBefore = eventsBefore<{ id: number }>(other, 'order:status', isTheirs);
      const mineHeard = nextEvent<{ id: number; status: string }>(mine, 'order:status');
      const keeperHeard = nextEvent<{ id: number }>(keeper, 'order:status', (p) => p.id === ours.requestId);
      const assigned = await call(operator, 'POST', `/api/admin/clouds/requests/${ours.requestId}/assign`, { crew_id: ours.crew.id });
      expect(assigned.statusCode, assigned.body).toBe(200);
      // Their own crew's assignment, after ours, marks the end: ours would have come before it.
      const marker = await call(operator, 'POST', `/api/admin/clouds/requests/${theirs.requestId}/assign`, { crew_id: theirs.crew.id });
      expect(marker.statusCode, marker.body).toBe(200);
      expect(await otherBefore).toEqual([]);
      expect(await mineHeard).toMatchObject({ id: ours.requestId, status: 'MOVER_ACCEPTED' });
      await keeperHeard;

      // The dispatcher takes the mover out of the crew: their socket leaves its room at once.
      const left = nextEvent(mine, 'rooms:joined', () => true, 1000);
      const removed = await call(operator, 'DELETE', `/api/admin/clouds/crews/${ours.crew.id}/members/${ours.mover.userId}`);
      expect(removed.statusCode, removed.body).toBe(200);
      await left;
      const mineBefore = eventsBefore<{ id: number }>(mine, 'order:status', isTheirs);
      const announce = (userId: number, requestId: number) =>
        db().transaction((tx) => announceRequestStatus(tx, { userId, requestId, orderId: null, status: 'MOVER_ACCEPTED' }));
      await announce(ours.client.userId, ours.requestId);
      // Sent to the former member as a client, the marker reaches them whatever their crews.
      await announce(ours.mover.userId, theirs.requestId);
      expect(await mineBefore).toEqual([]);
    } finally {
      for (const socket of [mine, other, keeper]) socket.disconnect();
    }
  });
});
