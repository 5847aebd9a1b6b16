import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { manualClock } from '../../../lib/clock';
import { moscowDayStart } from '../../../lib/moscow-calendar';
import { cookieHeader, loginBySms, randomPhone } from '../../../tests/helpers/auth-session';
import { createTestApp, type TestApp } from '../../../tests/helpers/test-app';
import type { PriceSnapshot } from '../tables';

/**
 * Test fixtures of the cabinet: a warehouse, cells, tariffs and orders written straight into the
 * tables, so the cabinet's tests do not depend on the booking flow's own rules.
 */
type Rows<T> = { rows: T[] };

async function query<T>(app: FastifyInstance, q: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await app.services.database.db.execute(q)) as unknown as Rows<T> | T[];
  return Array.isArray(result) ? result : result.rows;
}

export async function storageFixture(app: FastifyInstance) {
  const tag = randomBytes(4).toString('hex');
  await query(
    app,
    sql`insert into cell_sizes (code, title, min_area, max_area, fits, sort)
    values ('S', 'S — маленькая', 1, 3, '["10–15 коробок"]'::jsonb, 20) on conflict (code) do nothing`,
  );
  await query(
    app,
    sql`insert into rental_periods (code, tariff_kind, title, length, discount_percent, sort) values
    ('cab-1m', 'monthly', '1 месяц', 1, 0, 1), ('cab-3m', 'monthly', '3 месяца', 3, 10, 2)
    on conflict (code) do nothing`,
  );
  const [city] = await query<{ id: number }>(app, sql`select id from cities order by sort, id limit 1`);
  const [warehouse] = await query<{ id: number }>(
    app,
    sql`insert into warehouses (slug, type, city_id, name, address, metro, latitude, longitude, timetable, description, build_information)
      values (${`test-${tag}`}, 'STORAGE', ${city!.id}, 'Склад на Тестовой', 'Москва, ул. Тестовая, 1', 'Тестовая', 55.75, 37.61,
        '{"office":"Пн–Вс 9:00–21:00","access":"Круглосуточно","access24h":true}'::jsonb, 'Тёплый склад',
        '{"floors":2,"ceilingHeightM":3,"temperature":"+18","security":["охрана"]}'::jsonb)
      returning id`,
  );
  await query(app, sql`insert into tariffs (warehouse_id, size_code, kind, price) values (${warehouse!.id}, 'S', 'monthly', 3000)`);
  return { warehouseId: warehouse!.id, tag };
}

export interface OrderSeed {
  userId: number | null;
  warehouseId: number;
  status: 'awaiting_payment' | 'active' | 'cancel_requested' | 'finished' | 'canceled' | 'expired';
  startsAt: Date;
  endsAt: Date;
  holdExpiresAt?: Date | null;
  total?: number;
  bonusesUsed?: number;
  guestPhone?: string | null;
  kind?: string;
}

let cellCounter = 0;

/** An order with its own cell and cell booking (hold while awaiting payment, active once paid). */
export async function insertOrder(app: FastifyInstance, seed: OrderSeed): Promise<{ id: number; cellId: number }> {
  cellCounter += 1;
  const cellNumber = `A-${cellCounter}-${randomBytes(2).toString('hex')}`;
  const [cell] = await query<{ id: number }>(
    app,
    sql`insert into cells (warehouse_id, number, floor, size_code, area, volume, width_cm, depth_cm, height_cm, features)
      values (${seed.warehouseId}, ${cellNumber}, 1, 'S', 2, 5, 100, 200, 250, '["heating","access_24h"]'::jsonb)
      returning id`,
  );
  const total = seed.total ?? 3000;
  const bonuses = seed.bonusesUsed ?? 0;
  const price: PriceSnapshot = {
    tariffKind: 'monthly',
    periodCode: 'cab-1m',
    periodTitle: '1 месяц',
    unitPrice: total + bonuses,
    units: 1,
    base: total + bonuses,
    periodDiscountPercent: 0,
    periodDiscount: 0,
    promoCode: null,
    promoDiscount: 0,
    bonusesUsed: bonuses,
    total,
    lines: [{ title: 'Аренда', amount: total + bonuses }],
  };
  const [order] = await query<{ id: number }>(
    app,
    sql`insert into orders (kind, status, user_id, guest_phone, tariff_kind, period_code, starts_at, ends_at,
        hold_expires_at, price, total, bonuses_used, created_at)
      values (${seed.kind ?? 'storage'}, ${seed.status}, ${seed.userId}, ${seed.guestPhone ?? null},
        'monthly', 'cab-1m', ${seed.startsAt}, ${seed.endsAt}, ${seed.holdExpiresAt ?? null}, ${JSON.stringify(price)}::jsonb,
        ${total}, ${bonuses}, ${seed.startsAt})
      returning id`,
  );
  await query(
    app,
    sql`insert into order_lines (order_id, item_id, place_id, subject, starts_at, ends_at, time_zone)
      values (${order!.id}, ${cell!.id}, ${seed.warehouseId}, ${`ячейка S №${cellNumber} (2 м²)`}, ${seed.startsAt}, ${seed.endsAt},
        'Europe/Moscow')`,
  );
  const bookingStatus =
    seed.status === 'awaiting_payment' ? 'hold' : seed.status === 'active' || seed.status === 'cancel_requested' ? 'active' : 'released';
  await query(
    app,
    sql`insert into cell_bookings (cell_id, order_id, during, status, hold_expires_at)
      values (${cell!.id}, ${order!.id}, tstzrange(${seed.startsAt}, ${seed.endsAt}, '[)'), ${bookingStatus},
        ${seed.holdExpiresAt ?? null})`,
  );
  return { id: Number(order!.id), cellId: Number(cell!.id) };
}

export async function rows<T>(app: FastifyInstance, q: ReturnType<typeof sql>): Promise<T[]> {
  return query<T>(app, q);
}

/** A real 16×12 grey JPEG: uploads are decoded, so test photos must be images. */
const tinyJpeg = Buffer.from(
  '/9j/2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2P/2wBD' +
    'ARESEhgVGC8aGi9jQjhCY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2P/wAARCAAMABAD' +
    'ASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAT/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFAEBAAAAAAAAAAAAAAAAAAAA' +
    'A//EABQRAQAAAAAAAAAAAAAAAAAAAAD/2gAMAwEAAhEDEQA/AKwCif/Z',
  'base64',
);

/** The tiny JPEG, padded with zeros after its end to `size` bytes when asked (decoders stop at the end marker). */
export function jpegBytes(size = tinyJpeg.length): Buffer {
  const bytes = Buffer.alloc(Math.max(size, tinyJpeg.length), 0);
  bytes.set(tinyJpeg);
  return bytes;
}

/** A real 1×1 PNG. */
export function pngBytes(): Buffer {
  return Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
}

/** A multipart body of `id` and one file. */
export function multipartBody(fields: Record<string, string>, file?: { name: string; type: string; bytes: Buffer }) {
  const boundary = `----cabinet${randomBytes(6).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
    );
    chunks.push(file.bytes, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** The moment every cabinet API test starts from. */
export const CABINET_START = new Date('2026-11-23T09:00:00Z');

export interface CabinetUser {
  phone: string;
  id: number;
  headers: Record<string, string>;
}

/**
 * The shared setup of the cabinet's API tests (cabinet-*.api.test.ts): one app on its own database
 * and data folder per test file, three signed-in users and the orders of a and b, with the hooks
 * that make and drop them. Call it once at the top of a test file.
 *
 * The orders of a and b (ids) are made once and only read: a's lists are counted, the details of
 * ids.active and the refund of ids.cancelTarget are checked. A test that changes an order, uploads
 * photos or adds orders works on an order of its own (ownOrder), which belongs to c.
 */
export function cabinetApiSuite() {
  const clock = manualClock(CABINET_START);
  let testApp: TestApp;
  let dataDir: string;
  let warehouseId = 0;
  /** Stands for the test app, booted in beforeAll. */
  const t = {
    get app(): FastifyInstance {
      return testApp.app;
    },
  };
  const newUser = (): CabinetUser => ({ phone: randomPhone(), id: 0, headers: {} });
  const a = newUser();
  const b = newUser();
  const c = newUser();
  const ids = { active: 0, bActive: 0, awaiting: 0, lapsed: 0, finished: 0, cancelTarget: 0 };

  async function signIn(user: CabinetUser) {
    const { login, cookies } = await loginBySms(t.app, user.phone);
    user.id = login.json().data.user.id;
    user.headers = { cookie: cookieHeader(cookies), 'client-type': 'WEB_CLIENT' };
  }

  const call = (user: CabinetUser, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    t.app.inject({ method, url, headers: user.headers, ...(payload === undefined ? {} : { payload: payload as object }) });

  async function upload(user: CabinetUser, orderId: number, file: { name: string; type: string; bytes: Buffer }) {
    const body = multipartBody({ id: String(orderId) }, file);
    return t.app.inject({
      method: 'POST',
      url: '/api/cabinet/v2/orders/files',
      headers: { ...user.headers, 'content-type': body.contentType },
      payload: body.payload,
    });
  }

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'cabinet-files-'));
    testApp = await createTestApp({ DATA_DIR: dataDir }, undefined, { clock });
    await signIn(a);
    await signIn(b);
    await signIn(c);
    ({ warehouseId } = await storageFixture(t.app));
    const start = moscowDayStart('2026-11-20');
    const end = moscowDayStart('2026-12-20');
    ids.active = (await insertOrder(t.app, { userId: a.id, warehouseId, status: 'active', startsAt: start, endsAt: end })).id;
    ids.cancelTarget = (
      await insertOrder(t.app, { userId: a.id, warehouseId, status: 'active', startsAt: start, endsAt: end, bonusesUsed: 300, total: 2700 })
    ).id;
    ids.bActive = (await insertOrder(t.app, { userId: b.id, warehouseId, status: 'active', startsAt: start, endsAt: end })).id;
    ids.awaiting = (
      await insertOrder(t.app, {
        userId: a.id,
        warehouseId,
        status: 'awaiting_payment',
        startsAt: start,
        endsAt: end,
        holdExpiresAt: new Date('2026-11-23T09:20:00Z'),
      })
    ).id;
    ids.lapsed = (
      await insertOrder(t.app, {
        userId: a.id,
        warehouseId,
        status: 'awaiting_payment',
        startsAt: start,
        endsAt: end,
        holdExpiresAt: new Date('2026-11-23T08:00:00Z'),
      })
    ).id;
    ids.finished = (
      await insertOrder(t.app, {
        userId: a.id,
        warehouseId,
        status: 'finished',
        startsAt: moscowDayStart('2026-09-01'),
        endsAt: moscowDayStart('2026-10-01'),
      })
    ).id;
  });

  afterAll(async () => {
    await testApp?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
  // The rules read "now" (holds, notice, last days): every test starts from the same moment.
  beforeEach(() => {
    clock.set(CABINET_START);
  });

  /** A running order (of c unless told, 1 month from 20.11) for a test that changes it. */
  const ownOrder = (seed: Partial<OrderSeed> = {}) =>
    insertOrder(t.app, {
      userId: c.id,
      warehouseId,
      status: 'active',
      startsAt: moscowDayStart('2026-11-20'),
      endsAt: moscowDayStart('2026-12-20'),
      ...seed,
    });

  async function uploadPhoto(user: CabinetUser, orderId: number) {
    const res = await upload(user, orderId, { name: 'cell.jpg', type: 'image/jpeg', bytes: jpegBytes() });
    expect(res.statusCode).toBe(200);
  }

  return {
    t,
    clock,
    a,
    b,
    c,
    ids,
    newUser,
    signIn,
    call,
    upload,
    ownOrder,
    uploadPhoto,
    /** The test warehouse, made in beforeAll. */
    get warehouseId() {
      return warehouseId;
    },
  };
}
