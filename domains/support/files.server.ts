import { randomUUID } from 'node:crypto';
import { AppError } from '../../lib/errors';
import type { FileStorage } from '../integrations/file-storage';
import { reencodeImage } from '../../lib/images/reencode-image.server';
import { sniffImage } from '../../lib/images/sniff-image.server';
import { isPdf } from '../../lib/sniff-pdf.server';
import { SUPPORT_RULES } from './schema';

export const CHAT_FILE_TYPES_MESSAGE = 'Можно отправить фото (JPEG, PNG, WebP) или PDF до 10 МБ';

/** What is stored of an upload: photos re-encoded as JPEG (no EXIF), a PDF as sent once its header proves it is one. */
export interface PreparedFile {
  bytes: Buffer;
  mime: 'image/jpeg' | 'application/pdf';
  name: string;
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
  if (await isPdf(bytes)) return { bytes, mime: 'application/pdf', name: cleanName(name, 'pdf') };
  if (!(await sniffImage(bytes))) throw new AppError('UNSUPPORTED_MEDIA_TYPE', { message: CHAT_FILE_TYPES_MESSAGE });
  const image = await reencodeImage(bytes);
  return { bytes: image.bytes, mime: 'image/jpeg', name: cleanName(name, 'jpg') };
}

/** The storage key of a chat file: its row keeps only the random name (`<uuid>.bin`). */
export const chatFileKey = (name: string) => `support/${name}`;

/** Chat files in the file storage under their own random names; the table maps them to conversations. */
export function createChatFileStore(storage: FileStorage) {
  return {
    async save(bytes: Buffer, mime = 'application/octet-stream'): Promise<string> {
      const name = `${randomUUID()}.bin`;
      await storage.put(chatFileKey(name), bytes, mime);
      return name;
    },
    async read(name: string): Promise<Buffer> {
      if (!/^[a-z0-9][\w-]*\.bin$/i.test(name)) throw new AppError('NOT_FOUND', { message: 'Файл не найден' });
      const bytes = await storage.get(chatFileKey(name));
      if (!bytes) throw new AppError('NOT_FOUND', { message: 'Файл не найден' });
      return bytes;
    },
  };
}

export type ChatFileStore = ReturnType<typeof createChatFileStore>;
