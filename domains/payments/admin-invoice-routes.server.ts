import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dataEnvelope, pageEnvelope } from '../../server/http/envelope';
import { staffOnly } from '../../server/plugins/staff';
import type { StaffRole } from '../staff/schema';
import { adminInvoiceParamsSchema, adminInvoiceQuerySchema, adminInvoiceSchema, markPaidAnswerSchema } from './schema';
import type { PaymentsService } from './service.server';

const tags = ['admin'];
/** Bank transfers are checked by operators (admin passes every check). */
const OPERATOR: StaffRole[] = ['operator'];

/** The console's «Счета»: invoices waiting for a bank transfer, and marking one paid. */
export const adminInvoiceRoutes: FastifyPluginAsyncZod<{ payments: PaymentsService }> = async (app, { payments }) => {
  const guard = { onRequest: staffOnly(...OPERATOR) };

  app.get(
    '/api/admin/invoices',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Счета: новые сверху, фильтр по статусу',
        querystring: adminInvoiceQuerySchema,
        response: { 200: pageEnvelope(adminInvoiceSchema) },
      },
    },
    async (request) => ({ data: await payments.invoices.staffList(request.query) }),
  );

  app.post(
    '/api/admin/invoices/:id/paid',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Отметить счёт оплаченным (перевод пришёл): заказ оплачивается, как при оплате картой; повтор ничего не меняет',
        params: adminInvoiceParamsSchema,
        response: { 200: dataEnvelope(markPaidAnswerSchema) },
      },
    },
    async (request) => {
      const { session } = await request.requireStaff(...OPERATOR);
      return { data: await payments.invoices.markPaid(request.params.id, { actorUserId: session.userId, ip: request.ip }) };
    },
  );
};
