import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dataEnvelope } from '../../server/http/envelope';
import { AppError } from '../../lib/errors';
import { outboxItemSchema, outboxQuerySchema, playCallSchema } from './schema';
import type { OutboxService } from './service.server';

/** Read access to what sandbox adapters sent. Registered only outside production. */
export const outboxRoutes: FastifyPluginAsyncZod<{ outbox: OutboxService }> = async (app, { outbox }) => {
  app.get(
    '/api/dev/outbox',
    {
      schema: {
        tags: ['dev'],
        summary: 'Сообщения песочницы (только не в production), новые первыми',
        querystring: outboxQuerySchema,
        response: { 200: dataEnvelope(z.object({ items: z.array(outboxItemSchema) })) },
      },
    },
    async (request) => ({ data: { items: await outbox.list(request.query) } }),
  );

  app.post(
    '/api/dev/outbox/call',
    {
      schema: {
        tags: ['dev'],
        summary: 'Сыграть звонок пользователя для канала USER_CALL (только не в production)',
        body: playCallSchema,
        response: { 200: dataEnvelope(z.object({ check_id: z.string(), call_phone: z.string() })) },
      },
    },
    async (request) => {
      const played = await outbox.playUserCall(request.body.phone);
      if (!played) throw new AppError('NOT_FOUND', { message: 'Для этого номера нет ожидающего звонка' });
      return { data: { check_id: played.checkId, call_phone: played.callPhone } };
    },
  );
};
