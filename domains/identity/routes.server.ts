import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dataEnvelope } from '../../server/http/envelope';
import { fileAnswer } from '../../server/http/non-json-answers';
import { identityFileHeaders } from './files.server';
import {
  documentFileSchema,
  documentTypeSchema,
  documentViewSchema,
  fileUuidParamsSchema,
  passportInputSchema,
  selfFilesQuerySchema,
} from './schema';
import type { IdentityService } from './service.server';
import { IDENTITY_MULTIPART_LIMITS, readIdentityUpload } from './upload.server';

const tags = ['profile'];
const BASE = '/api/cabinet/v2/profile/documents';

/** The user's identity documents: types, the passport's fields, scans and selfie (served to their owner only). */
export const identityRoutes: FastifyPluginAsyncZod<{ identity: IdentityService }> = async (app, { identity }) => {
  await app.register(multipart, { limits: IDENTITY_MULTIPART_LIMITS });
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  app.get(
    BASE,
    {
      schema: {
        tags,
        summary: 'Документы пользователя: тип, статус, серия и номер со скрытыми цифрами, причина отказа, файлы',
        response: { 200: dataEnvelope(z.array(documentViewSchema)) },
      },
    },
    async (request) => {
      const { userId } = await request.requireSession();
      return { data: await identity.documents(userId) };
    },
  );

  app.get(
    `${BASE}/types`,
    {
      schema: {
        tags,
        summary: 'Виды документов и файлы, которые нужны для каждого',
        response: { 200: dataEnvelope(z.array(documentTypeSchema)) },
      },
    },
    async (request) => {
      await request.requireSession();
      return { data: [...identity.types()] };
    },
  );

  app.get(
    `${BASE}/files`,
    { schema: { tags, summary: 'Файлы документов пользователя', response: { 200: dataEnvelope(z.array(documentFileSchema)) } } },
    async (request) => {
      const { userId } = await request.requireSession();
      return { data: await identity.files(userId) };
    },
  );

  app.get(
    `${BASE}/self/files`,
    {
      schema: {
        tags,
        summary: 'Файлы пользователя одного вида (type: passport_main, passport_registration, selfie)',
        querystring: selfFilesQuerySchema,
        response: { 200: dataEnvelope(z.array(documentFileSchema)) },
      },
    },
    async (request) => {
      const { userId } = await request.requireSession();
      return { data: await identity.files(userId, request.query.type) };
    },
  );

  app.post(
    `${BASE}/files`,
    {
      config: { rateLimit: { max: 30, timeWindow: 60_000 } },
      schema: {
        tags,
        summary: 'Загрузить скан или селфи (multipart: kind и file; фото JPEG, PNG или WebP до 10 МБ, EXIF удаляется)',
        consumes: ['multipart/form-data'],
        response: { 200: dataEnvelope(documentFileSchema) },
      },
    },
    async (request) => {
      const { userId } = await request.requireSession();
      const upload = await readIdentityUpload(request);
      return { data: await identity.upload(userId, upload.kind, upload.bytes) };
    },
  );

  app.get(
    `${BASE}/files/:uuid`,
    {
      schema: {
        tags,
        summary: 'Файл документа: только его владельцу',
        params: fileUuidParamsSchema,
        response: { 200: fileAnswer('Фото (JPEG)', 'image/jpeg') },
      },
    },
    async (request, reply) => {
      const { userId } = await request.requireSession();
      const file = await identity.ownFile(userId, request.params.uuid);
      for (const [name, value] of Object.entries(identityFileHeaders(file.mime))) reply.header(name, value);
      return reply.send(file.bytes);
    },
  );

  app.put(
    `${BASE}/passport`,
    {
      schema: {
        tags,
        summary:
          'Паспорт РФ: серия, номер, дата и код подразделения, кем выдан, дата и место рождения, адрес регистрации; отправляет на проверку',
        body: passportInputSchema,
        response: { 200: dataEnvelope(documentViewSchema) },
      },
    },
    async (request) => {
      const { userId } = await request.requireSession();
      return { data: await identity.savePassport(userId, request.body) };
    },
  );
};
