import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dataEnvelope } from '../../server/http/envelope';
import { lodgerCreateSchema, lodgerDeleteSchema, lodgerSchema, lodgerUpdateSchema } from './schema';
import type { LodgersService } from './service.server';

const tags = ['profile'];
const BASE = '/api/profile/lodgers';

/** The user's lodgers: list, add (ten at most), change, delete (the id in the body). */
export const lodgersRoutes: FastifyPluginAsyncZod<{ lodgers: LodgersService }> = async (app, { lodgers }) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  app.get(
    `${BASE}/list`,
    { schema: { tags, summary: 'Жильцы пользователя', response: { 200: dataEnvelope(z.array(lodgerSchema)) } } },
    async (request) => {
      const { userId } = await request.requireSession();
      return { data: await lodgers.list(userId) };
    },
  );

  app.post(
    `${BASE}/create`,
    {
      schema: {
        tags,
        summary: 'Добавить жильца (не больше 10): ФИО, дата рождения, телефон и кем приходится — необязательно',
        body: lodgerCreateSchema,
        response: { 200: dataEnvelope(lodgerSchema) },
      },
    },
    async (request) => {
      const { userId } = await request.requireSession();
      return { data: await lodgers.create(userId, request.body) };
    },
  );

  app.put(
    `${BASE}/update`,
    {
      schema: { tags, summary: 'Изменить жильца (все поля и id)', body: lodgerUpdateSchema, response: { 200: dataEnvelope(lodgerSchema) } },
    },
    async (request) => {
      const { userId } = await request.requireSession();
      const { id, ...input } = request.body;
      return { data: await lodgers.update(userId, id, input) };
    },
  );

  app.delete(
    `${BASE}/delete`,
    {
      schema: {
        tags,
        summary: 'Удалить жильца (id в теле)',
        body: lodgerDeleteSchema,
        response: { 200: dataEnvelope(z.object({ ok: z.literal(true) })) },
      },
    },
    async (request) => {
      const { userId } = await request.requireSession();
      await lodgers.remove(userId, request.body.id);
      return { data: { ok: true as const } };
    },
  );
};
