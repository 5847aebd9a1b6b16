import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { insertOrder } from '../kit/orders';
import { cookieHeader, loginBySms, randomPhone } from '../helpers/auth-session';
import { createPageTestApp, type PageTestApp } from '../helpers/page-test-app';

// The database statements a signed-in page makes, as a test-mode server counts them (`x-db-queries`,
// the session lookup included): «Мои подписки» reads its groups at once, so its count does not grow
// with how many of them have orders (it grows by one per line with orders), and a plain cabinet page makes the session's, the viewer's and
// its own statement.

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
    expect(one).toBeLessThanOrEqual(16);
  });

  it('a plain cabinet page makes the session lookup, the viewer and its own read', async () => {
    expect(await statementsOf('/cabinet/addresses/')).toBe(3);
  });
});
