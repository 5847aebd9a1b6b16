import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dataEnvelope } from '../../server/http/envelope';
import { outboxItemSchema, outboxQuerySchema } from './schema';
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
};
