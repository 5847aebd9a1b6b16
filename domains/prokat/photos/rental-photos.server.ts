import { and, eq, isNotNull, ne, or } from 'drizzle-orm';
import type { Db } from '../../../db/client.server';
import type { Clock } from '../../../lib/clock';
import { AppError } from '../../../lib/errors';
import type { KindedFile, OrderCabinet, OrderFacts } from '../../orders/service.server';
import { RENTAL_KIND } from '../order-kind/rental-kind.server';
import { prokatCellOpenings, prokatRentalUnits } from '../tables';
import { PHOTO_KINDS, PHOTO_RULES, photoStageProblem, stageOfKind, type PhotoStage, type PhotoUnit } from './photo-rules';
import type { RentalPhoto, RentalPhotos, StaffPhoto } from './rental-photos-schema';

const KINDS = Object.values(PHOTO_KINDS);
const notFound = (message = 'Заказ не найден') => new AppError('NOT_FOUND', { message });
const isNotFound = (error: unknown) => (error as { code?: unknown } | null)?.code === 'NOT_FOUND';

/**
 * Photos of the tool at pickup and at return, kept by the order core as files of the rental order
 * (kinds `rental_pickup` and `rental_return`: the same checks, re-encoding, storage and limits of
 * size as every order photo). Taken and seen by the order's owner and by a person with a live grant
 * of it; each stage in its window (`photo-rules.ts`), at most 5 per stage; staff see them in the
 * console's returns.
 */
export function createRentalPhotos(deps: {
  db: Db;
  clock: Clock;
  /** The order core's files. */
  files: OrderCabinet['files'];
  /** The viewer's own order (NOT_FOUND for another's): the core's object-level check. */
  owned: (userId: number, orderId: number) => Promise<{ kind: string; status: string }>;
  /** The viewer's live grant of the order (decision 0024), or null. */
  liveGrant: (viewerId: number, orderId: number, now: Date) => Promise<unknown>;
  /** The order's kind and status, for a person given access. */
  orderFacts: (orderId: number) => Promise<Pick<OrderFacts, 'kind' | 'status'> | null>;
}) {
  const { db, clock } = deps;
  const cabinetFiles = deps.files.kinded({ kinds: KINDS, url: (uuid) => `/api/cabinet/v2/rental/orders/files/${uuid}` });
  const staffFiles = deps.files.kinded({ kinds: KINDS, url: (uuid) => `/api/admin/prokat/photos/${uuid}` });

  /** The rental order's status for its owner or a person with a live grant; NOT_FOUND to anyone else and for other lines. */
  async function visibleOrder(viewerId: number, orderId: number): Promise<{ status: string }> {
    const own = await deps.owned(viewerId, orderId).catch((error: unknown) => {
      if (isNotFound(error)) return null;
      throw error;
    });
    const order = own ?? ((await deps.liveGrant(viewerId, orderId, clock.now())) ? await deps.orderFacts(orderId) : null);
    if (!order || order.kind !== RENTAL_KIND) throw notFound();
    return { status: order.status };
  }

  /** The order's tools as the photo rules read them: the stage, the pickup window, the return and its cell's opening. */
  async function unitsOf(orderId: number): Promise<PhotoUnit[]> {
    const [units, opened] = await Promise.all([
      db
        .select({
          unitId: prokatRentalUnits.unitId,
          stage: prokatRentalUnits.stage,
          pickupUntil: prokatRentalUnits.pickupUntil,
          returnedAt: prokatRentalUnits.returnedAt,
        })
        .from(prokatRentalUnits)
        .where(eq(prokatRentalUnits.orderId, orderId)),
      db
        .select({ unitId: prokatCellOpenings.unitId })
        .from(prokatCellOpenings)
        .where(
          and(
            eq(prokatCellOpenings.orderId, orderId),
            eq(prokatCellOpenings.purpose, 'return'),
            // Recorded and not refused by the network (an opening that timed out after the door opened counts).
            or(ne(prokatCellOpenings.status, 'failed'), isNotNull(prokatCellOpenings.openedAt)),
          ),
        ),
    ]);
    const openedUnits = new Set(opened.map((row) => row.unitId));
    return units.map(({ unitId, ...unit }) => ({ ...unit, returnOpened: openedUnits.has(unitId) }));
  }

  const photo = (file: KindedFile): RentalPhoto => {
    const { order_id: _order, kind, ...rest } = file;
    return { ...rest, stage: stageOfKind(kind) };
  };

  return {
    /** The order's photos and whether each stage takes photos now. */
    async list(viewerId: number, orderId: number): Promise<RentalPhotos> {
      const { status } = await visibleOrder(viewerId, orderId);
      const [files, units] = await Promise.all([cabinetFiles.list([orderId]), unitsOf(orderId)]);
      const items = files.map(photo);
      const now = clock.now();
      const state = (stage: PhotoStage) => {
        const count = items.filter((item) => item.stage === stage).length;
        const full = count >= PHOTO_RULES.perStage ? `Добавлено ${PHOTO_RULES.perStage} фото — больше нельзя` : null;
        const reason = full ?? photoStageProblem(stage, status, units, now);
        return { open: reason === null, reason, count, limit: PHOTO_RULES.perStage };
      };
      return { items, stages: { pickup: state('pickup'), return: state('return') } };
    },

    /** Adds a photo of the stage while its window is open (409 with the reason else), at most 5 per stage. */
    async upload(viewerId: number, orderId: number, stage: PhotoStage, file: { name: string; bytes: Buffer }): Promise<RentalPhoto> {
      const { status } = await visibleOrder(viewerId, orderId);
      const problem = photoStageProblem(stage, status, await unitsOf(orderId), clock.now());
      if (problem) throw new AppError('PHOTOS_LOCKED', { message: problem });
      const saved = await cabinetFiles.upload({
        orderId,
        userId: viewerId,
        kind: PHOTO_KINDS[stage],
        limit: PHOTO_RULES.perStage,
        limitMessage: `Можно приложить не больше ${PHOTO_RULES.perStage} фото ${stage === 'pickup' ? 'при получении' : 'при возврате'}`,
        file,
      });
      return photo(saved);
    },

    /** A photo's bytes for the order's owner or a person with a live grant; NOT_FOUND to anyone else. */
    async read(viewerId: number, fileUuid: string) {
      const { orderId } = await cabinetFiles.find(fileUuid);
      await visibleOrder(viewerId, orderId).catch((error: unknown) => {
        throw isNotFound(error) ? notFound('Файл не найден') : error;
      });
      return cabinetFiles.read(fileUuid);
    },

    /** A photo's bytes for staff (the console). */
    staffRead: (fileUuid: string) => staffFiles.read(fileUuid),

    /** The return photos of these orders, for the console's returns to check. */
    async returnPhotos(orderIds: readonly number[]): Promise<Map<number, StaffPhoto[]>> {
      const files = await staffFiles.list(orderIds, [PHOTO_KINDS.return]);
      const byOrder = new Map<number, StaffPhoto[]>();
      for (const file of files) {
        const list = byOrder.get(file.order_id) ?? [];
        list.push({ uuid: file.uuid, url: file.url, created_at: file.created_at });
        byOrder.set(file.order_id, list);
      }
      return byOrder;
    },
  };
}

export type RentalPhotosService = ReturnType<typeof createRentalPhotos>;
