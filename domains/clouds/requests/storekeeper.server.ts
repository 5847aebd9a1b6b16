import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { Tx } from '../../../db/tx';
import { AppError } from '../../../lib/errors';
import { writeAudit } from '../../staff/service.server';
import { createActForRequest } from '../acts/acts.server';
import type { ItemView } from '../console/console-schema';
import type { CloudsDeps } from '../deps';
import { itemPhotoKey, prepareItemPhoto } from '../acts/item-photos.server';
import type { RequestStatus } from './request-graph';
import { moveRequest } from './request-log.server';
import type { StaffRequestView } from './request-schema';
import { staffPhotoUrl } from './request-view.server';
import { litersOf } from '../rules';
import { inStatus, type StaffAccess, type StaffCaller } from './staff-access.server';
import { cloudItemPhotos, cloudItems, cloudRequests, cloudSpaces, cloudWindows } from '../tables';

/** Pickups on their way to the warehouse or being accepted, returns to gather and hand out. */
const ARRIVING: RequestStatus[] = ['MOVER_ON_CLIENT', 'MOVER_CONFIRMATION', 'MOVER_CARRIES_STUFFS', 'STOREKEEPER_ACCEPTS_STUFFS'];
const TO_HAND_OUT: RequestStatus[] = ['MOVER_ACCEPTED', 'STATUS_STOREKEEPER_RETURNS_STUFFS'];

/** The storekeeper's side: the queue, the items of a drop-off with their photos, and the acceptance with the measured volume. */
export function createStorekeeper(deps: Pick<CloudsDeps, 'db' | 'clock' | 'files'>, access: StaffAccess) {
  const { db, clock, files } = deps;
  const { visible, staffViews, staffView, auditMove } = access;

  /** Whether the caller sees at least one of these requests (`visible` without its refusal). */
  async function seesAny(caller: StaffCaller, ids: (number | null)[]): Promise<boolean> {
    for (const id of ids) {
      if (id === null) continue;
      const seen = await visible(db, caller, id, false).then(
        () => true,
        (error: unknown) => {
          if (error instanceof AppError && error.code === 'NOT_FOUND') return false;
          throw error;
        },
      );
      if (seen) return true;
    }
    return false;
  }

  function itemView(item: typeof cloudItems.$inferSelect, photos: string[]): ItemView {
    return {
      id: item.id,
      request_id: item.pickupRequestId,
      title: item.title,
      description: item.description,
      status: item.status as ItemView['status'],
      photos: photos.map(staffPhotoUrl),
    };
  }

  /** The item and its pickup request (locked) while the storekeeper may still describe it. */
  async function describableItem(tx: Tx, caller: StaffCaller, itemId: number) {
    const [item] = await tx.select().from(cloudItems).where(eq(cloudItems.id, itemId));
    if (!item) throw new AppError('NOT_FOUND', { message: 'Вещь не найдена' });
    const request = await visible(tx, caller, item.pickupRequestId, true);
    if (request.status !== 'STOREKEEPER_ACCEPTS_STUFFS') {
      throw new AppError('CLOUD_REQUEST_MOVE_REFUSED', {
        message: `${inStatus(request)}: опись уже не меняется`,
      });
    }
    return { item, request };
  }

  return {
    /** The storekeeper's queue: drop-offs coming or being accepted, returns to gather. */
    async storekeeperRequests(caller: StaffCaller, warehouseId?: number) {
      const rows = await db
        .select({ id: cloudRequests.id, type: cloudRequests.type, status: cloudRequests.status })
        .from(cloudRequests)
        .innerJoin(cloudWindows, eq(cloudWindows.id, cloudRequests.windowId))
        .where(
          and(
            ne(cloudRequests.paymentState, 'awaiting'),
            inArray(cloudRequests.status, [...ARRIVING, ...TO_HAND_OUT]),
            warehouseId !== undefined ? eq(cloudWindows.warehouseId, warehouseId) : undefined,
          ),
        )
        .orderBy(asc(cloudWindows.startsAt), asc(cloudRequests.id));
      const arriving = rows.filter((r) => r.type === 'pickup' && ARRIVING.includes(r.status as RequestStatus)).map((r) => r.id);
      const out = rows.filter((r) => r.type === 'return' && TO_HAND_OUT.includes(r.status as RequestStatus)).map((r) => r.id);
      const views = new Map((await staffViews(caller, [...arriving, ...out])).map((v) => [v.id, v]));
      const pick = (ids: number[]) => ids.map((id) => views.get(id)!).filter(Boolean);
      return { arriving: pick(arriving), to_hand_out: pick(out) };
    },

    /** The storekeeper describes a thing brought by a drop-off (the first one moves it to «Кладовщик принимает вещи»). */
    async addItem(caller: StaffCaller, requestId: number, input: { title: string; description?: string }): Promise<ItemView> {
      return db.transaction(async (tx) => {
        const request = await visible(tx, caller, requestId, true);
        if (request.type !== 'pickup') {
          throw new AppError('CLOUD_REQUEST_MOVE_REFUSED', { message: 'Вещи описывают при приёмке на склад, не при возврате' });
        }
        const now = clock.now();
        if (request.status === 'MOVER_CARRIES_STUFFS') {
          const move = await moveRequest(tx, {
            requestId,
            to: 'STOREKEEPER_ACCEPTS_STUFFS',
            actor: 'storekeeper',
            actorUserId: caller.userId,
            now,
          });
          await auditMove(tx, caller, 'cloud_request.move', move);
        } else if (request.status !== 'STOREKEEPER_ACCEPTS_STUFFS') {
          throw new AppError('CLOUD_REQUEST_MOVE_REFUSED', {
            message: `${inStatus(request)}: вещи описывают, когда их привезли на склад`,
          });
        }
        const [item] = await tx
          .insert(cloudItems)
          .values({
            spaceId: request.spaceId,
            pickupRequestId: requestId,
            title: input.title,
            description: input.description ?? null,
            createdAt: now,
          })
          .returning();
        await writeAudit(tx, {
          actorUserId: caller.userId,
          action: 'cloud_item.create',
          entity: 'cloud_item',
          entityId: item!.id,
          after: { request_id: requestId, title: item!.title, description: item!.description },
          ip: caller.ip,
        });
        return itemView(item!, []);
      });
    },

    async deleteItem(caller: StaffCaller, itemId: number): Promise<{ id: number; deleted: true }> {
      const keys = await db.transaction(async (tx) => {
        const { item } = await describableItem(tx, caller, itemId);
        const photos = await tx
          .delete(cloudItemPhotos)
          .where(eq(cloudItemPhotos.itemId, itemId))
          .returning({ key: cloudItemPhotos.fileKey });
        await tx.delete(cloudItems).where(eq(cloudItems.id, itemId));
        await writeAudit(tx, {
          actorUserId: caller.userId,
          action: 'cloud_item.delete',
          entity: 'cloud_item',
          entityId: itemId,
          before: { request_id: item.pickupRequestId, title: item.title, photos: photos.length },
          ip: caller.ip,
        });
        return photos.map((p) => p.key);
      });
      await Promise.all(keys.map((key) => files.delete(key).catch(() => undefined)));
      return { id: itemId, deleted: true };
    },

    /** A photo of an item: checked by its bytes and re-encoded before anything is stored, kept under `clouds/<space>/<uuid>.jpg`. */
    async addPhoto(caller: StaffCaller, itemId: number, upload: Buffer) {
      const image = await prepareItemPhoto(upload);
      const { item } = await describableItem(db, caller, itemId);
      const uuid = randomUUID();
      const key = itemPhotoKey(item.spaceId, uuid);
      await files.put(key, image.bytes, image.mime);
      try {
        await db.transaction(async (tx) => {
          await describableItem(tx, caller, itemId);
          await tx.insert(cloudItemPhotos).values({ uuid, itemId, fileKey: key, size: image.bytes.length, createdAt: clock.now() });
          await writeAudit(tx, {
            actorUserId: caller.userId,
            action: 'cloud_item.photo',
            entity: 'cloud_item',
            entityId: itemId,
            after: { photo: uuid, size: image.bytes.length },
            ip: caller.ip,
          });
        });
      } catch (error) {
        await files.delete(key).catch(() => undefined);
        throw error;
      }
      return { id: uuid, item_id: itemId, url: staffPhotoUrl(uuid), size: image.bytes.length };
    },

    /**
     * A photo's bytes for staff who see its item's work: operators and storekeepers every one, a
     * mover only of an item their crew picks up or brings back (any other is not found).
     */
    async staffPhoto(caller: StaffCaller, uuid: string): Promise<Buffer> {
      const missing = () => new AppError('NOT_FOUND', { message: 'Фото не найдено' });
      const [found] = await db
        .select({ fileKey: cloudItemPhotos.fileKey, pickup: cloudItems.pickupRequestId, back: cloudItems.returnRequestId })
        .from(cloudItemPhotos)
        .innerJoin(cloudItems, eq(cloudItems.id, cloudItemPhotos.itemId))
        .where(eq(cloudItemPhotos.uuid, uuid));
      if (!found) throw missing();
      if (!(await seesAny(caller, [found.pickup, found.back]))) throw missing();
      const bytes = await files.get(found.fileKey);
      if (!bytes) throw missing();
      return bytes;
    },

    /**
     * The storekeeper finishes a drop-off: the measured volume on the space, COMPLETED, and the act,
     * in one transaction. Refused with no item described; of two storekeepers at once, one wins.
     */
    async accept(caller: StaffCaller, id: number, measuredVolume: number): Promise<StaffRequestView> {
      await db.transaction(async (tx) => {
        const request = await visible(tx, caller, id, true);
        if (request.type !== 'pickup' || request.status !== 'STOREKEEPER_ACCEPTS_STUFFS') {
          throw new AppError('CLOUD_REQUEST_MOVE_REFUSED', {
            message: `${inStatus(request)}: принять вещи можно, когда кладовщик их описывает`,
          });
        }
        const [anyItem] = await tx.select({ id: cloudItems.id }).from(cloudItems).where(eq(cloudItems.pickupRequestId, id)).limit(1);
        if (!anyItem) {
          throw new AppError('CLOUD_REQUEST_MOVE_REFUSED', { message: 'Опишите хотя бы одну вещь, прежде чем принять заявку' });
        }
        const now = clock.now();
        const liters = litersOf(measuredVolume);
        await tx.update(cloudSpaces).set({ measuredLiters: liters }).where(eq(cloudSpaces.id, request.spaceId));
        const move = await moveRequest(tx, {
          requestId: id,
          to: 'COMPLETED',
          actor: 'storekeeper',
          actorUserId: caller.userId,
          now,
          data: { measured_liters: liters },
        });
        const act = await createActForRequest(tx, { requestId: id, now });
        await auditMove(tx, caller, 'cloud_request.accept', move, { measured_liters: liters, act_id: act.actId });
      });
      return staffView(caller, id);
    },
  };
}
