import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { moscowDayStart } from '../../lib/moscow-calendar';
import { insertOrder, jpegBytes, multipartBody, rows, storageFixture } from '../../domains/orders/cabinet/cabinet-test-support';
import { manualClock } from '../../lib/clock';
import { cookieHeader, loginBySms, randomPhone } from '../helpers/auth-session';
import { createTestApp, type TestApp } from '../helpers/test-app';

const START = new Date('2026-11-23T09:00:00Z');
const clock = manualClock(START);
let t: TestApp;
let dataDir: string;
let warehouseId: number;
let headers: Record<string, string>;
let userId: number;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'cancel-photo-survey-'));
  t = await createTestApp({ DATA_DIR: dataDir }, undefined, { clock });
  const { login, cookies } = await loginBySms(t.app, randomPhone());
  userId = login.json().data.user.id;
  headers = { cookie: cookieHeader(cookies), 'client-type': 'WEB_CLIENT' };
  ({ warehouseId } = await storageFixture(t.app));
});
afterAll(async () => {
  await t?.close();
  rmSync(dataDir, { recursive: true, force: true });
});
beforeEach(() => {
  clock.set(START);
});

const ownOrder = async () =>
  (
    await insertOrder(t.app, {
      userId,
      warehouseId,
      status: 'active',
      startsAt: moscowDayStart('2026-11-20'),
      endsAt: moscowDayStart('2026-12-20'),
    })
  ).id;
const submit = (payload: object) => t.app.inject({ method: 'POST', url: '/api/cabinet/v2/orders/cancel', headers, payload });
const base = { date: '2026-12-09', reason: 'moving', stuffs_taken: true };

async function uploadPhoto(orderId: number) {
  const body = multipartBody({ id: String(orderId) }, { name: 'cell.jpg', type: 'image/jpeg', bytes: jpegBytes() });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/cabinet/v2/orders/files',
    headers: { ...headers, 'content-type': body.contentType },
    payload: body.payload,
  });
  expect(res.statusCode).toBe(200);
}

describe('the photo of the cell', () => {
  it('is required when the cell was used (and when the answer is not given)', async () => {
    const id = await ownOrder();
    for (const extra of [{ cell_used: true }, {}]) {
      const res = await submit({ id, ...base, ...extra });
      expect(res.statusCode).toBe(422);
      expect(res.json().fields.photos).toBe('Приложите хотя бы одно фото пустой ячейки');
    }
    await uploadPhoto(id);
    expect((await submit({ id, ...base, cell_used: true })).statusCode).toBe(200);
  });

  it('is not asked when the cell was not used; the answer is kept with the event', async () => {
    const id = await ownOrder();
    const res = await submit({ id, ...base, cell_used: false });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'cancel_requested', last_day: '2026-12-09' });
    const events = await rows<{ data: { cellUsed?: boolean } }>(
      t.app,
      sql`select data from order_events where order_id = ${id} and reason = 'cancel_flow'`,
    );
    expect(events[0]?.data.cellUsed).toBe(false);
  });

  it('is refused as a non-boolean answer', async () => {
    const id = await ownOrder();
    const res = await submit({ id, ...base, cell_used: 'нет' });
    expect(res.statusCode).toBe(422);
    expect(res.json().fields.cell_used).toBe('Пользовались ли ячейкой: true или false');
  });
});

describe('the survey', () => {
  it('is optional: no marks at all, or an empty list', async () => {
    const first = await ownOrder();
    expect((await submit({ id: first, ...base, cell_used: false })).statusCode).toBe(200);
    const second = await ownOrder();
    expect((await submit({ id: second, ...base, cell_used: false, quality_statuses: [] })).statusCode).toBe(200);
  });

  it('refuses contradictory marks with 422 and a Russian message', async () => {
    const id = await ownOrder();
    const allGood = await submit({ id, ...base, cell_used: false, quality_statuses: ['all_good', 'damaged'] });
    expect(allGood.statusCode).toBe(422);
    expect(allGood.json().code).toBe('VALIDATION_ERROR');
    expect(allGood.json().fields.quality_statuses).toBe(
      '«Всё понравилось» нельзя отметить вместе с замечаниями: уберите «Вещи повреждены» или «Всё понравилось»',
    );
    const pair = await submit({ id, ...base, cell_used: false, quality_statuses: ['clean', 'dirty'] });
    expect(pair.statusCode).toBe(422);
    expect(pair.json().fields.quality_statuses).toBe('Отметки «Чисто и сухо» и «Грязно или сыро» противоречат друг другу: оставьте одну');
    const fine = await submit({ id, ...base, cell_used: false, quality_statuses: ['all_good', 'clean', 'safe'] });
    expect(fine.statusCode).toBe(200);
  });
});
