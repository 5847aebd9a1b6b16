import { randomUUID } from 'node:crypto';
import { and, asc, count, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../../db/client.server';
import type { Clock } from '../../../lib/clock';
import { AppError } from '../../../lib/errors';
import type { FileStorage } from '../../integrations/file-storage';
import type { OrderRow } from '../cabinet/cabinet-repo.server';
import { CABINET_RULES, type OrderFile } from '../cabinet/cabinet-schema';
import { storedPhotoName } from './files-image-rules';
import { reencodeImage } from '../../../lib/images/reencode-image.server';
import { orderFiles, orders } from '../tables';

type FileRow = typeof orderFiles.$inferSelect;

function toDto(row: FileRow): OrderFile {
  return {
    uuid: row.uuid,
    name: row.originalName,
    mime: row.mime,
    size: row.size,
    url: `/api/cabinet/v2/orders/files/${row.uuid}`,
    created_at: row.createdAt.toISOString(),
  };
}

/** The storage key of an order photo: its row keeps only the random stored name. */
export const orderFileKey = (storedName: string) => `orders/${storedName}`;

/**
 * Photos of an order (the emptied cell in the cancel flow). Each upload is decoded and only a
 * re-encoded JPEG copy is stored (`lib/images/reencode-image.server.ts`), under a random name in the file
 * storage (`orders/<name>`), at most 10 per order, served only to the order's owner.
 */
export function createOrderFiles(deps: {
  db: Db;
  clock: Clock;
  storage: FileStorage;
  owned: (userId: number, id: number) => Promise<OrderRow>;
}) {
  const { db, clock, storage, owned } = deps;
  const live = (orderId: number) => and(eq(orderFiles.orderId, orderId), isNull(orderFiles.deletedAt));

  return {
    async list(userId: number, orderId: number): Promise<OrderFile[]> {
      await owned(userId, orderId);
      const rows = await db.select().from(orderFiles).where(live(orderId)).orderBy(asc(orderFiles.createdAt), asc(orderFiles.id));
      return rows.map(toDto);
    },

    async countLive(orderId: number): Promise<number> {
      const [row] = await db.select({ n: count() }).from(orderFiles).where(live(orderId));
      return Number(row?.n ?? 0);
    },

    async upload(userId: number, orderId: number, file: { name: string; bytes: Buffer }): Promise<OrderFile> {
      const order = await owned(userId, orderId);
      if (order.status !== 'active') {
        throw new AppError('PHOTOS_LOCKED');
      }
      if (file.bytes.length === 0) throw new AppError('VALIDATION_ERROR', { fields: { file: 'Файл пустой' } });
      if (file.bytes.length > CABINET_RULES.fileMaxBytes) {
        throw new AppError('PAYLOAD_TOO_LARGE', { message: 'Фото больше 10 МБ. Уменьшите его и загрузите снова' });
      }
      const image = await reencodeImage(file.bytes);
      const uuid = randomUUID();
      const storedName = `${randomUUID()}.${image.ext}`;
      await storage.put(orderFileKey(storedName), image.bytes, image.mime);
      try {
        const row = await db.transaction(async (tx) => {
          // The order row lock serialises uploads of one order, so the limit holds under races.
          await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId)).for('update');
          const [counted] = await tx.select({ n: count() }).from(orderFiles).where(live(orderId));
          if (Number(counted?.n ?? 0) >= CABINET_RULES.filesPerOrder) {
            throw new AppError('VALIDATION_ERROR', {
              message: `Можно приложить не больше ${CABINET_RULES.filesPerOrder} фото`,
              fields: { file: `Не больше ${CABINET_RULES.filesPerOrder} фото` },
            });
          }
          const [inserted] = await tx
            .insert(orderFiles)
            .values({
              uuid,
              orderId,
              userId,
              kind: 'cancel_photo',
              storedName,
              originalName: storedPhotoName(file.name, image.ext),
              mime: image.mime,
              size: image.bytes.length,
              createdAt: clock.now(),
            })
            .returning();
          if (!inserted) throw new Error('file row not inserted');
          return inserted;
        });
        return toDto(row);
      } catch (error) {
        await storage.delete(orderFileKey(storedName));
        throw error;
      }
    },

    async remove(userId: number, orderId: number, fileUuid: string): Promise<void> {
      const order = await owned(userId, orderId);
      const [row] = await db
        .select()
        .from(orderFiles)
        .where(and(live(orderId), eq(orderFiles.uuid, fileUuid)));
      if (!row) throw new AppError('NOT_FOUND', { message: 'Файл не найден' });
      if (order.status !== 'active')
        throw new AppError('PHOTOS_LOCKED', { message: 'Заявка на расторжение отправлена: фото уже не удалить' });
      await db.update(orderFiles).set({ deletedAt: clock.now() }).where(eq(orderFiles.id, row.id));
      await storage.delete(orderFileKey(row.storedName));
    },

    /** The bytes of a live file of one of the user's orders; another user's file answers 404. */
    async read(userId: number, fileUuid: string) {
      const [row] = await db
        .select({ file: orderFiles })
        .from(orderFiles)
        .innerJoin(orders, eq(orders.id, orderFiles.orderId))
        .where(and(eq(orderFiles.uuid, fileUuid), isNull(orderFiles.deletedAt), eq(orders.userId, userId)));
      if (!row) throw new AppError('NOT_FOUND', { message: 'Файл не найден' });
      const bytes = await storage.get(orderFileKey(row.file.storedName));
      if (!bytes) throw new AppError('NOT_FOUND', { message: 'Файл не найден' });
      return { bytes, mime: row.file.mime, name: row.file.originalName, ext: row.file.storedName.split('.').pop() ?? 'jpg' };
    },
  };
}

export type OrderFiles = ReturnType<typeof createOrderFiles>;
