import { AppError } from '../../lib/errors';
import { reencodeImage } from '../../lib/images/reencode-image.server';
import { sniffImage } from '../../lib/images/sniff-image.server';
import { IDENTITY_RULES } from './schema';

export const IDENTITY_IMAGE_MESSAGE = 'Загрузите фото документа или селфи: JPEG, PNG или WebP до 10 МБ';

/**
 * The copy of a scan or selfie that is stored: decided by the bytes (never the name or declared
 * type), re-encoded as a fresh JPEG so no EXIF (GPS, camera) or trailing bytes survive.
 */
export async function prepareIdentityImage(bytes: Buffer): Promise<{ bytes: Buffer; mime: 'image/jpeg' }> {
  if (bytes.length === 0) throw new AppError('VALIDATION_ERROR', { message: 'Файл пустой', fields: { file: 'Файл пустой' } });
  if (bytes.length > IDENTITY_RULES.fileMaxBytes) throw new AppError('PAYLOAD_TOO_LARGE', { message: 'Файл больше 10 МБ' });
  if (!(await sniffImage(bytes))) throw new AppError('UNSUPPORTED_MEDIA_TYPE', { message: IDENTITY_IMAGE_MESSAGE });
  const image = await reencodeImage(bytes);
  return { bytes: image.bytes, mime: image.mime };
}

/** Headers of a served document file: private, never kept by a shared cache, never sniffed, no script. */
export function identityFileHeaders(mime: string): Record<string, string> {
  return {
    'content-type': mime,
    'content-disposition': 'inline; filename="document.jpg"',
    'x-content-type-options': 'nosniff',
    'content-security-policy': "default-src 'none'; sandbox",
    'cache-control': 'private, no-store',
  };
}
