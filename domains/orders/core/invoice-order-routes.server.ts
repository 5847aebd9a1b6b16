import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fileDisposition } from '../../../lib/content-disposition';
import { fileAnswer } from '../../../server/http/non-json-answers';
import type { PaymentsService } from '../../payments/service.server';
import type { UsersService } from '../../users/service.server';
import type { OrdersService } from '../service.server';

const bodySchema = z.object({
  order_id: z.coerce
    .number({ error: 'Укажите заказ' })
    .int('Укажите заказ')
    .positive('Укажите заказ')
    .max(Number.MAX_SAFE_INTEGER, 'Заказ не найден'),
  company_uuid: z.string({ error: 'Выберите компанию' }).trim().min(1, 'Выберите компанию').max(64, 'Компания не найдена'),
});

/** POST /api/profile/invoice/order/create: the invoice PDF of an unpaid order to one of the user's companies. */
export const invoiceOrderRoutes: FastifyPluginAsyncZod<{ orders: OrdersService; payments: PaymentsService; users: UsersService }> = async (
  app,
  { orders, payments, users },
) => {
  app.post(
    '/api/profile/invoice/order/create',
    {
      schema: {
        tags: ['profile'],
        summary: 'Счёт в PDF на неоплаченный заказ для одной из своих компаний (создаётся один раз, потом тот же)',
        body: bodySchema,
        response: { 200: fileAnswer('Счёт', 'application/pdf') },
      },
    },
    async (request, reply) => {
      const { userId } = await request.requireSession();
      const { invoiceId } = await orders.invoiceForOrder(userId, request.body.order_id, request.body.company_uuid);
      const user = await users.getById(userId);
      const payer = [user?.lastName, user?.firstName].filter(Boolean).join(' ') || 'Покупатель';
      const { body, filename } = await payments.invoices.pdf(userId, invoiceId, payer);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', fileDisposition('attachment', filename, 'invoice.pdf'))
        .header('x-invoice-id', String(invoiceId))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(body);
    },
  );
};
