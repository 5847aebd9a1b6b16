import { existsSync, mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../../lib/clock';
import { cookieHeader, loginBySms, randomPhone } from '../../../tests/helpers/auth-session';
import { createTestApp, type TestApp } from '../../../tests/helpers/test-app';
import { moscowDayStart } from '../../../lib/moscow-calendar';
import { insertOrder, multipartBody, storageFixture } from '../cabinet/cabinet-test-support';

const clock = manualClock(new Date('2026-11-23T09:00:00Z'));
let t: TestApp;
let dataDir: string;
let headers: Record<string, string> = {};
let orderId = 0;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'order-files-legacy-'));
  t = await createTestApp({ DATA_DIR: dataDir }, undefined, { clock });
  const { login, cookies } = await loginBySms(t.app, randomPhone());
  headers = { cookie: cookieHeader(cookies), 'client-type': 'WEB_CLIENT' };
  const { warehouseId } = await storageFixture(t.app);
  const userId = login.json().data.user.id as number;
  orderId = (
    await insertOrder(t.app, {
      userId,
      warehouseId,
      status: 'active',
      startsAt: moscowDayStart('2026-11-20'),
      endsAt: moscowDayStart('2026-12-20'),
    })
  ).id;
});

afterAll(async () => {
  await t?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('order photos in the file storage', () => {
  it('are stored under orders/ and read through the storage; a photo at the old path moves there on the next start', async () => {
    const body = multipartBody(
      { id: String(orderId) },
      {
        name: 'ячейка.jpg',
        type: 'image/jpeg',
        bytes: await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
          .jpeg()
          .toBuffer(),
      },
    );
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/cabinet/v2/orders/files',
      headers: { ...headers, 'content-type': body.contentType },
      payload: body.payload,
    });
    expect(uploaded.statusCode).toBe(200);
    const url = uploaded.json().data.url as string;
    const ordersDir = path.join(dataDir, 'storage', 'orders');
    const [stored] = readdirSync(ordersDir);
    expect(stored).toMatch(/^[0-9a-f-]{36}\.jpg$/);
    const served = await t.app.inject({ method: 'GET', url, headers });
    expect(served.statusCode).toBe(200);

    // An install from before the storage kept it in DATA_DIR/files: not found there by the storage…
    mkdirSync(path.join(dataDir, 'files'));
    renameSync(path.join(ordersDir, stored!), path.join(dataDir, 'files', stored!));
    expect((await t.app.inject({ method: 'GET', url, headers })).statusCode).toBe(404);

    // …until the app starts on that DATA_DIR: the start moves it, and the same link serves the same bytes.
    const restarted = await createTestApp({ DATA_DIR: dataDir });
    await restarted.close();
    expect(existsSync(path.join(dataDir, 'files'))).toBe(false);
    const again = await t.app.inject({ method: 'GET', url, headers });
    expect(again.statusCode).toBe(200);
    expect(again.rawPayload.equals(served.rawPayload)).toBe(true);
  });
});
