import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dataEnvelope, pageEnvelope } from '../../server/http/envelope';
import { hideSchema, markReadSchema, notificationListQuerySchema, notificationSchema, unreadSchema } from './schema';
import type { NotificationsService } from './service.server';

const tags = ['notifications'];

/** The signed-in user's notifications: the list with its filter, marking read, hiding. */
export const notificationsRoutes: FastifyPluginAsyncZod<{ notifications: NotificationsService }> = async (app, { notifications }) => {
  app.post(
    '/api/cabinet/v2/orders/notifications/list',
    {
      schema: {
        tags,
        summary: 'Уведомления: новые сверху, с фильтром по заказу, виду и датам (по Москве)',
        body: notificationListQuerySchema.optional().default({ offset: 0, limit: 20 }),
        response: { 200: pageEnvelope(notificationSchema) },
      },
    },
    async (request, reply) => {
      const { userId } = await request.requireSession();
      reply.header('cache-control', 'private, no-store');
      return { data: await notifications.list(userId, notificationListQuerySchema.parse(request.body ?? {})) };
    },
  );

  app.post(
    '/api/cabinet/v2/orders/notifications',
    {
      schema: {
        tags,
        summary: 'Отметить прочитанными: выбранные уведомления или все',
        body: markReadSchema,
        response: { 200: dataEnvelope(unreadSchema) },
      },
    },
    async (request) => {
      const { userId } = await request.requireSession();
      return { data: { unread: await notifications.markRead(userId, request.body) } };
    },
  );

  app.post(
    '/api/cabinet/v2/orders/notifications/hide',
    {
      schema: {
        tags,
        summary: 'Скрыть уведомления из списка',
        body: hideSchema,
        response: { 200: dataEnvelope(unreadSchema) },
      },
    },
    async (request) => {
      const { userId } = await request.requireSession();
      return { data: { unread: await notifications.hide(userId, request.body.ids) } };
    },
  );
};
