import type { FastifyRequest } from 'fastify';
import { AppError } from '../../../lib/errors';
import { reencodeImage } from '../../../lib/images/reencode-image.server';
import { sniffImage } from '../../../lib/images/sniff-image.server';

/** Item photos of the storekeeper: at most 10 MB, decided by their bytes, stored re-encoded as JPEG. */
export const ITEM_PHOTO_MAX_BYTES = 10 * 1024 * 1024;
export const ITEM_PHOTO_MULTIPART_LIMITS = { fileSize: ITEM_PHOTO_MAX_BYTES, files: 1, fields: 2, parts: 3, fieldSize: 200 };
const IMAGE_MESSAGE = 'Загрузите фото вещи: JPEG, PNG или WebP до 10 МБ';

/** The key of an item's photo in the file storage. */
export const itemPhotoKey = (spaceId: number, uuid: string) => `clouds/${spaceId}/${uuid}.jpg`;

/**
 * The copy that is stored: decided by the bytes (never the name or the declared type), re-encoded
 * as a fresh JPEG, so no EXIF or trailing bytes survive. Anything else is 415 before anything is stored.
 */
export async function prepareItemPhoto(bytes: Buffer): Promise<{ bytes: Buffer; mime: 'image/jpeg' }> {
  if (bytes.length === 0) throw new AppError('VALIDATION_ERROR', { message: 'Файл пустой', fields: { file: 'Файл пустой' } });
  if (bytes.length > ITEM_PHOTO_MAX_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', { message: 'Файл больше 10 МБ' });
  if (!(await sniffImage(bytes))) throw new AppError('UNSUPPORTED_MEDIA_TYPE', { message: IMAGE_MESSAGE });
  const image = await reencodeImage(bytes);
  return { bytes: image.bytes, mime: image.mime };
}

/** Reads one `file` from a multipart body; its bytes are checked by `prepareItemPhoto`. */
export async function readItemPhoto(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', { message: 'Отправьте фото формой multipart/form-data с полем file' });
  }
  let bytes: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const read = await part.toBuffer();
        if (part.fieldname === 'file' && !bytes) bytes = read;
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('PAYLOAD_TOO_LARGE', { message: 'Файл больше 10 МБ' });
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
      throw new AppError('VALIDATION_ERROR', { message: 'Отправляйте по одному фото', fields: { file: 'Отправляйте по одному фото' } });
    }
    throw new AppError('BAD_REQUEST', { message: 'Не удалось прочитать загрузку. Попробуйте ещё раз', cause: error });
  }
  if (!bytes) throw new AppError('VALIDATION_ERROR', { message: 'Выберите фото', fields: { file: 'Выберите фото' } });
  return bytes;
}

/** Headers of a served item photo: private, never sniffed, no script. */
export const ITEM_PHOTO_HEADERS: Record<string, string> = {
  'content-type': 'image/jpeg',
  'content-disposition': 'inline; filename="item.jpg"',
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; sandbox",
  'cache-control': 'private, no-store',
};
