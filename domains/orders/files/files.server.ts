import { randomUUID } from 'node:crypto';
import { and, asc, count, eq, inArray, isNull } from 'drizzle-orm';
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

const ownerUrl = (uuid: string) => `/api/cabinet/v2/orders/files/${uuid}`;

function toDto(row: FileRow, url: (uuid: string) => string = ownerUrl): OrderFile {
  return {
    uuid: row.uuid,
    name: row.originalName,
    mime: row.mime,
    size: row.size,
    url: url(row.uuid),
    created_at: row.createdAt.toISOString(),
  };
}

/** The kind the cabinet's own calls write (the storages' cancel flow). */
const CANCEL_PHOTO = 'cancel_photo';

/** A photo of one of a line's own kinds, with the order and the kind it belongs to. */
export interface KindedFile extends OrderFile {
  order_id: number;
  kind: string;
}

/**
 * A line's own photos of its orders (e.g. the prokat's tool at pickup and at return): the kinds it
 * may write and read (an allow-list), and the link each file is served at (the line's own
 * authorised download). The caller decides who may and when; the core keeps the checks of the
 * bytes, the re-encoding, the storage and the count.
 */
export interface KindedFilesOptions {
  kinds: readonly string[];
  url: (uuid: string) => string;
}

/** The storage key of an order photo: its row keeps only the random stored name. */
export const orderFileKey = (storedName: string) => `orders/${storedName}`;

/**
 * Photos of an order (the emptied cell in the cancel flow). Each upload is decoded and only a
 * re-encoded JPEG copy is stored (`lib/images/reencode-image.server.ts`), under a random name in the file
 * storage (`orders/<name>`), at most 10 per order, served only to the order's owner. A line's own
 * photos of its orders (their own kinds, rules and downloads) go through `kinded`.
 */
export function createOrderFiles(deps: {
  db: Db;
  clock: Clock;
  storage: FileStorage;
  owned: (userId: number, id: number) => Promise<OrderRow>;
}) {
  const { db, clock, storage, owned } = deps;
  const live = (orderId: number) => and(eq(orderFiles.orderId, orderId), isNull(orderFiles.deletedAt));
  /** The cabinet's own photos of an order: a line's photos (`kinded`) are never listed, counted or deleted here. */
  const cabinetOwn = (orderId: number) => and(live(orderId), eq(orderFiles.kind, CANCEL_PHOTO));

  /**
   * Checks, re-encodes and stores one photo of an order as `kind`: at most `limit` live files matched
   * by `counted`, counted under the order row's lock, so the limit holds under races.
   */
  async function store(input: {
    orderId: number;
    userId: number;
    kind: string;
    counted: ReturnType<typeof live>;
    limit: number;
    limitMessage: string;
    file: { name: string; bytes: Buffer };
  }): Promise<FileRow> {
    const { orderId, file } = input;
    if (file.bytes.length === 0) throw new AppError('VALIDATION_ERROR', { fields: { file: 'Файл пустой' } });
    if (file.bytes.length > CABINET_RULES.fileMaxBytes) {
      throw new AppError('PAYLOAD_TOO_LARGE', { message: 'Фото больше 10 МБ. Уменьшите его и загрузите снова' });
    }
    const image = await reencodeImage(file.bytes);
    const uuid = randomUUID();
    const storedName = `${randomUUID()}.${image.ext}`;
    await storage.put(orderFileKey(storedName), image.bytes, image.mime);
    try {
      return await db.transaction(async (tx) => {
        // The order row lock serialises uploads of one order, so the limit holds under races.
        await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId)).for('update');
        const [counted] = await tx.select({ n: count() }).from(orderFiles).where(input.counted);
        if (Number(counted?.n ?? 0) >= input.limit) {
          throw new AppError('VALIDATION_ERROR', {
            message: input.limitMessage,
            fields: { file: `Не больше ${input.limit} фото` },
          });
        }
        const [inserted] = await tx
          .insert(orderFiles)
          .values({
            uuid,
            orderId,
            userId: input.userId,
            kind: input.kind,
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
    } catch (error) {
      await storage.delete(orderFileKey(storedName));
      throw error;
    }
  }

  /** A live file of one of `kinds` by its uuid, or NOT_FOUND. */
  async function kindedRow(fileUuid: string, kinds: readonly string[]): Promise<FileRow> {
    const [row] = await db
      .select()
      .from(orderFiles)
      .where(and(eq(orderFiles.uuid, fileUuid), isNull(orderFiles.deletedAt), inArray(orderFiles.kind, [...kinds])));
    if (!row) throw new AppError('NOT_FOUND', { message: 'Файл не найден' });
    return row;
  }

  /** A line's own photos (see `KindedFilesOptions`): the caller has checked who asks and when. */
  function kinded(options: KindedFilesOptions) {
    // The cabinet's own photos stay the cabinet's: a line names kinds of its own.
    if (options.kinds.length === 0 || options.kinds.includes(CANCEL_PHOTO)) throw new Error('a line names order file kinds of its own');
    const allowed = (kind: string) => {
      if (!options.kinds.includes(kind)) throw new Error(`order file kind ${kind} is not among ${options.kinds.join(', ')}`);
      return kind;
    };
    const dto = (row: FileRow): KindedFile => ({ ...toDto(row, options.url), order_id: row.orderId, kind: row.kind });
    return {
      /** Live files of these orders of the allowed kinds (or of `kinds` among them), oldest first. */
      async list(orderIds: readonly number[], kinds: readonly string[] = options.kinds): Promise<KindedFile[]> {
        if (orderIds.length === 0) return [];
        const rows = await db
          .select()
          .from(orderFiles)
          .where(
            and(inArray(orderFiles.orderId, [...orderIds]), isNull(orderFiles.deletedAt), inArray(orderFiles.kind, kinds.map(allowed))),
          )
          .orderBy(asc(orderFiles.createdAt), asc(orderFiles.id));
        return rows.map(dto);
      },

      /** Stores one photo as `kind`: at most `limit` live files of that kind per order (`limitMessage` refuses the next). */
      async upload(input: {
        orderId: number;
        userId: number;
        kind: string;
        limit: number;
        limitMessage: string;
        file: { name: string; bytes: Buffer };
      }): Promise<KindedFile> {
        const counted = and(live(input.orderId), eq(orderFiles.kind, allowed(input.kind)));
        return dto(await store({ ...input, counted }));
      },

      /** The order and kind of a live file of the allowed kinds, for the caller's check of who may see it; NOT_FOUND else. */
      async find(fileUuid: string): Promise<{ orderId: number; kind: string }> {
        const row = await kindedRow(fileUuid, options.kinds);
        return { orderId: row.orderId, kind: row.kind };
      },

      /** The bytes of a live file of the allowed kinds (after the caller's check); NOT_FOUND else. */
      async read(fileUuid: string) {
        const row = await kindedRow(fileUuid, options.kinds);
        const bytes = await storage.get(orderFileKey(row.storedName));
        if (!bytes) throw new AppError('NOT_FOUND', { message: 'Файл не найден' });
        return { bytes, mime: row.mime, name: row.originalName, ext: row.storedName.split('.').pop() ?? 'jpg' };
      },
    };
  }

  return {
    kinded,
    async list(userId: number, orderId: number): Promise<OrderFile[]> {
      await owned(userId, orderId);
      const rows = await db.select().from(orderFiles).where(cabinetOwn(orderId)).orderBy(asc(orderFiles.createdAt), asc(orderFiles.id));
      return rows.map((row) => toDto(row));
    },

    async countLive(orderId: number): Promise<number> {
      const [row] = await db.select({ n: count() }).from(orderFiles).where(cabinetOwn(orderId));
      return Number(row?.n ?? 0);
    },

    async upload(userId: number, orderId: number, file: { name: string; bytes: Buffer }): Promise<OrderFile> {
      const order = await owned(userId, orderId);
      if (order.status !== 'active') {
        throw new AppError('PHOTOS_LOCKED');
      }
      const row = await store({
        orderId,
        userId,
        kind: CANCEL_PHOTO,
        counted: cabinetOwn(orderId),
        limit: CABINET_RULES.filesPerOrder,
        limitMessage: `Можно приложить не больше ${CABINET_RULES.filesPerOrder} фото`,
        file,
      });
      return toDto(row);
    },

    async remove(userId: number, orderId: number, fileUuid: string): Promise<void> {
      const order = await owned(userId, orderId);
      const [row] = await db
        .select()
        .from(orderFiles)
        .where(and(cabinetOwn(orderId), eq(orderFiles.uuid, fileUuid)));
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
