import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dataEnvelope } from '../../../server/http/envelope';
import { staffOnly } from '../../../server/plugins/staff';
import { orderFinesSchema, staffFineSchema, staffFinesSchema } from './fine';
import {
  decideFineBodySchema,
  orderPenaltiesBodySchema,
  payFineAnswerSchema,
  payFineBodySchema,
  staffFinesQuerySchema,
  withdrawFineBodySchema,
} from './fine-schema';
import type { OrdersService } from '../service.server';

/** Staff who decide fines (admin passes every check). */
const FINE_DECIDERS = ['operator'] as const;
/** Staff who see fines: those who set them at the return check too, and may withdraw their own. */
const FINE_READERS = ['operator', 'storekeeper'] as const;

/** Fines of orders: the owner's list and pay link; staff decisions. Kinds assess and propose them in their own calls. */
export const fineRoutes: FastifyPluginAsyncZod<{ orders: OrdersService }> = async (app, { orders }) => {
  app.post(
    '/api/cabinet/v2/orders/penalties',
    {
      schema: {
        tags: ['orders'],
        summary: 'Штрафы заказа: за что, сколько, состояние, сколько осталось оплатить',
        body: orderPenaltiesBodySchema,
        response: { 200: dataEnvelope(orderFinesSchema) },
      },
    },
    async (request) => {
      const { userId } = await request.requireSession();
      return { data: await orders.fines.ownersFines(userId, request.body.order_id) };
    },
  );

  app.post(
    '/api/cabinet/v2/orders/penalties/pay',
    {
      schema: {
        tags: ['orders'],
        summary: 'Оплатить по ссылке штраф, который не списался с карты',
        body: payFineBodySchema,
        response: { 200: dataEnvelope(payFineAnswerSchema) },
      },
    },
    async (request) => {
      const { userId } = await request.requireSession();
      return { data: await orders.fines.payByLink(userId, request.body.uuid) };
    },
  );

  app.get(
    '/api/admin/orders/fines',
    {
      onRequest: staffOnly(...FINE_READERS),
      schema: {
        tags: ['admin'],
        summary: 'Штрафы в одном состоянии (по умолчанию — ждущие решения), старые сверху; по виду заказа; кто назначил и кто решил',
        querystring: staffFinesQuerySchema,
        response: { 200: dataEnvelope(staffFinesSchema) },
      },
    },
    async (request) => ({ data: await orders.fines.staffList({ ...request.query, kind: request.query.kind ?? null }) }),
  );

  app.post(
    '/api/admin/orders/fines/decide',
    {
      onRequest: staffOnly(...FINE_DECIDERS),
      schema: {
        tags: ['admin'],
        summary:
          'Подтвердить назначенный штраф (он спишется с карты) или отменить штраф с причиной; свой штраф подтверждает другой сотрудник',
        body: decideFineBodySchema,
        response: { 200: dataEnvelope(staffFineSchema) },
      },
    },
    async (request) => {
      const { session } = await request.requireStaff(...FINE_DECIDERS);
      return { data: await orders.fines.decide({ ...request.body, staffUserId: session.userId, ip: request.ip }) };
    },
  );

  app.post(
    '/api/admin/orders/fines/withdraw',
    {
      onRequest: staffOnly(...FINE_READERS),
      schema: {
        tags: ['admin'],
        summary: 'Отозвать свой назначенный штраф, пока по нему нет решения, с причиной',
        body: withdrawFineBodySchema,
        response: { 200: dataEnvelope(staffFineSchema) },
      },
    },
    async (request) => {
      const { session } = await request.requireStaff(...FINE_READERS);
      return { data: await orders.fines.withdraw({ ...request.body, staffUserId: session.userId, ip: request.ip }) };
    },
  );
};
