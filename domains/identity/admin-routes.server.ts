import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dataEnvelope, pageEnvelope } from '../../server/http/envelope';
import { fileAnswer } from '../../server/http/non-json-answers';
import { staffOnly } from '../../server/plugins/staff';
import { identityFileHeaders } from './files.server';
import {
  adminDocumentItemSchema,
  adminDocumentQuerySchema,
  adminDocumentSchema,
  DOCUMENT_STATUSES,
  documentParamsSchema,
  fileUuidParamsSchema,
  rejectSchema,
} from './schema';
import type { IdentityStaff } from './staff.server';

const tags = ['admin'];
const ROLE = 'operator' as const;
const BASE = '/api/admin/identity';
const decidedSchema = z.object({ id: z.number().int(), status: z.enum(DOCUMENT_STATUSES) });

/** The console's «Документы»: the queue, the decrypted document (audited), its scans (audited), verify and reject. */
export const identityAdminRoutes: FastifyPluginAsyncZod<{ staff: IdentityStaff }> = async (app, { staff }) => {
  app.get(
    `${BASE}/documents`,
    {
      onRequest: staffOnly(ROLE),
      schema: {
        tags,
        summary: 'Документы на проверку: ожидающие сверху, самые давние первыми',
        querystring: adminDocumentQuerySchema,
        response: { 200: pageEnvelope(adminDocumentItemSchema) },
      },
    },
    async (request) => {
      await request.requireStaff(ROLE);
      return { data: await staff.queue(request.query) };
    },
  );

  app.get(
    `${BASE}/documents/:id`,
    {
      onRequest: staffOnly(ROLE),
      schema: {
        tags,
        summary: 'Документ с расшифрованными полями и файлами (просмотр пишется в журнал)',
        params: documentParamsSchema,
        response: { 200: dataEnvelope(adminDocumentSchema) },
      },
    },
    async (request) => {
      const { session } = await request.requireStaff(ROLE);
      return { data: await staff.view(request.params.id, { userId: session.userId, ip: request.ip }) };
    },
  );

  app.get(
    `${BASE}/files/:uuid`,
    {
      onRequest: staffOnly(ROLE),
      schema: {
        tags,
        summary: 'Скан или селфи (просмотр пишется в журнал)',
        params: fileUuidParamsSchema,
        response: { 200: fileAnswer('Фото', 'image/jpeg') },
      },
    },
    async (request, reply) => {
      const { session } = await request.requireStaff(ROLE);
      const file = await staff.file(request.params.uuid, { userId: session.userId, ip: request.ip });
      for (const [name, value] of Object.entries(identityFileHeaders(file.mime))) reply.header(name, value);
      return reply.send(file.bytes);
    },
  );

  app.post(
    `${BASE}/documents/:id/verify`,
    {
      onRequest: staffOnly(ROLE),
      schema: {
        tags,
        summary: 'Подтвердить документ; пользователь получит уведомление',
        params: documentParamsSchema,
        response: { 200: dataEnvelope(decidedSchema) },
      },
    },
    async (request) => {
      const { session } = await request.requireStaff(ROLE);
      return { data: await staff.verify(request.params.id, { userId: session.userId, ip: request.ip }) };
    },
  );

  app.post(
    `${BASE}/documents/:id/reject`,
    {
      onRequest: staffOnly(ROLE),
      schema: {
        tags,
        summary: 'Отклонить документ с причиной; пользователь увидит её и получит уведомление',
        params: documentParamsSchema,
        body: rejectSchema,
        response: { 200: dataEnvelope(decidedSchema) },
      },
    },
    async (request) => {
      const { session } = await request.requireStaff(ROLE);
      return { data: await staff.reject(request.params.id, request.body.reason, { userId: session.userId, ip: request.ip }) };
    },
  );
};
