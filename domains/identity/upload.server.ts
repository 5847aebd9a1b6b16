import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/errors';
import { fileKindSchema, FILE_KINDS, type FileKind } from './schema';

export const IDENTITY_MULTIPART_LIMITS = { fileSize: 10 * 1024 * 1024, files: 1, fields: 3, parts: 4, fieldSize: 200 };

/** Reads `kind` (or `type`) and one `file` from a multipart body; the file's bytes are checked by the service. */
export async function readIdentityUpload(request: FastifyRequest): Promise<{ kind: FileKind; bytes: Buffer }> {
  if (!request.isMultipart()) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', { message: 'Отправьте файл формой multipart/form-data с полями kind и file' });
  }
  let bytes: Buffer | undefined;
  const fields: Record<string, string> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const read = await part.toBuffer();
        if (part.fieldname === 'file' && !bytes) bytes = read;
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('PAYLOAD_TOO_LARGE', { message: 'Файл больше 10 МБ' });
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
      throw new AppError('VALIDATION_ERROR', { message: 'Отправляйте по одному файлу', fields: { file: 'Отправляйте по одному файлу' } });
    }
    throw new AppError('BAD_REQUEST', { message: 'Не удалось прочитать загрузку. Попробуйте ещё раз', cause: error });
  }
  const kind = fileKindSchema.safeParse(fields.kind ?? fields.type);
  if (!kind.success) {
    throw new AppError('VALIDATION_ERROR', { fields: { kind: `Укажите вид файла: ${FILE_KINDS.join(', ')}` } });
  }
  if (!bytes) throw new AppError('VALIDATION_ERROR', { message: 'Выберите файл', fields: { file: 'Выберите файл' } });
  return { kind: kind.data, bytes };
}
