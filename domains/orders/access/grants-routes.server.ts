import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dataEnvelope } from '../../../server/http/envelope';
import type { AccessGrants } from './grants.server';
import { accessUserSchema, grantCreateSchema, grantRevokeSchema, grantUpdateSchema, sharedOrderSchema } from './grants-schema';

const tags = ['orders'];

/** Access to an order for other people: the owner gives, changes and revokes it; the person lists what is shared with them. */
export const orderAccessGrantRoutes: FastifyPluginAsyncZod<{ grants: AccessGrants }> = async (app, { grants }) => {
  app.post(
    '/api/cabinet/v2/orders/access',
    {
      schema: {
        tags,
        summary:
          'Дать доступ к оплаченному заказу другому номеру (только владелец): период и права (gate_code — видит код ворот). ' +
          'Человек получает SMS со ссылкой; не больше 5 действующих доступов и 10 приглашений в сутки на заказ',
        body: grantCreateSchema,
        response: { 200: dataEnvelope(accessUserSchema.extend({ sms_sent: z.boolean() })) },
      },
    },
    async (request) => {
      const { userId } = await request.requireSession();
      return { data: await grants.create(userId, request.body) };
    },
  );

  app.put(
    '/api/cabinet/v2/orders/access',
    {
      schema: {
        tags,
        summary: 'Изменить имя, период или права доступа по его id (только владелец; номер не меняется)',
        body: grantUpdateSchema,
        response: { 200: dataEnvelope(accessUserSchema) },
      },
    },
    async (request) => {
      const { userId } = await request.requireSession();
      return { data: await grants.update(userId, request.body) };
    },
  );

  app.delete(
    '/api/cabinet/v2/orders/access',
    {
      schema: {
        tags,
        summary: 'Отозвать доступ по id и номеру телефона (только владелец): со следующего запроса человек заказ не видит',
        body: grantRevokeSchema,
        response: { 200: dataEnvelope(z.object({ id: z.string(), revoked_at: z.string() })) },
      },
    },
    async (request) => {
      const { userId } = await request.requireSession();
      return { data: await grants.revoke(userId, request.body.id, request.body.phone) };
    },
  );

  app.get(
    '/api/cabinet/v2/orders/access/shared',
    {
      schema: {
        tags,
        summary: 'Заказы, к которым вам дали доступ: адрес, часы, ячейка, как пройти, период доступа, код ворот — если разрешён',
        response: { 200: dataEnvelope(z.object({ items: z.array(sharedOrderSchema) })) },
      },
    },
    async (request) => {
      const { userId } = await request.requireSession();
      return { data: { items: await grants.sharedWithMe(userId) } };
    },
  );
};
