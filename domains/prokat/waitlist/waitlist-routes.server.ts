import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dataEnvelope } from '../../../server/http/envelope';
import type { Waitlist } from './waitlist.server';
import { joinWaitlistSchema, waitlistEntrySchema, waitlistIdSchema } from './waitlist-schema';

const tags = ['prokat'];

/** «Сообщить, когда освободится»: the signed-in person's waits for a model at a locker. */
export const waitlistRoutes: FastifyPluginAsyncZod<{ waitlist: Waitlist }> = async (app, { waitlist }) => {
  app.post(
    '/api/cabinet/v2/rental/waitlist',
    {
      schema: {
        tags,
        summary: 'Встать в лист ожидания модели в постамате: сообщим и отложим инструмент, когда он освободится',
        body: joinWaitlistSchema,
        response: { 200: dataEnvelope(waitlistEntrySchema), 201: dataEnvelope(waitlistEntrySchema) },
      },
    },
    async (request, reply) => {
      const { userId } = await request.requireSession();
      const { entry, created } = await waitlist.join(userId, request.body);
      return reply.code(created ? 201 : 200).send({ data: entry });
    },
  );

  app.get(
    '/api/cabinet/v2/rental/waitlist',
    {
      schema: {
        tags,
        summary: 'Мой лист ожидания: ждущие и отложенные для меня инструменты, потом последние завершённые',
        response: { 200: dataEnvelope(z.array(waitlistEntrySchema)) },
      },
    },
    async (request) => {
      const { userId } = await request.requireSession();
      return { data: await waitlist.mine(userId) };
    },
  );

  app.delete(
    '/api/cabinet/v2/rental/waitlist',
    {
      schema: {
        tags,
        summary: 'Выйти из листа ожидания (отложенный инструмент сразу предлагается следующему)',
        querystring: waitlistIdSchema,
        response: { 200: dataEnvelope(waitlistEntrySchema) },
      },
    },
    async (request) => {
      const { userId } = await request.requireSession();
      return { data: await waitlist.leave(userId, request.query.id) };
    },
  );
};
