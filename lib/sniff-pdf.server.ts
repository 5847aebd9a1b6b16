import { fileTypeFromBuffer } from 'file-type';

/**
 * Whether these bytes are a PDF, by file-type, never by name or declared type. A file Illustrator
 * saved is a PDF too (file-type calls it `ai` for the private data inside).
 */
export async function isPdf(bytes: Uint8Array): Promise<boolean> {
  const found = await fileTypeFromBuffer(bytes).catch(() => undefined);
  return found?.mime === 'application/pdf' || found?.ext === 'ai';
}
