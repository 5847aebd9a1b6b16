import { and, asc, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import { AppError } from '../../../lib/errors';
import { registerCloudPaymentPurposes } from '../payment-purposes.server';
import { createCloudActs, photoUrl } from '../acts/acts.server';
import type { CloudItemView } from './cabinet-schema';
import type { CloudsDeps } from '../deps';
import type { RequestType } from '../requests/request-graph';
import type { RequestSummary, RequestView } from '../requests/request-schema';
import { requestSummaries, requestView } from '../requests/request-view.server';
import { createCloudReturns } from '../requests/returns.server';
import { cloudItemPhotos, cloudItems, cloudRequests, cloudSpaces } from '../tables';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47]);

/** The headers of an item's photo: the owner's eyes only, never cached, never run as anything but an image. */
export function itemPhotoHeaders(bytes: Buffer): Record<string, string> {
  return {
    'content-type': bytes.subarray(0, 4).equals(PNG) ? 'image/png' : 'image/jpeg',
    'content-disposition': 'inline; filename="photo.jpg"',
    'x-content-type-options': 'nosniff',
    'content-security-policy': "default-src 'none'; sandbox",
    'cache-control': 'private, no-store',
  };
}

/**
 * The client's cabinet of the clouds line: stored items and their photos, acts (accept once,
 * re-price, settle), returns with their delivery payment, ratings and the requests' history.
 * Payments of purposes `request` and `surcharge` are the line's own: registered and settled here.
 */
export function createCloudCabinet(deps: CloudsDeps) {
  const { db, clock } = deps;
  const acts = createCloudActs(deps);
  const returns = createCloudReturns(deps);

  // An act's surcharge is the payment of the order's `reprice` change: the order core settles it.
  registerCloudPaymentPurposes(deps.payments.purposes, { request: returns.onRequestSettled, surcharge: deps.orders.onChangeSettled });

  async function items(userId: number, query: { order_id?: number; page?: number; limit?: number }) {
    const limit = query.limit ?? 100;
    const offset = ((query.page ?? 1) - 1) * limit;
    const where = and(eq(cloudSpaces.userId, userId), query.order_id !== undefined ? eq(cloudSpaces.orderId, query.order_id) : undefined);
    const [total] = await db
      .select({ n: count() })
      .from(cloudItems)
      .innerJoin(cloudSpaces, eq(cloudSpaces.id, cloudItems.spaceId))
      .where(where);
    const rows = await db
      .select({ item: cloudItems, orderId: cloudSpaces.orderId })
      .from(cloudItems)
      .innerJoin(cloudSpaces, eq(cloudSpaces.id, cloudItems.spaceId))
      .where(where)
      .orderBy(desc(cloudItems.createdAt), desc(cloudItems.id))
      .limit(limit)
      .offset(offset);
    const ids = rows.map((r) => r.item.id);
    const photos = ids.length
      ? await db.select().from(cloudItemPhotos).where(inArray(cloudItemPhotos.itemId, ids)).orderBy(asc(cloudItemPhotos.id))
      : [];
    const list: CloudItemView[] = rows.map(({ item, orderId }) => ({
      id: item.id,
      title: item.title,
      description: item.description,
      status: item.status as CloudItemView['status'],
      order_id: orderId,
      photos: photos.filter((p) => p.itemId === item.id).map((p) => photoUrl(p.uuid)),
      stored_at: item.createdAt.toISOString(),
      return_request_id: item.returnRequestId,
    }));
    return { items: list, count: Number(total?.n ?? 0) };
  }

  /** An item's photo, to its owner only (another user's or a missing one: 404). */
  async function photo(userId: number, uuid: string): Promise<Buffer> {
    const [row] = await db
      .select({ key: cloudItemPhotos.fileKey })
      .from(cloudItemPhotos)
      .innerJoin(cloudItems, eq(cloudItems.id, cloudItemPhotos.itemId))
      .innerJoin(cloudSpaces, eq(cloudSpaces.id, cloudItems.spaceId))
      .where(and(eq(cloudItemPhotos.uuid, uuid), eq(cloudSpaces.userId, userId)));
    const bytes = row ? await deps.files.get(row.key) : null;
    if (!bytes) throw new AppError('NOT_FOUND', { message: 'Фото не найдено' });
    return bytes;
  }

  /** Rates a finished request once; anything else is RATING_NOT_ALLOWED (another user's: 404). */
  async function rate(userId: number, requestId: number, rating: number, comment?: string): Promise<RequestView> {
    const now = clock.now();
    const [rated] = await db
      .update(cloudRequests)
      .set({ rating, ratingComment: comment || null, ratedAt: now })
      .where(
        and(
          eq(cloudRequests.id, requestId),
          eq(cloudRequests.userId, userId),
          eq(cloudRequests.status, 'COMPLETED'),
          isNull(cloudRequests.rating),
        ),
      )
      .returning({ id: cloudRequests.id });
    if (!rated) {
      const [mine] = await db
        .select({ id: cloudRequests.id })
        .from(cloudRequests)
        .where(and(eq(cloudRequests.id, requestId), eq(cloudRequests.userId, userId)));
      if (!mine) throw new AppError('NOT_FOUND', { message: 'Заявка не найдена' });
      throw new AppError('RATING_NOT_ALLOWED');
    }
    return requestView(db, requestId, userId, now);
  }

  /** Rates the order's last finished request not rated yet. */
  async function rateOrder(userId: number, orderId: number, rating: number, comment?: string): Promise<RequestView> {
    const mine = and(eq(cloudRequests.orderId, orderId), eq(cloudRequests.userId, userId));
    const [last] = await db
      .select({ id: cloudRequests.id })
      .from(cloudRequests)
      .where(and(mine, eq(cloudRequests.status, 'COMPLETED'), isNull(cloudRequests.rating)))
      .orderBy(desc(cloudRequests.completedAt), desc(cloudRequests.id))
      .limit(1);
    if (!last) {
      const [any] = await db.select({ id: cloudRequests.id }).from(cloudRequests).where(mine).limit(1);
      if (!any) throw new AppError('NOT_FOUND', { message: 'Заказ не найден' });
      throw new AppError('RATING_NOT_ALLOWED', { message: 'Нет завершённых заявок, которые ещё не оценены' });
    }
    return rate(userId, last.id, rating, comment);
  }

  /** The client's requests, newest first, one page with the count. */
  async function history(
    userId: number,
    query: { page?: number; limit?: number; type?: RequestType; order_id?: number },
  ): Promise<{ items: RequestSummary[]; count: number }> {
    const limit = query.limit ?? 20;
    const where = and(
      eq(cloudRequests.userId, userId),
      query.type ? eq(cloudRequests.type, query.type) : undefined,
      query.order_id !== undefined ? eq(cloudRequests.orderId, query.order_id) : undefined,
    );
    const [total] = await db.select({ n: count() }).from(cloudRequests).where(where);
    const rows = await db
      .select({ id: cloudRequests.id })
      .from(cloudRequests)
      .where(where)
      .orderBy(desc(cloudRequests.createdAt), desc(cloudRequests.id))
      .limit(limit)
      .offset(((query.page ?? 1) - 1) * limit);
    return {
      items: await requestSummaries(
        db,
        rows.map((r) => r.id),
        clock.now(),
      ),
      count: Number(total?.n ?? 0),
    };
  }

  return {
    items,
    photo,
    acts,
    createReturn: returns.create,
    payRequest: returns.pay,
    /** Cancels expired unpaid returns (their items go back to `stored`); for a scheduled job. */
    expireUnpaidReturns: returns.expireAll,
    rate,
    rateOrder,
    history,
  };
}
