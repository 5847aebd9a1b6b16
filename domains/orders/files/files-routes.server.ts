import multipart from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fileDisposition } from '../../../lib/content-disposition';
import { AppError } from '../../../lib/errors';
import { dataEnvelope } from '../../../server/http/envelope';
import { fileAnswer } from '../../../server/http/non-json-answers';
import type { OrderCabinet } from '../cabinet/cabinet.server';
import { CABINET_RULES, fileDeleteSchema, fileParamsSchema, orderFileSchema, orderIdQuerySchema } from '../cabinet/cabinet-schema';

const tags = ['orders'];
const idSchema = orderIdQuerySchema.shape.id;

/** The multipart limits of a photo upload: one file of at most 10 МБ and a few short fields. */
export const PHOTO_MULTIPART_LIMITS = { fileSize: CABINET_RULES.fileMaxBytes, files: 1, fields: 4, parts: 6, fieldSize: 1024 };

/**
 * Reads the named text fields and one `file` from a multipart body, whatever their order; the file is
 * kept in memory (≤ 10 МБ). `fields` starts from `initial` (e.g. the query's `id`); `notMultipart` is
 * the refusal of any other body. Used by every order photo upload (the core's and the lines' own).
 */
export async function readPhotoUpload(
  request: FastifyRequest,
  input: { fieldNames: readonly string[]; initial?: Record<string, unknown>; notMultipart: string },
): Promise<{ fields: Record<string, unknown>; file: { name: string; bytes: Buffer } | undefined }> {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', { message: input.notMultipart });
  const fields: Record<string, unknown> = { ...input.initial };
  let file: { name: string; bytes: Buffer } | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname === 'file' && !file) file = { name: part.filename, bytes };
      } else if (input.fieldNames.includes(part.fieldname)) {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError('PAYLOAD_TOO_LARGE', { message: 'Фото больше 10 МБ. Уменьшите его и загрузите снова' });
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
      throw new AppError('VALIDATION_ERROR', {
        message: 'Загружайте по одному фото за раз',
        fields: { file: 'Загружайте по одному фото за раз' },
      });
    }
    throw new AppError('BAD_REQUEST', { message: 'Не удалось прочитать загрузку. Попробуйте ещё раз', cause: error });
  }
  return { fields, file };
}

/** Answers an order photo's bytes: inline, never sniffed, sandboxed, never kept by a cache. */
export function sendOrderPhoto(reply: FastifyReply, file: { bytes: Buffer; mime: string; name: string; ext: string }) {
  return reply
    .header('content-type', file.mime)
    .header('content-disposition', fileDisposition('inline', file.name, `photo.${file.ext}`))
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .header('cache-control', 'private, no-store')
    .send(file.bytes);
}

/** Reads `id` and one `file` from a multipart body, whatever their order; the file is kept in memory (≤ 10 МБ). */
async function readUpload(request: FastifyRequest): Promise<{ id: number; name: string; bytes: Buffer }> {
  const { fields: read, file } = await readPhotoUpload(request, {
    fieldNames: ['id'],
    initial: { id: (request.query as { id?: unknown }).id },
    notMultipart: 'Отправьте фото формой multipart/form-data с полями id и file',
  });
  const id = idSchema.safeParse(read.id);
  const fields: Record<string, string> = {};
  if (!id.success) fields.id = id.error.issues[0]?.message ?? 'Укажите номер заказа';
  if (!file) fields.file = 'Выберите фото';
  if (!id.success || !file) throw new AppError('VALIDATION_ERROR', { fields });
  return { id: id.data, ...file };
}

/** Photos of an order: upload, list, delete and the authorised download. */
export const orderFilesRoutes: FastifyPluginAsyncZod<{ files: OrderCabinet['files'] }> = async (app, { files }) => {
  await app.register(multipart, { limits: PHOTO_MULTIPART_LIMITS });

  app.post(
    '/api/cabinet/v2/orders/files',
    {
      schema: {
        tags,
        summary:
          `Загрузить фото к заказу (multipart: id и file; JPEG, PNG или WebP до 10 МБ ` +
          `и ${CABINET_RULES.imageMaxPixels / 1_000_000} Мп; хранится перекодированная в JPEG копия без ` +
          `метаданных; не больше 10 на заказ)`,
        consumes: ['multipart/form-data'],
        response: { 200: dataEnvelope(orderFileSchema) },
      },
    },
    async (request) => {
      const { userId } = await request.requireSession();
      const upload = await readUpload(request);
      return { data: await files.upload(userId, upload.id, { name: upload.name, bytes: upload.bytes }) };
    },
  );

  app.get(
    '/api/cabinet/v2/orders/files/list',
    {
      schema: {
        tags,
        summary: 'Фото заказа',
        querystring: orderIdQuerySchema,
        response: { 200: dataEnvelope(z.object({ items: z.array(orderFileSchema) })) },
      },
    },
    async (request) => {
      const { userId } = await request.requireSession();
      return { data: { items: await files.list(userId, request.query.id) } };
    },
  );

  app.delete(
    '/api/cabinet/v2/orders/files',
    {
      schema: {
        tags,
        summary: 'Удалить фото заказа',
        body: fileDeleteSchema,
        response: { 200: dataEnvelope(z.object({ ok: z.literal(true) })) },
      },
    },
    async (request) => {
      const { userId } = await request.requireSession();
      await files.remove(userId, request.body.id, request.body.file_uuid);
      return { data: { ok: true as const } };
    },
  );

  app.get(
    '/api/cabinet/v2/orders/files/:uuid',
    {
      schema: {
        tags,
        summary: 'Файл заказа (только владельцу заказа)',
        params: fileParamsSchema,
        response: { 200: fileAnswer('Фото заказа (JPEG)', 'image/jpeg') },
      },
    },
    async (request, reply) => {
      const { userId } = await request.requireSession();
      return sendOrderPhoto(reply, await files.read(userId, request.params.uuid));
    },
  );
};
