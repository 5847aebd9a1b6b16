import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import { dataEnvelope, pageEnvelope } from '../../server/http/envelope';
import { staffOnly } from '../../server/plugins/staff';
import { writeAudit } from '../staff/service.server';
import { rolesAllow, type StaffRole } from '../staff/schema';
import {
  assignSchema,
  chatMessageSchema,
  conversationDetailSchema,
  conversationParamsSchema,
  historyQuerySchema,
  historySchema,
  inboxItemSchema,
  inboxQuerySchema,
  sendMessageSchema,
  typingSchema,
} from './schema';
import type { SupportService } from './service.server';
import { CHAT_MULTIPART_LIMITS, readChatUpload } from './upload.server';
import type { ConversationRow } from './views';
import type { InboxReads } from './inbox-reads.server';

const tags = ['admin'];
const BASE = '/api/admin/support/conversations';
const ROLE = 'support' as const;

/** The console's support inbox: conversations, the user's context, replies, files, typing, assign, close. */
export const supportAdminRoutes: FastifyPluginAsyncZod<{
  support: SupportService;
  inbox: InboxReads;
  rolesOf: (userId: number) => Promise<StaffRole[]>;
  clock: Clock;
}> = async (app, { support, inbox, rolesOf, clock }) => {
  await app.register(multipart, { limits: CHAT_MULTIPART_LIMITS });

  const snapshot = (c: ConversationRow) => ({ status: c.status, assigned_to: c.assignedTo });

  app.get(
    BASE,
    {
      onRequest: staffOnly(ROLE),
      schema: { tags, summary: 'Входящие поддержки', querystring: inboxQuerySchema, response: { 200: pageEnvelope(inboxItemSchema) } },
    },
    async (request) => {
      const { session } = await request.requireStaff(ROLE);
      return { data: await inbox.list(request.query, session.userId) };
    },
  );

  app.get(
    `${BASE}/:id`,
    {
      onRequest: staffOnly(ROLE),
      schema: {
        tags,
        summary: 'Переписка с контекстом пользователя (профиль, заказы, платежи); открытие отмечает сообщения прочитанными',
        params: conversationParamsSchema,
        response: { 200: dataEnvelope(conversationDetailSchema) },
      },
    },
    async (request) => {
      await request.requireStaff(ROLE);
      return { data: await inbox.detail(request.params.id) };
    },
  );

  app.get(
    `${BASE}/:id/messages`,
    {
      onRequest: staffOnly(ROLE),
      schema: {
        tags,
        summary: 'Сообщения переписки страницами (before_id — старше этого)',
        params: conversationParamsSchema,
        querystring: historyQuerySchema,
        response: { 200: dataEnvelope(historySchema.omit({ unread: true })) },
      },
    },
    async (request) => {
      await request.requireStaff(ROLE);
      const history = await support.staff.history(request.params.id, request.query);
      return { data: { items: history.items, has_more: history.has_more } };
    },
  );

  const reply =
    (kind: 'text' | 'file') =>
    async (staffUserId: number, conversationId: number, ip: string, message: Parameters<SupportService['staff']['reply']>[2]) =>
      support.staff.reply(staffUserId, conversationId, message, (tx, stored) =>
        writeAudit(tx, {
          actorUserId: staffUserId,
          action: kind === 'text' ? 'support.reply' : 'support.reply_file',
          entity: 'support_conversation',
          entityId: conversationId,
          after: { message_id: stored.id, text: stored.text, file_id: stored.fileId },
          ip,
        }),
      );

  app.post(
    `${BASE}/:id/messages`,
    {
      onRequest: staffOnly(ROLE),
      schema: {
        tags,
        summary: 'Ответить пользователю (до 4000 символов)',
        params: conversationParamsSchema,
        body: sendMessageSchema,
        response: { 200: dataEnvelope(chatMessageSchema) },
      },
    },
    async (request) => {
      const { session } = await request.requireStaff(ROLE);
      const message = { text: request.body.text, clientId: request.body.client_id };
      return { data: await reply('text')(session.userId, request.params.id, request.ip, message) };
    },
  );

  app.post(
    `${BASE}/:id/files`,
    {
      onRequest: staffOnly(ROLE),
      schema: {
        tags,
        summary: 'Ответить файлом (multipart: file, необязательно text; фото или PDF до 10 МБ)',
        params: conversationParamsSchema,
        consumes: ['multipart/form-data'],
        response: { 200: dataEnvelope(chatMessageSchema) },
      },
    },
    async (request) => {
      const { session } = await request.requireStaff(ROLE);
      await support.staff.conversation(request.params.id);
      const upload = await readChatUpload(request);
      const message = { text: upload.text, clientId: upload.clientId, file: upload.file };
      return { data: await reply('file')(session.userId, request.params.id, request.ip, message) };
    },
  );

  app.post(
    `${BASE}/:id/typing`,
    {
      onRequest: staffOnly(ROLE),
      config: { rateLimit: { max: 60, timeWindow: 60_000 } },
      schema: {
        tags,
        summary: 'Сотрудник печатает (передаётся пользователю не чаще раза в 2 секунды)',
        params: conversationParamsSchema,
        body: typingSchema,
        response: { 200: dataEnvelope(z.object({ ok: z.literal(true) })) },
      },
    },
    async (request) => {
      await request.requireStaff(ROLE);
      await support.staff.typing(request.params.id, request.body.typing);
      return { data: { ok: true as const } };
    },
  );

  app.post(
    `${BASE}/:id/assign`,
    {
      onRequest: staffOnly(ROLE),
      schema: {
        tags,
        summary: 'Назначить переписку сотруднику поддержки (или снять назначение)',
        params: conversationParamsSchema,
        body: assignSchema,
        response: { 200: dataEnvelope(inboxItemSchema) },
      },
    },
    async (request) => {
      const { session } = await request.requireStaff(ROLE);
      const assignee = request.body.staff_user_id;
      if (assignee !== null && !rolesAllow(await rolesOf(assignee), [ROLE])) {
        throw new AppError('VALIDATION_ERROR', { fields: { staff_user_id: 'Этот пользователь не сотрудник поддержки' } });
      }
      const after = await support.staff.update(request.params.id, { assignedTo: assignee }, (tx, before, changed) =>
        writeAudit(tx, {
          actorUserId: session.userId,
          action: 'support.assign',
          entity: 'support_conversation',
          entityId: before.id,
          before: snapshot(before),
          after: snapshot(changed),
          ip: request.ip,
        }),
      );
      return { data: await inbox.item(after) };
    },
  );

  for (const [action, status] of [
    ['close', 'closed'],
    ['reopen', 'open'],
  ] as const) {
    app.post(
      `${BASE}/:id/${action}`,
      {
        onRequest: staffOnly(ROLE),
        schema: {
          tags,
          summary: action === 'close' ? 'Закрыть переписку (новое сообщение пользователя откроет её снова)' : 'Открыть переписку снова',
          params: conversationParamsSchema,
          response: { 200: dataEnvelope(inboxItemSchema) },
        },
      },
      async (request) => {
        const { session } = await request.requireStaff(ROLE);
        const now = clock.now();
        const patch = status === 'closed' ? { status, closedAt: now, waitingSince: null } : { status, closedAt: null };
        const after = await support.staff.update(request.params.id, patch, (tx, before, changed) =>
          writeAudit(tx, {
            actorUserId: session.userId,
            action: `support.${action}`,
            entity: 'support_conversation',
            entityId: before.id,
            before: snapshot(before),
            after: snapshot(changed),
            ip: request.ip,
          }),
        );
        return { data: await inbox.item(after) };
      },
    );
  }
};
