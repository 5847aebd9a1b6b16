import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.server';
import { cloudRates, cloudRequests, cloudSpaces, cloudWindows, warehouses } from '../../db/schema';
import { ensureWindows } from '../../domains/clouds/booking/windows.server';
import { signedIn } from './users';

/**
 * A cloud world for tests of the clouds line: a Moscow cloud warehouse with a rate and its pickup
 * windows, a user's address inside (or outside) the delivery zones, and a cloud order booked
 * through the real checkout (paid through the sandbox when asked). Built by the booking part.
 */

/** Moscow's centre: inside the «в пределах МКАД» zone. */
export const INSIDE_ZONE = { address: 'г Москва, ул Тверская, д 7', latitude: 55.7613, longitude: 37.6081 };
/** Zelenograd: a Moscow address outside every delivery zone. */
export const OUTSIDE_ZONE = { address: 'г Москва, г Зеленоград, Панфиловский пр-кт, д 5', latitude: 55.99, longitude: 37.207 };

const MOSCOW = 604;

export interface CloudWorld {
  warehouseId: number;
  /** The world's windows in time order (days from tomorrow of `now`, four a day). */
  windows: (typeof cloudWindows.$inferSelect)[];
}

/** A Moscow cloud warehouse with a rate (1 490 ₽ per m³, `crews` per window) and windows for `days` days from tomorrow. */
export async function cloudWorld(
  db: Db,
  now: Date,
  options: { crews?: number; days?: number; pricePerM3?: number } = {},
): Promise<CloudWorld> {
  const suffix = Math.random().toString(36).slice(2, 8);
  const [row] = await db
    .insert(warehouses)
    .values({
      slug: `test-cloud-${suffix}`,
      type: 'CLOUD',
      cityId: MOSCOW,
      name: `Облачный склад ${suffix}`,
      address: 'Москва, Краснодонская ул., 2к1',
      latitude: 55.69,
      longitude: 37.74,
      timetable: { office: 'Пн–Вс 09:00–21:00', access: 'Только с грузчиками сервиса', access24h: false },
      description: 'Тестовый облачный склад',
      buildInformation: { floors: 1, ceilingHeightM: 8, temperature: '+16 °C', security: ['охрана'] },
    })
    .returning({ id: warehouses.id });
  const warehouseId = row!.id;
  await db
    .insert(cloudRates)
    .values({ warehouseId, pricePerM3: options.pricePerM3 ?? 1490, returnDeliveryPrice: 990, defaultCrews: options.crews ?? 3 });
  await ensureWindows(db, now, { warehouseId, daysAhead: options.days ?? 3 });
  return { warehouseId, windows: await windowsOf(db, warehouseId) };
}

export async function windowsOf(db: Db, warehouseId: number) {
  return db.select().from(cloudWindows).where(eq(cloudWindows.warehouseId, warehouseId)).orderBy(asc(cloudWindows.startsAt));
}

export async function windowById(db: Db, id: number) {
  return (await db.select().from(cloudWindows).where(eq(cloudWindows.id, id)))[0]!;
}

export async function cloudRequestById(db: Db, id: number) {
  return (await db.select().from(cloudRequests).where(eq(cloudRequests.id, id)))[0];
}

export async function cloudSpacesOfUser(db: Db, userId: number) {
  return db.select().from(cloudSpaces).where(eq(cloudSpaces.userId, userId));
}

export async function cloudRequestsOfUser(db: Db, userId: number) {
  return db
    .select()
    .from(cloudRequests)
    .where(and(eq(cloudRequests.userId, userId)));
}

/** A saved address of the signed-in user (inside the Moscow zone unless told); its id. */
export async function savedAddress(app: FastifyInstance, headers: Record<string, string>, place: object = INSIDE_ZONE): Promise<number> {
  const res = await app.inject({ method: 'POST', url: '/api/cabinet/profile/address/create', headers, payload: { ...place, floor: 5 } });
  if (res.statusCode !== 200) throw new Error(`address failed: ${res.body}`);
  return res.json().data.id as number;
}

/** The checkout body of POST /api/cabinet/v2/orders/clouds. */
export function cloudCheckoutBody(input: { warehouseId: number; windowId: number; addressId: number }, over: Record<string, unknown> = {}) {
  return {
    warehouse_id: input.warehouseId,
    volume: 1.5,
    period_code: 'cloud_1m',
    window_id: input.windowId,
    address_id: input.addressId,
    floor: 5,
    passenger_elevator: true,
    service_lift: false,
    contact_name: 'Анна',
    contact_phone: '+7 (916) 123-45-67',
    comment: 'Код домофона 12',
    ...over,
  };
}

export function cloudCheckout(app: FastifyInstance, headers: Record<string, string>, payload: Record<string, unknown>) {
  return app.inject({ method: 'POST', url: '/api/cabinet/v2/orders/clouds', headers, payload });
}

export interface PaidCloudOrder {
  orderId: number;
  spaceId: number;
  requestId: number;
  windowId: number;
  warehouseId: number;
  userId: number;
  phone: string;
  /** The signed-in user's web headers (cookie and client type), as `signedIn` gives them. */
  headers: Record<string, string>;
  cookie: string;
}

/**
 * A cloud order booked through the real checkout by a new signed-in user and paid through the
 * sandbox: the order is active, its pickup request MOVER_AWAITED and paid, holding a seat of the
 * first window (or `windowIndex`) of a new world. Pass `world` to book in one already made.
 */
export async function paidCloudOrder(
  app: FastifyInstance,
  options: { world?: CloudWorld; windowIndex?: number; volume?: number; pay?: boolean } = {},
): Promise<PaidCloudOrder> {
  const db = app.services.database.db;
  const world = options.world ?? (await cloudWorld(db, app.services.clock.now()));
  const user = await signedIn(app);
  const addressId = await savedAddress(app, user.headers);
  const window = world.windows[options.windowIndex ?? 0]!;
  const res = await cloudCheckout(
    app,
    user.headers,
    cloudCheckoutBody({ warehouseId: world.warehouseId, windowId: window.id, addressId }, options.volume ? { volume: options.volume } : {}),
  );
  if (res.statusCode !== 201) throw new Error(`cloud checkout failed: ${res.body}`);
  const data = res.json().data as { order_id: number; request_id: number; payment: { id: string } | null };
  if (options.pay !== false && data.payment) await app.services.payments.sandbox!.complete(data.payment.id, 'succeeded');
  const [space] = await db.select().from(cloudSpaces).where(eq(cloudSpaces.orderId, data.order_id));
  return {
    orderId: data.order_id,
    spaceId: space!.id,
    requestId: data.request_id,
    windowId: window.id,
    warehouseId: world.warehouseId,
    userId: user.userId,
    phone: user.phone,
    headers: user.headers,
    cookie: user.headers.cookie,
  };
}
