import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { insertCloudWarehouse, seedCloudRequest } from '../../../tests/kit/cloud-requests';
import { insertOrder } from '../../../tests/kit/orders';
import { signedIn } from '../../../tests/kit/users';
import { cloudItemPhotos, cloudItems, cloudRates, cloudSpaces } from '../tables';

const DAY = 86_400_000;

/** A small real JPEG (a coloured square) for pdfkit to embed and the photo call to serve. */
export function testJpeg(hue = 0): Promise<Buffer> {
  const r = Math.round(127 + 127 * Math.cos(hue));
  const g = Math.round(127 + 127 * Math.cos(hue + 2));
  const b = Math.round(127 + 127 * Math.cos(hue + 4));
  return sharp({ create: { width: 96, height: 64, channels: 3, background: { r, g, b } } })
    .jpeg()
    .toBuffer();
}

/**
 * The world of the cabinet tests: a client with a paid cloud order (a space of `booked` litres at a
 * warehouse priced `pricePerM3`), a finished drop-off with items and photos, measured at `measured` litres.
 * Clouds' own rows are written here; the order and the user through tests/kit.
 */
export async function cabinetWorld(
  app: FastifyInstance,
  options: { booked?: number; measured?: number; pricePerM3?: number; periodCode?: string; items?: string[]; paid?: number } = {},
) {
  const db = app.services.database.db;
  const now = app.services.clock.now();
  const client = await signedIn(app);
  const warehouseId = await insertCloudWarehouse(db);
  await db
    .insert(cloudRates)
    .values({ warehouseId, pricePerM3: options.pricePerM3 ?? 3000, returnDeliveryPrice: 990, defaultCrews: 3 })
    .onConflictDoNothing();
  const booked = options.booked ?? 1000;
  const [space] = await db
    .insert(cloudSpaces)
    .values({ warehouseId, userId: client.userId, volumeLiters: booked, bookedLiters: booked, measuredLiters: options.measured ?? booked })
    .returning();
  const orderId = await insertOrder(db, client.userId, 'active', {
    kind: 'cloud',
    warehouseId,
    cellId: space!.id,
    periodCode: options.periodCode ?? 'cloud_1m',
    tariffKind: 'monthly',
    startsAt: now,
    endsAt: new Date(now.getTime() + 30 * DAY),
    paidAt: now,
    total: options.paid ?? 3000,
  });
  await db.update(cloudSpaces).set({ orderId }).where(eq(cloudSpaces.id, space!.id));
  const pickup = await seedCloudRequest(db, {
    userId: client.userId,
    warehouseId,
    spaceId: space!.id,
    orderId,
    status: 'COMPLETED',
    contactPhone: client.phone,
    now,
  });
  const itemIds: number[] = [];
  for (const title of options.items ?? ['Коробка с книгами', 'Велосипед']) {
    const [item] = await db.insert(cloudItems).values({ spaceId: space!.id, pickupRequestId: pickup.requestId, title }).returning();
    const uuid = randomUUID();
    const key = `clouds/${space!.id}/${uuid}.jpg`;
    const bytes = await testJpeg(itemIds.length);
    await app.services.files.put(key, bytes, 'image/jpeg');
    await db.insert(cloudItemPhotos).values({ uuid, itemId: item!.id, fileKey: key, size: bytes.length });
    itemIds.push(item!.id);
  }
  return { client, warehouseId, spaceId: space!.id, orderId, pickupRequestId: pickup.requestId, itemIds, now };
}

/** The order's own payment, paid through the sandbox (its outcome recorded without the orders listener). */
export async function paidOrderPayment(app: FastifyInstance, input: { userId: number; orderId: number; amount: number }) {
  // In place of the orders listener, as payments' own tests do: the order row here is bare.
  const dispose = app.services.payments.purposes.listen(['order'], async () => 'applied');
  try {
    const created = await app.services.payments.createPayment({
      userId: input.userId,
      orderId: input.orderId,
      purpose: 'order',
      amount: input.amount,
      description: 'Облачное хранение',
      idempotenceKey: `test-order:${input.orderId}`,
    });
    await app.services.payments.sandbox!.complete(created.id, 'succeeded');
    return created.id;
  } finally {
    dispose();
  }
}

/** A saved default card of the user (a card binding through the sandbox). */
export async function savedCard(app: FastifyInstance, headers: Record<string, string>, cardNumber = '4111 1111 1111 1111') {
  const res = await app.inject({ method: 'POST', url: '/api/cabinet/v2/payments/cards', headers });
  await app.services.payments.sandbox!.complete(res.json().data.id, 'succeeded', { cardNumber });
}
