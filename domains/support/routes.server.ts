import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { rolesAllow, type StaffRole } from '../staff/schema';
import { dataEnvelope } from '../../server/http/envelope';
import { fileAnswer } from '../../server/http/non-json-answers';
import { chatAttachmentHeaders } from './file-answer';
import {
  chatMessageSchema,
  fileParamsSchema,
  historyQuerySchema,
  historySchema,
  sendMessageSchema,
  SUPPORT_RULES,
  typingSchema,
} from './schema';
import type { SupportService } from './service.server';
import { CHAT_MULTIPART_LIMITS, readChatUpload } from './upload.server';

const tags = ['support'];
const BASE = '/api/cabinet/v2/chat/messages';
const perMinute = (max: number) => ({ rateLimit: { max, timeWindow: 60_000 } });

/** The user's side of the support chat: history, send, typing, files. */
export const supportRoutes: FastifyPluginAsyncZod<{
  support: SupportService;
  rolesOf: (userId: number) => Promise<StaffRole[]>;
}> = async (app, { support, rolesOf }) => {
  await app.register(multipart, { limits: CHAT_MULTIPART_LIMITS });

  app.get(
    BASE,
    {
      schema: {
        tags,
        summary: 'История переписки с поддержкой (страницами, от старых к новым); открытие отмечает ответы прочитанными',
        querystring: historyQuerySchema,
        response: { 200: dataEnvelope(historySchema) },
      },
    },
    async (request) => {
      const { userId } = await request.requireSession();
      return { data: await support.history(userId, request.query) };
    },
  );

  app.post(
    BASE,
    {
      config: perMinute(SUPPORT_RULES.messagesPerMinute),
      schema: {
        tags,
        summary: `Написать в поддержку (до ${SUPPORT_RULES.textMaxLength} символов)`,
        body: sendMessageSchema,
        response: { 200: dataEnvelope(chatMessageSchema) },
      },
    },
    async (request) => {
      const { userId } = await request.requireSession();
      return { data: await support.send(userId, { text: request.body.text, clientId: request.body.client_id }) };
    },
  );

  app.post(
    `${BASE}/typing`,
    {
      config: perMinute(SUPPORT_RULES.typingPerMinute),
      schema: {
        tags,
        summary: 'Пользователь печатает (передаётся поддержке не чаще раза в 2 секунды)',
        body: typingSchema,
        response: { 200: dataEnvelope(z.object({ ok: z.literal(true) })) },
      },
    },
    async (request) => {
      const { userId } = await request.requireSession();
      await support.userTyping(userId, request.body.typing);
      return { data: { ok: true as const } };
    },
  );

  app.post(
    `${BASE}/file`,
    {
      config: perMinute(SUPPORT_RULES.messagesPerMinute),
      schema: {
        tags,
        summary: 'Отправить файл в поддержку (multipart: file, необязательно text и client_id; фото JPEG, PNG, WebP или PDF до 10 МБ)',
        consumes: ['multipart/form-data'],
        response: { 200: dataEnvelope(chatMessageSchema) },
      },
    },
    async (request) => {
      const { userId } = await request.requireSession();
      const upload = await readChatUpload(request);
      return { data: await support.send(userId, { text: upload.text, clientId: upload.clientId, file: upload.file }) };
    },
  );

  app.get(
    `${BASE}/file/:id`,
    {
      schema: {
        tags,
        summary: 'Файл переписки: только её пользователю и сотрудникам поддержки',
        params: fileParamsSchema,
        response: { 200: fileAnswer('Фото (JPEG) или PDF', 'application/octet-stream') },
      },
    },
    async (request, reply) => {
      const { userId } = await request.requireSession();
      const isSupportStaff = rolesAllow(await rolesOf(userId), ['support']);
      const file = await support.readFile({ userId, isSupportStaff }, request.params.id);
      for (const [name, value] of Object.entries(chatAttachmentHeaders(file))) reply.header(name, value);
      return reply.send(file.bytes);
    },
  );
};
