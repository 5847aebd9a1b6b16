import { randomBytes } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import type { Db } from '../../db/client.server';
import {
  cloudCrewMembers,
  cloudCrews,
  cloudItemPhotos,
  cloudItems,
  cloudRequestEvents,
  cloudRequests,
  cloudSpaces,
  cloudWindows,
  orders,
  warehouses,
} from '../../db/schema';
import type { RequestStatus, RequestType } from '../../domains/clouds/requests/request-graph';
import { stepsOf } from '../../domains/clouds/requests/request-graph';
import { moscowDayStart } from '../../lib/moscow-calendar';
import { firstCity } from './cities';
import { staffMember } from './staff';
import { signedIn } from './users';
import { insertOrderLine } from './orders';

/**
 * Rows of the clouds line for tests: a cloud warehouse, a window, a paid cloud order with its space,
 * and a request in any status with its events and (from MOVER_ACCEPTED on) a crew of movers.
 * Written straight to the tables, so a test of one part needs no other part working.
 */

const HOUR = 3600_000;

/** A cloud warehouse (`type = 'CLOUD'`) of the first city. */
export async function insertCloudWarehouse(db: Db, name = 'Облако'): Promise<number> {
  const city = await firstCity(db);
  const suffix = Math.random().toString(36).slice(2, 8);
  const [row] = await db
    .insert(warehouses)
    .values({
      slug: `test-cloud-${suffix}`,
      type: 'CLOUD',
      cityId: city.id,
      name: `${name} ${suffix}`,
      address: 'ул. Складская, 1',
      latitude: 55.7,
      longitude: 37.5,
      timetable: { office: 'Пн–Вс 9:00–21:00', access: 'По заявке', access24h: false },
      description: 'Тестовый склад облака',
      buildInformation: { floors: 1, ceilingHeightM: 6, temperature: '+16 °C', security: ['охрана'] },
    })
    .returning({ id: warehouses.id });
  return row!.id;
}

/** A window of the warehouse on a Moscow day, from `hour` for three hours (the one there is, if any). */
export async function insertCloudWindow(
  db: Db,
  input: { warehouseId: number; day: string; hour?: number; crews?: number; booked?: number },
) {
  const hour = input.hour ?? 12;
  const startsAt = new Date(moscowDayStart(input.day).getTime() + hour * HOUR);
  const [existing] = await db
    .select()
    .from(cloudWindows)
    .where(and(eq(cloudWindows.warehouseId, input.warehouseId), eq(cloudWindows.startsAt, startsAt)));
  if (existing) return existing;
  const [row] = await db
    .insert(cloudWindows)
    .values({
      warehouseId: input.warehouseId,
      day: input.day,
      startsAt,
      endsAt: new Date(startsAt.getTime() + 3 * HOUR),
      crews: input.crews ?? 3,
      booked: input.booked ?? 0,
    })
    .returning();
  return row!;
}

/** A crew of the warehouse with these users as members (give them the role `mover` yourself, or use `moverCrew`). */
export async function insertCrew(db: Db, input: { warehouseId: number; name?: string; vehicle?: string; memberIds?: number[] }) {
  const [crew] = await db
    .insert(cloudCrews)
    .values({ warehouseId: input.warehouseId, name: input.name ?? 'Бригада 1', vehicle: input.vehicle ?? 'А123ВС' })
    .returning();
  for (const userId of input.memberIds ?? []) await db.insert(cloudCrewMembers).values({ crewId: crew!.id, userId });
  return crew!;
}

/** A signed-in mover and a crew of the warehouse with them in it. */
export async function moverCrew(app: FastifyInstance, warehouseId: number, name = 'Бригада 1') {
  const mover = await staffMember(app, 'mover');
  const crew = await insertCrew(app.services.database.db, { warehouseId, name, memberIds: [mover.userId] });
  return { mover, crew };
}

export interface SeedCloudRequest {
  userId: number;
  warehouseId: number;
  /** Window id to use; else a new window `day` (default: the day after `now`) at `hour`. */
  windowId?: number;
  day?: string;
  hour?: number;
  type?: RequestType;
  status?: RequestStatus;
  paymentState?: 'awaiting' | 'paid' | 'free';
  /** The crew of a request from MOVER_ACCEPTED on; required then (except CANCELED). */
  crewId?: number | null;
  /** For a return: the pickup's space and order (else a new paid order and space). */
  spaceId?: number;
  orderId?: number;
  /** Volume booked, m³. */
  volume?: number;
  contactPhone?: string;
  now: Date;
}

/**
 * A request in the given status, as if moved there step by step: one event per step of its type
 * up to `status` (CANCELED: created, then canceled), the window's seat counted. Returns the ids.
 */
export async function seedCloudRequest(db: Db, input: SeedCloudRequest) {
  const type = input.type ?? 'pickup';
  const status = input.status ?? 'MOVER_AWAITED';
  const liters = Math.round((input.volume ?? 2) * 1000);
  let windowId = input.windowId;
  if (!windowId) {
    const day = input.day ?? new Date(input.now.getTime() + 27 * HOUR).toISOString().slice(0, 10);
    windowId = (await insertCloudWindow(db, { warehouseId: input.warehouseId, day, hour: input.hour })).id;
  }
  let spaceId = input.spaceId;
  let orderId = input.orderId;
  if (!spaceId || !orderId) {
    const [space] = await db
      .insert(cloudSpaces)
      .values({ warehouseId: input.warehouseId, userId: input.userId, volumeLiters: liters, bookedLiters: liters })
      .returning();
    const [order] = await db
      .insert(orders)
      .values({
        kind: 'cloud',
        status: 'active',
        userId: input.userId,
        periodCode: 'month-1',
        startsAt: input.now,
        endsAt: new Date(input.now.getTime() + 30 * 24 * HOUR),
        total: 3000,
        paidAt: input.now,
      })
      .returning({ id: orders.id, startsAt: orders.startsAt, endsAt: orders.endsAt, createdAt: orders.createdAt });
    await insertOrderLine(db, { orderId: order!.id, itemId: space!.id, placeId: input.warehouseId, ...order! });
    await db.update(cloudSpaces).set({ orderId: order!.id }).where(eq(cloudSpaces.id, space!.id));
    spaceId = space!.id;
    orderId = order!.id;
  }
  const created = new Date(input.now.getTime() - HOUR);
  const [request] = await db
    .insert(cloudRequests)
    .values({
      spaceId,
      orderId,
      userId: input.userId,
      type,
      status,
      paymentState: input.paymentState ?? (type === 'pickup' ? 'free' : 'paid'),
      windowId,
      crewId: input.crewId ?? null,
      etaAt: ['MOVER_ON_WAY', 'MOVER_ON_CLIENT'].includes(status) ? input.now : null,
      address: 'г. Москва, ул. Тверская, д. 1',
      flat: '12',
      entrance: '2',
      floor: 5,
      intercom: '12К',
      passengerElevator: true,
      latitude: 55.76,
      longitude: 37.61,
      contactName: 'Иван',
      contactPhone: input.contactPhone ?? '79990000000',
      deliveryPrice: type === 'return' ? 990 : 0,
      createdAt: created,
      completedAt: status === 'COMPLETED' ? input.now : null,
    })
    .returning();
  if (status !== 'CANCELED' && status !== 'COMPLETED') {
    await db
      .update(cloudWindows)
      .set({ booked: sql`${cloudWindows.booked} + 1` })
      .where(eq(cloudWindows.id, windowId));
  }
  const path: RequestStatus[] = status === 'CANCELED' ? ['MOVER_AWAITED', 'CANCELED'] : stepsOf(type);
  const upTo = path.slice(0, path.indexOf(status) + 1);
  let from: RequestStatus | null = null;
  for (const [i, to] of upTo.entries()) {
    await db.insert(cloudRequestEvents).values({
      requestId: request!.id,
      fromStatus: from,
      toStatus: to,
      actorRole: i === 0 ? 'client' : 'system',
      actorUserId: i === 0 ? input.userId : null,
      at: new Date(created.getTime() + i * 60_000),
    });
    from = to;
  }
  return { requestId: request!.id, windowId, spaceId, orderId };
}

/** Stored items of a space brought by a pickup (for returns and views). */
export async function insertCloudItems(
  db: Db,
  input: { spaceId: number; pickupRequestId: number; titles: string[]; returnRequestId?: number },
) {
  const rows = await db
    .insert(cloudItems)
    .values(
      input.titles.map((title) => ({
        spaceId: input.spaceId,
        pickupRequestId: input.pickupRequestId,
        returnRequestId: input.returnRequestId ?? null,
        title,
      })),
    )
    .returning({ id: cloudItems.id });
  return rows.map((r) => r.id);
}

/**
 * The usual world: a client, a cloud warehouse, a mover with a crew, and a paid pickup in `status`
 * (the crew assigned from MOVER_ACCEPTED on).
 */
export async function cloudRequestWorld(
  app: FastifyInstance,
  options: { status?: RequestStatus; type?: RequestType; now?: Date; day?: string; hour?: number } = {},
) {
  const db = app.services.database.db;
  const now = options.now ?? app.services.clock.now();
  const client = await signedIn(app);
  const warehouseId = await insertCloudWarehouse(db);
  const { mover, crew } = await moverCrew(app, warehouseId);
  const status = options.status ?? 'MOVER_AWAITED';
  const needsCrew = !['MOVER_AWAITED', 'CANCELED'].includes(status);
  const seeded = await seedCloudRequest(db, {
    userId: client.userId,
    warehouseId,
    type: options.type,
    status,
    crewId: needsCrew ? crew.id : null,
    contactPhone: client.phone,
    day: options.day,
    hour: options.hour,
    now,
  });
  return { client, warehouseId, mover, crew, ...seeded };
}

/** The request row as stored. */
export async function cloudRequestRow(db: Db, id: number) {
  const [row] = await db.select().from(cloudRequests).where(eq(cloudRequests.id, id));
  return row!;
}

/** Its events, oldest first. */
export async function cloudRequestEventsOf(db: Db, id: number) {
  return db.select().from(cloudRequestEvents).where(eq(cloudRequestEvents.requestId, id)).orderBy(cloudRequestEvents.id);
}

/** The items a pickup brought, oldest first, with their photos' rows. */
export async function cloudItemsOf(db: Db, pickupRequestId: number) {
  const items = await db.select().from(cloudItems).where(eq(cloudItems.pickupRequestId, pickupRequestId)).orderBy(cloudItems.id);
  const photos = items.length
    ? await db
        .select()
        .from(cloudItemPhotos)
        .where(
          inArray(
            cloudItemPhotos.itemId,
            items.map((i) => i.id),
          ),
        )
    : [];
  return items.map((item) => ({ ...item, photos: photos.filter((p) => p.itemId === item.id) }));
}

/** Every stored item photo row (to see that a refused upload left none). */
export async function cloudPhotoCount(db: Db): Promise<number> {
  return (await db.select({ id: cloudItemPhotos.id }).from(cloudItemPhotos)).length;
}

export async function cloudSpaceRow(db: Db, id: number) {
  const [row] = await db.select().from(cloudSpaces).where(eq(cloudSpaces.id, id));
  return row!;
}

export async function cloudWindowRow(db: Db, id: number) {
  const [row] = await db.select().from(cloudWindows).where(eq(cloudWindows.id, id));
  return row!;
}

/** A real photo (JPEG or PNG, with EXIF when asked), made by sharp. */
export async function itemPhoto(format: 'png' | 'jpeg' = 'jpeg', withExif = false): Promise<Buffer> {
  const image = sharp({ create: { width: 64, height: 48, channels: 3, background: '#c69c7a' } });
  const encoded = format === 'png' ? image.png() : image.jpeg();
  return (withExif ? encoded.withExif({ IFD0: { Make: 'SecretCam', Copyright: 'GPS-59.9386' } }) : encoded).toBuffer();
}

/** A multipart body with one `file`. */
export function photoUpload(file: { name: string; type: string; bytes: Buffer }) {
  const boundary = `----clouds${randomBytes(6).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
    ),
    file.bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
