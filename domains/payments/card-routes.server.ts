import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dataEnvelope, pageEnvelope } from '../../server/http/envelope';
import type { PaymentsService } from './service.server';
import {
  cardsListSchema,
  cardUuidBodySchema,
  cardUuidQuerySchema,
  confirmationSchema,
  historyItemSchema,
  historyQuerySchema,
} from './schema';

const tags = ['payments'];

/** Saved cards and the payment history of the signed-in user. */
export const paymentCardRoutes: FastifyPluginAsyncZod<{ payments: PaymentsService }> = async (app, { payments }) => {
  app.get(
    '/api/cabinet/v2/payments/cards',
    { schema: { tags, summary: 'Сохранённые карты и карта по умолчанию', response: { 200: dataEnvelope(cardsListSchema) } } },
    async (request, reply) => {
      const { userId } = await request.requireSession();
      reply.header('cache-control', 'private, no-store');
      return { data: await payments.cards.listView(userId) };
    },
  );

  app.post(
    '/api/cabinet/v2/payments/cards',
    {
      schema: {
        tags,
        summary: 'Привязать карту: платёж 1 ₽ с сохранением карты, рубль сразу возвращается',
        response: { 200: dataEnvelope(confirmationSchema) },
      },
      config: { idempotency: true },
    },
    async (request) => {
      const { userId } = await request.requireSession();
      const header = request.headers['idempotency-key'];
      const key = typeof header === 'string' && header ? `card:${userId}:${header}` : `card:${userId}:${crypto.randomUUID()}`;
      const payment = await payments.bindCard(userId, key);
      return { data: { id: payment.id, confirmation_url: payment.confirmationUrl, status: payment.status } };
    },
  );

  app.delete(
    '/api/cabinet/v2/payments/cards',
    {
      schema: {
        tags,
        summary: 'Удалить карту (если она основная — основной станет самая новая)',
        querystring: cardUuidQuerySchema,
        response: { 200: dataEnvelope(cardsListSchema) },
      },
    },
    async (request) => {
      const { userId } = await request.requireSession();
      await payments.cards.remove(userId, request.query.uuid);
      return { data: await payments.cards.listView(userId) };
    },
  );

  app.put(
    '/api/cabinet/v2/payments/cards/default',
    {
      schema: {
        tags,
        summary: 'Сделать карту основной (не из спецификации)',
        body: cardUuidBodySchema,
        response: { 200: dataEnvelope(cardsListSchema) },
      },
    },
    async (request) => {
      const { userId } = await request.requireSession();
      await payments.cards.makeDefault(userId, request.body.uuid);
      return { data: await payments.cards.listView(userId) };
    },
  );

  app.post(
    '/api/cabinet/v2/payments/history',
    {
      schema: {
        tags,
        summary: 'История платежей: новые сверху, с фильтром по заказу и статусу',
        body: historyQuerySchema.optional().default({ offset: 0, limit: 20 }),
        response: { 200: pageEnvelope(historyItemSchema) },
      },
    },
    async (request, reply) => {
      const { userId } = await request.requireSession();
      reply.header('cache-control', 'private, no-store');
      return { data: await payments.history.list(userId, historyQuerySchema.parse(request.body ?? {})) };
    },
  );
};
