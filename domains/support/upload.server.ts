import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/errors';
import { prepareChatFile, type PreparedFile } from './files.server';
import { sendMessageSchema } from './schema';

/** Reads one `file` and optional `text` and `client_id` from a multipart body; the file is checked by its bytes. */
export async function readChatUpload(request: FastifyRequest): Promise<{ file: PreparedFile; text: string; clientId?: string }> {
  if (!request.isMultipart()) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', { message: 'Отправьте файл формой multipart/form-data с полем file' });
  }
  let upload: { name: string; bytes: Buffer } | undefined;
  const fields: Record<string, string> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname === 'file' && !upload) upload = { name: part.filename, bytes };
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
  if (!upload) throw new AppError('VALIDATION_ERROR', { message: 'Выберите файл', fields: { file: 'Выберите файл' } });
  // The caption is optional beside a file; its rules are the message's.
  const caption = sendMessageSchema
    .partial({ text: true })
    .safeParse({ text: fields.text || undefined, client_id: fields.client_id || undefined });
  if (!caption.success) {
    const issue = caption.error.issues[0];
    const field = String(issue?.path[0] ?? 'text');
    throw new AppError('VALIDATION_ERROR', { fields: { [field]: issue?.message ?? 'Проверьте поле' } });
  }
  const file = await prepareChatFile(upload.name, upload.bytes);
  return { file, text: caption.data.text ?? '', clientId: caption.data.client_id };
}

export const CHAT_MULTIPART_LIMITS = { fileSize: 10 * 1024 * 1024, files: 1, fields: 3, parts: 5, fieldSize: 20_000 };
