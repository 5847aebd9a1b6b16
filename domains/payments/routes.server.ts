import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/errors';
import { dataEnvelope } from '../../server/http/envelope';
import type { UsersService } from '../users/service.server';
import type { PaymentsService } from './service.server';
import { paymentCardRoutes } from './card-routes.server';
import { paymentDocumentRoutes } from './document-routes.server';
import {
  paymentIdBodySchema,
  paymentIdQuerySchema,
  paymentPageSchema,
  paymentStatusResultSchema,
  sandboxCheckoutSchema,
  webhookBodySchema,
} from './schema';

const tags = ['payments'];

/** Платежи: status, success pages, the provider webhook; cards, history and invoices are split out. */
export const paymentsRoutes: FastifyPluginAsyncZod<{ payments: PaymentsService; users: UsersService }> = async (
  app,
  { payments, users },
) => {
  /** The viewer's user id, or null for a guest (guest payments are readable by their uuid). */
  const viewerOf = async (request: { authState(): Promise<{ session: { userId: number } | null }> }) =>
    (await request.authState()).session?.userId ?? null;

  app.post(
    '/api/cabinet/v2/orders/payments/status',
    {
      schema: {
        tags,
        summary: 'Статус платежа (перечитывает провайдера, так что потерянное уведомление не теряет оплату)',
        body: paymentIdBodySchema,
        response: { 200: dataEnvelope(paymentStatusResultSchema) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { data: await payments.paymentStatus(request.body.id, await viewerOf(request)) };
    },
  );

  app.get(
    '/api/cabinet/v2/orders/payments/success',
    {
      schema: {
        tags,
        summary: 'Что показать на странице успешной оплаты заказа',
        querystring: paymentIdQuerySchema,
        response: { 200: dataEnvelope(paymentPageSchema) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { data: await payments.paymentPage(request.query.id, await viewerOf(request)) };
    },
  );

  app.get(
    '/api/cabinet/v2/requests/payments/success',
    {
      schema: {
        tags,
        summary: 'Что показать после оплаты доставки заявки облачного хранения (платёж с назначением request; другие — 404)',
        querystring: paymentIdQuerySchema,
        response: { 200: dataEnvelope(paymentPageSchema) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const page = await payments.paymentPage(request.query.id, await viewerOf(request));
      // Only a request's (заявка) payment is shown here; an order's has its own page.
      if (page.purpose !== 'request') throw new AppError('NOT_FOUND', { message: 'Платёж не найден' });
      return { data: page };
    },
  );

  app.post(
    '/api/payments/yookassa/webhook',
    {
      schema: {
        tags,
        summary: 'Уведомление ЮKassa (не из спецификации). Тело не доверяется: платёж перечитывается у провайдера',
        body: webhookBodySchema,
        response: { 200: z.object({ ok: z.literal(true) }), 400: z.object({ message: z.string(), code: z.string() }) },
      },
      config: { rateLimit: { max: 600, timeWindow: 60_000 } },
    },
    async (request, reply) => {
      const result = await payments.handleNotification(request.body);
      if (!result.known) return reply.code(400).send({ message: 'Платёж не найден у провайдера', code: 'BAD_REQUEST' });
      return { ok: true as const };
    },
  );

  const sandbox = payments.sandbox;
  if (sandbox) {
    app.post(
      '/api/dev/payments/checkout',
      {
        schema: {
          tags: ['dev'],
          summary: 'Песочница: оплатить или отклонить платёж на тестовой странице оплаты (не в продакшене)',
          body: sandboxCheckoutSchema,
          response: { 200: dataEnvelope(z.object({ return_url: z.string().nullable(), status: z.string() })) },
        },
      },
      async (request) => {
        const { payment, outcome, card_number: cardNumber } = request.body;
        const result = await sandbox.completeProviderPayment(payment, outcome, cardNumber);
        return { data: { return_url: result.returnUrl, status: result.payment?.status ?? outcome } };
      },
    );
  }

  await app.register(paymentCardRoutes, { payments });
  await app.register(paymentDocumentRoutes, { payments, users });
};
