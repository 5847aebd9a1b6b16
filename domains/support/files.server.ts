import { randomUUID } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { AppError } from '../../lib/errors';
import { reencodeImage, sniffImage } from '../orders/service.server';
import { SUPPORT_RULES } from './schema';

export const CHAT_FILE_TYPES_MESSAGE = 'Можно отправить фото (JPEG, PNG, WebP) или PDF до 10 МБ';

/** What is stored of an upload: photos re-encoded as JPEG (no EXIF), a PDF as sent once its header proves it is one. */
export interface PreparedFile {
  bytes: Buffer;
  mime: 'image/jpeg' | 'application/pdf';
  name: string;
}

function isPdf(bytes: Buffer): boolean {
  return bytes.length >= 5 && bytes.subarray(0, 5).toString('latin1') === '%PDF-';
}

function cleanName(name: string, ext: string): string {
  const base =
    name
      .replace(/[\\/\r\n"<>:|?*]/g, '_')
      .trim()
      .slice(0, 120) || 'file';
  return base.toLowerCase().endsWith(`.${ext}`) ? base : `${base.replace(/\.[^.]*$/, '')}.${ext}`;
}

/** Decides by the bytes, never by the name or the declared type: a renamed executable is refused. */
export async function prepareChatFile(name: string, bytes: Buffer): Promise<PreparedFile> {
  if (bytes.length === 0) throw new AppError('VALIDATION_ERROR', { message: 'Файл пустой', fields: { file: 'Файл пустой' } });
  if (bytes.length > SUPPORT_RULES.fileMaxBytes) throw new AppError('PAYLOAD_TOO_LARGE', { message: 'Файл больше 10 МБ' });
  if (isPdf(bytes)) return { bytes, mime: 'application/pdf', name: cleanName(name, 'pdf') };
  if (!sniffImage(bytes)) throw new AppError('UNSUPPORTED_MEDIA_TYPE', { message: CHAT_FILE_TYPES_MESSAGE });
  const image = await reencodeImage(bytes);
  return { bytes: image.bytes, mime: 'image/jpeg', name: cleanName(name, 'jpg') };
}

/** Chat files on disk under their own random names; the table maps them to conversations. */
export function createChatFileStore(dir: string) {
  return {
    async save(bytes: Buffer): Promise<string> {
      const key = `${randomUUID()}.bin`;
      await mkdir(dir, { recursive: true });
      await writeFile(path.join(dir, key), bytes, { flag: 'wx' });
      return key;
    },
    async read(key: string): Promise<Buffer> {
      if (!/^[\w-]+\.bin$/.test(key)) throw new AppError('NOT_FOUND', { message: 'Файл не найден' });
      return readFile(path.join(dir, key)).catch(() => {
        throw new AppError('NOT_FOUND', { message: 'Файл не найден' });
      });
    },
  };
}

export type ChatFileStore = ReturnType<typeof createChatFileStore>;
