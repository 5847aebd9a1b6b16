import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fileDisposition } from '../../lib/content-disposition';
import { formatPhone } from '../../lib/format/phone';
import { dataEnvelope, pageEnvelope } from '../../server/http/envelope';
import { fileAnswer } from '../../server/http/non-json-answers';
import type { UsersService } from '../users/service.server';
import type { PaymentsService } from './service.server';
import { actSchema, actUuidBodySchema, confirmationSchema, invoiceIdBodySchema, invoiceSchema, invoicesQuerySchema } from './schema';

const tags = ['payments'];

/** Invoices (счета) of the signed-in user: list, PDF, pay by card. */
export const paymentDocumentRoutes: FastifyPluginAsyncZod<{ payments: PaymentsService; users: UsersService }> = async (
  app,
  { payments, users },
) => {
  app.get(
    '/api/cabinet/v2/invoices',
    {
      schema: {
        tags,
        summary: 'Счета пользователя (не из спецификации)',
        querystring: invoicesQuerySchema,
        response: { 200: pageEnvelope(invoiceSchema) },
      },
    },
    async (request, reply) => {
      const { userId } = await request.requireSession();
      reply.header('cache-control', 'private, no-store');
      return { data: await payments.invoices.list(userId, request.query) };
    },
  );

  app.post(
    '/api/cabinet/v2/invoice/download',
    { schema: { tags, summary: 'Счёт в PDF', body: invoiceIdBodySchema, response: { 200: fileAnswer('Счёт', 'application/pdf') } } },
    async (request, reply) => {
      const { userId } = await request.requireSession();
      const user = await users.getById(userId);
      const name = [user?.lastName, user?.firstName, user?.middleName].filter(Boolean).join(' ');
      const payer = name || (user?.phone ? formatPhone(user.phone) : 'Покупатель');
      const { body, filename } = await payments.invoices.pdf(userId, request.body.id, payer);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', fileDisposition('attachment', filename, 'invoice.pdf'))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(body);
    },
  );

  app.get(
    '/api/cabinet/v2/acts',
    {
      schema: {
        tags,
        summary: 'Закрывающие документы (акты) заказов, оплаченных компанией (не из спецификации)',
        querystring: invoicesQuerySchema,
        response: { 200: pageEnvelope(actSchema) },
      },
    },
    async (request, reply) => {
      const { userId } = await request.requireSession();
      reply.header('cache-control', 'private, no-store');
      return { data: await payments.acts.list(userId, request.query) };
    },
  );

  app.post(
    '/api/cabinet/v2/act/download',
    {
      schema: {
        tags,
        summary: 'Акт в PDF (не из спецификации)',
        body: actUuidBodySchema,
        response: { 200: fileAnswer('Акт', 'application/pdf') },
      },
    },
    async (request, reply) => {
      const { userId } = await request.requireSession();
      const { body, filename } = await payments.acts.pdf(userId, request.body.uuid);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', fileDisposition('attachment', filename, 'act.pdf'))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(body);
    },
  );

  app.post(
    '/api/cabinet/v2/invoice/pay',
    {
      schema: { tags, summary: 'Оплатить счёт картой', body: invoiceIdBodySchema, response: { 200: dataEnvelope(confirmationSchema) } },
      config: { idempotency: true },
    },
    async (request) => {
      const { userId } = await request.requireSession();
      const payment = await payments.invoices.pay(userId, request.body.id);
      return { data: { id: payment.id, confirmation_url: payment.confirmationUrl, status: payment.status } };
    },
  );
};
