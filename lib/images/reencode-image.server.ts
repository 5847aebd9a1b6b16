import sharp from 'sharp';
import { AppError } from '../errors';
import { IMAGE_LIMITS, imageSizeProblem, type ImageLimits } from './image-limits';
import { sniffImage } from './sniff-image.server';

/** The copy of a photo that is stored and served: always a fresh JPEG. */
export type StoredImage = { bytes: Buffer; mime: 'image/jpeg'; ext: 'jpg'; width: number; height: number };

export const UNSUPPORTED_IMAGE_MESSAGE = 'Загрузите фото в формате JPEG, PNG или WebP';
export const HEIC_MESSAGE =
  'Фото в формате HEIC пока не принимаем. Сохраните его как JPEG и загрузите снова (на iPhone: ' +
  'Настройки → Камера → Форматы → «Наиболее совместимый»)';
export const UNREADABLE_IMAGE_MESSAGE = 'Не удалось прочитать фото: файл повреждён или это не JPEG, PNG или WebP. Загрузите другое фото';

/** The formats the prebuilt sharp decodes; its libheif has no HEVC decoder, so HEIC is refused by name. */
const decodable: Record<string, string> = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };

const unreadable = (cause?: unknown) => new AppError('UNSUPPORTED_MEDIA_TYPE', { message: UNREADABLE_IMAGE_MESSAGE, cause });

/**
 * Checks an uploaded photo and returns the copy to store. The type comes from the bytes (`sniffImage`),
 * the dimensions from the header (no pixel is decoded before they pass the limits); then the
 * image is decoded in sharp's worker threads, turned upright by its EXIF orientation, scaled
 * down to `imageStoredMaxSide` and written as a new JPEG in sRGB. Nothing of the upload but its
 * pixels survives: EXIF (GPS), ICC, comments and any bytes after the image are left behind.
 */
export async function reencodeImage(
  input: Buffer,
  limits: ImageLimits & { imageStoredMaxSide: number } = IMAGE_LIMITS,
): Promise<StoredImage> {
  const sniffed = await sniffImage(input);
  if (sniffed?.ext === 'heic') throw new AppError('UNSUPPORTED_MEDIA_TYPE', { message: HEIC_MESSAGE });
  if (!sniffed) throw new AppError('UNSUPPORTED_MEDIA_TYPE', { message: UNSUPPORTED_IMAGE_MESSAGE });

  // The header alone: the pixel limit is ours to report with the dimensions, so sharp's is off here.
  const meta = await sharp(input, { limitInputPixels: false })
    .metadata()
    .catch((error: unknown) => {
      throw unreadable(error);
    });
  if (decodable[meta.format] !== sniffed.mime) throw unreadable();
  const problem = imageSizeProblem(meta.width, meta.height, limits);
  if (problem) throw new AppError('VALIDATION_ERROR', { message: problem, fields: { file: problem } });

  try {
    const { data, info } = await sharp(input, { limitInputPixels: limits.imageMaxPixels, failOn: 'error' })
      .autoOrient()
      .resize({ width: limits.imageStoredMaxSide, height: limits.imageStoredMaxSide, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 85 })
      .toBuffer({ resolveWithObject: true });
    return { bytes: data, mime: 'image/jpeg', ext: 'jpg', width: info.width, height: info.height };
  } catch (error) {
    throw unreadable(error);
  }
}
