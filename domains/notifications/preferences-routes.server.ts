import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dataEnvelope } from '../../server/http/envelope';
import { channelChoicesSchema, channelChoicesUpdateSchema } from './preferences-schema';
import type { NotificationPreferences } from './preferences.server';

const tags = ['notifications'];

/**
 * The channels (SMS, e-mail, push) the signed-in user wants per category of notification. SMS and
 * e-mail carry only the urgent ones (payment failed, hold expiring, refund paid); e-mail only to a
 * confirmed address.
 */
export const notificationPreferencesRoutes: FastifyPluginAsyncZod<{ preferences: NotificationPreferences }> = async (
  app,
  { preferences },
) => {
  app.get(
    '/api/cabinet/v2/profile/notification-channels',
    {
      schema: {
        tags,
        summary: 'Каналы уведомлений по категориям (без выбора — значения по умолчанию)',
        response: { 200: dataEnvelope(channelChoicesSchema) },
      },
    },
    async (request, reply) => {
      const { userId } = await request.requireSession();
      reply.header('cache-control', 'private, no-store');
      return { data: await preferences.all(userId) };
    },
  );

  app.put(
    '/api/cabinet/v2/profile/notification-channels',
    {
      schema: {
        tags,
        summary: 'Сохранить каналы уведомлений для указанных категорий',
        body: channelChoicesUpdateSchema,
        response: { 200: dataEnvelope(channelChoicesSchema) },
      },
    },
    async (request) => {
      const { userId } = await request.requireSession();
      return { data: await preferences.update(userId, request.body) };
    },
  );
};
