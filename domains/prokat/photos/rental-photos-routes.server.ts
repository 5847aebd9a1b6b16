import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../../lib/errors';
import { dataEnvelope } from '../../../server/http/envelope';
import { fileAnswer } from '../../../server/http/non-json-answers';
import { staffOnly } from '../../../server/plugins/staff';
import { PHOTO_MULTIPART_LIMITS, readPhotoUpload, sendOrderPhoto } from '../../orders/service.server';
import { PHOTO_RULES } from './photo-rules';
import type { RentalPhotosService } from './rental-photos.server';
import {
  photoStageSchema,
  rentalPhotoParamsSchema,
  rentalPhotoSchema,
  rentalPhotosAnswerSchema,
  rentalPhotosQuerySchema,
} from './rental-photos-schema';

const tags = ['prokat'];

/**
 * Photos of the tool at pickup and at return (multipart `id`, `stage`, `file`), their list and the
 * authorised download; the staff download of the console. @fastify/multipart in this plugin only.
 */
export const rentalPhotosRoutes: FastifyPluginAsyncZod<{ photos: RentalPhotosService }> = async (app, { photos }) => {
  await app.register(multipart, { limits: PHOTO_MULTIPART_LIMITS });

  app.post(
    '/api/cabinet/v2/rental/orders/files',
    {
      schema: {
        tags,
        summary:
          'Фото инструмента при получении или возврате (multipart: id, stage = pickup | return, file; JPEG, PNG или WebP до 10 МБ; ' +
          `хранится перекодированная в JPEG копия без метаданных; не больше ${PHOTO_RULES.perStage} на этап). ` +
          'Владельцу заказа или человеку с доступом: при получении — после оплаты и до возврата, при возврате — ' +
          `с открытия ячейки для возврата до ${PHOTO_RULES.returnAfterReturnMinutes / 60} ч после возврата`,
        consumes: ['multipart/form-data'],
        response: { 200: dataEnvelope(rentalPhotoSchema) },
      },
    },
    async (request) => {
      const { userId } = await request.requireSession();
      const query = request.query as { id?: unknown; stage?: unknown };
      const { fields: read, file } = await readPhotoUpload(request, {
        fieldNames: ['id', 'stage'],
        initial: { id: query.id, stage: query.stage },
        notMultipart: 'Отправьте фото формой multipart/form-data с полями id, stage и file',
      });
      const id = rentalPhotosQuerySchema.shape.id.safeParse(read.id);
      const stage = photoStageSchema.safeParse(read.stage);
      const fields: Record<string, string> = {};
      if (!id.success) fields.id = id.error.issues[0]?.message ?? 'Укажите номер заказа';
      if (!stage.success) fields.stage = stage.error.issues[0]?.message ?? 'Укажите этап';
      if (!file) fields.file = 'Выберите фото';
      if (!id.success || !stage.success || !file) throw new AppError('VALIDATION_ERROR', { fields });
      return { data: await photos.upload(userId, id.data, stage.data, file) };
    },
  );

  app.get(
    '/api/cabinet/v2/rental/orders/files/list',
    {
      schema: {
        tags,
        summary: 'Фото инструмента заказа при получении и возврате, и можно ли добавить ещё на каждом этапе',
        querystring: rentalPhotosQuerySchema,
        response: { 200: dataEnvelope(rentalPhotosAnswerSchema) },
      },
    },
    async (request) => {
      const { userId } = await request.requireSession();
      return { data: await photos.list(userId, request.query.id) };
    },
  );

  app.get(
    '/api/cabinet/v2/rental/orders/files/:uuid',
    {
      schema: {
        tags,
        summary: 'Фото инструмента (владельцу заказа или человеку с доступом)',
        params: rentalPhotoParamsSchema,
        response: { 200: fileAnswer('Фото инструмента (JPEG)', 'image/jpeg') },
      },
    },
    async (request, reply) => {
      const { userId } = await request.requireSession();
      return sendOrderPhoto(reply, await photos.read(userId, request.params.uuid));
    },
  );

  app.get(
    '/api/admin/prokat/photos/:uuid',
    {
      onRequest: staffOnly('operator', 'storekeeper', 'admin'),
      schema: {
        tags: ['admin'],
        summary: 'Консоль: фото инструмента, сделанное арендатором при получении или возврате',
        params: rentalPhotoParamsSchema,
        response: { 200: fileAnswer('Фото инструмента (JPEG)', 'image/jpeg') },
      },
    },
    async (request, reply) => sendOrderPhoto(reply, await photos.staffRead(request.params.uuid)),
  );
};
