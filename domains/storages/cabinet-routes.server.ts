import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/errors';
import { dataEnvelope } from '../../server/http/envelope';
import { orderDetailsSchema, orderIdQuerySchema } from '../orders/schema';
import type { OrderCabinet } from '../orders/service.server';
import { STORAGE_KIND } from './order-kind/storage-kind.server';

/** The storage line's order page in the cabinet: the order core's details of one of its own orders. */
export const storageCabinetRoutes: FastifyPluginAsyncZod<{ orderCabinet: Pick<OrderCabinet, 'details'> }> = async (
  app,
  { orderCabinet },
) => {
  app.get(
    '/api/cabinet/v2/orders/storages',
    {
      schema: {
        tags: ['orders'],
        summary: 'Подписка на ячейку: ячейка, склад, период, цена, настройки, документы, доступные действия, история',
        querystring: orderIdQuerySchema,
        response: { 200: dataEnvelope(orderDetailsSchema) },
      },
    },
    async (request) => {
      const { userId } = await request.requireSession();
      const details = await orderCabinet.details(userId, request.query.id);
      if (details.kind !== STORAGE_KIND) throw new AppError('NOT_FOUND', { message: 'Заказ не найден' });
      return { data: details };
    },
  );
};
