import { eq, sql } from 'drizzle-orm';
import { orders } from '../../db/schema';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { paidCloudOrder } from '../kit/clouds';
import { insertOrder } from '../kit/orders';
import { cookieHeader, loginBySms, randomPhone } from '../helpers/auth-session';
import { withRequestReads } from '../../lib/request-reads.server';
import { countStatements } from '../../lib/statement-count.server';
import { createPageTestApp, type PageTestApp } from '../helpers/page-test-app';

// The database statements a signed-in page makes, as a test-mode server counts them (`x-db-queries`,
// the session check included): «Мои подписки» reads its groups at once, so its count does not grow
// with how many of them have orders (it grows by one per line with orders); a plain cabinet page
// makes the viewer's statement (which checks the session too) and its own; rows several loaders of
// one page ask for (the account's, the order lines) are read once.

vi.setConfig({ testTimeout: 120_000 });

let t: PageTestApp;
let cookie = '';
let userId = 0;
let cell = { id: 0, warehouseId: 0 };

beforeAll(async () => {
  t = await createPageTestApp({ demo: true });
  const { login, cookies } = await loginBySms(t.app, randomPhone());
  userId = login.json().data.user.id;
  cookie = cookieHeader(cookies);
  const result = await t.db.database.db.execute(sql`select id, warehouse_id as "warehouseId" from cells order by id limit 1`);
  cell = ((Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as (typeof cell)[])[0]!;
}, 300_000);
afterAll(async () => {
  await t?.close();
});

/** The page's statements, its second render (the first also fills the per-process caches). */
async function statementsOf(url: string): Promise<number> {
  let answer = await t.app.inject({ method: 'GET', url, headers: { cookie } });
  answer = await t.app.inject({ method: 'GET', url, headers: { cookie } });
  expect(answer.statusCode, url).toBe(200);
  return Number(answer.headers['x-db-queries']);
}

describe('statements of signed-in pages', () => {
  it('«Мои подписки» makes as many with orders in every group as with one', async () => {
    const seed = { cellId: cell.id, warehouseId: cell.warehouseId };
    const day = 24 * 3600 * 1000;
    // One order of each line: what the orders show is read once per line on the page.
    await insertOrder(t.db.database.db, userId, 'active', { ...seed, startsAt: new Date(), endsAt: new Date(Date.now() + 30 * day) });
    await insertOrder(t.db.database.db, userId, 'active', { ...seed, kind: 'cloud' });
    const one = await statementsOf('/cabinet/subscriptions/');
    await insertOrder(t.db.database.db, userId, 'awaiting_payment', { ...seed, holdExpiresAt: new Date(Date.now() + day) });
    await insertOrder(t.db.database.db, userId, 'finished', { ...seed });
    await insertOrder(t.db.database.db, userId, 'finished', { ...seed, kind: 'cloud' });
    expect(await statementsOf('/cabinet/subscriptions/')).toBe(one);
    expect(one).toBeLessThanOrEqual(12);
  });

  it("an order's page reads its lines and the cell they name once, though several of its parts ask", async () => {
    const seed = { cellId: cell.id, warehouseId: cell.warehouseId };
    const orderId = await insertOrder(t.db.database.db, userId, 'active', {
      ...seed,
      startsAt: new Date(),
      endsAt: new Date(Date.now() + 30 * 24 * 3600 * 1000),
    });
    expect(await statementsOf(`/cabinet/subscriptions/storages/${orderId}/`)).toBeLessThanOrEqual(16);
  });

  it("a cloud order's page reads its order, space, rate and cards once, though its line and the order core both ask", async () => {
    const order = await paidCloudOrder(t.app);
    const url = `/cabinet/subscriptions/clouds/${order.orderId}/`;
    const headers = { cookie: order.headers.cookie };
    await t.app.inject({ method: 'GET', url, headers });
    const answer = await t.app.inject({ method: 'GET', url, headers });
    expect(answer.statusCode).toBe(200);
    // 25 when the line's view and the core's settings read the order, the space and the rate each.
    expect(Number(answer.headers['x-db-queries'])).toBeLessThanOrEqual(20);
  });

  it('a plain cabinet page makes the viewer (with the session check) and its own read', async () => {
    expect(await statementsOf('/cabinet/addresses/')).toBe(2);
  });

  it('the profile shows the bonus balance, unread count and company flag read with the session, not again', async () => {
    // The viewer, the notification channels, a pending e-mail, the lodgers.
    expect(await statementsOf('/cabinet/profile/')).toBe(4);
  });

  it("a page whose session ended is a guest's: the cabinet sends to the login and the cookies are cleared", async () => {
    const { cookies } = await loginBySms(t.app, randomPhone(), 'test-device-0002');
    const own = cookieHeader(cookies);
    expect((await t.app.inject({ method: 'GET', url: '/cabinet/addresses/', headers: { cookie: own } })).statusCode).toBe(200);
    const logout = await t.app.inject({ method: 'GET', url: '/api/auth/logout', headers: { cookie: own, 'client-type': 'WEB_CLIENT' } });
    expect(logout.statusCode).toBe(200);
    // The access token is still well signed and unexpired: only its session is over.
    const page = await t.app.inject({ method: 'GET', url: '/cabinet/addresses/', headers: { cookie: own } });
    expect(page.statusCode).toBe(302);
    expect(page.headers.location).toContain('login');
    expect(page.cookies.filter((c) => c.name === 'mst_at' || c.name === 'mst_rt').map((c) => c.value)).toEqual(['', '']);
  });
});

describe('rows read once per page', () => {
  it('the account read again after its write in the same render sees the write', async () => {
    const { users } = t.app.services;
    const seen = await withRequestReads(async () => {
      const before = await users.getById(userId);
      await users.updateProfile(userId, { firstName: 'Прочитанный' });
      const after = await users.getById(userId);
      return { before: before?.firstName ?? null, after: after?.firstName ?? null, again: await users.getById(userId) };
    });
    expect(seen.before).not.toBe('Прочитанный');
    expect(seen.after).toBe('Прочитанный');
    expect(seen.again?.firstName).toBe('Прочитанный');
  });

  it('an order read again after any write in the same render sees the write, whoever wrote it', async () => {
    const orderId = await insertOrder(t.db.database.db, userId, 'active', { autoRenewal: false });
    const { orders: core } = t.app.services;
    const count = { statements: 0 };
    const seen = await countStatements(count, () =>
      withRequestReads(async () => {
        const before = await core.orderForUser(userId, orderId);
        const oneRead = count.statements;
        await core.orderForUser(userId, orderId);
        const twoAsks = count.statements;
        await t.db.database.db.update(orders).set({ autoRenewal: true }).where(eq(orders.id, orderId));
        const after = await core.orderForUser(userId, orderId);
        return { before: before.auto_renewal, after: after.auto_renewal, oneRead, twoAsks, all: count.statements };
      }),
    );
    // The second ask reads nothing (the order and its lines are shared); the write, then a fresh read.
    expect(seen.oneRead).toBeGreaterThan(0);
    expect(seen).toEqual({ before: false, after: true, oneRead: seen.oneRead, twoAsks: seen.oneRead, all: 2 * seen.oneRead + 1 });
  });
});
