import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dataEnvelope } from '../../../server/http/envelope';
import type { OrderCabinet } from '../cabinet/cabinet.server';
import {
  cancelCalculationQuerySchema,
  cancelCalculationSchema,
  cancelConditionsSchema,
  cancelReasonSchema,
  cancelStateSchema,
  cancelSubmitSchema,
  cancelWithdrawSchema,
  orderIdQuerySchema,
  qualityStatusSchema,
} from '../cabinet/cabinet-schema';

const tags = ['orders'];

/** The storage cancel flow of the cabinet. */
export const cancelRoutes: FastifyPluginAsyncZod<{ cancel: OrderCabinet['cancel'] }> = async (app, { cancel }) => {
  app.get(
    '/api/cabinet/v2/orders/cancel/conditions',
    {
      schema: {
        tags,
        summary: 'Условия расторжения договора аренды ячейки: срок уведомления, возврат, фото, допустимые даты, причины',
        querystring: orderIdQuerySchema,
        response: { 200: dataEnvelope(cancelConditionsSchema) },
      },
    },
    async (request) => {
      const { userId } = await request.requireSession();
      return { data: await cancel.conditions(userId, request.query.id) };
    },
  );

  app.get(
    '/api/cabinet/v2/orders/cancel/calculation',
    {
      schema: {
        tags,
        summary: 'Расчёт возврата при выбранном последнем дне аренды (date — ГГГГ-ММ-ДД)',
        querystring: cancelCalculationQuerySchema,
        response: { 200: dataEnvelope(cancelCalculationSchema) },
      },
    },
    async (request) => {
      const { userId } = await request.requireSession();
      return { data: await cancel.calculation(userId, request.query.id, request.query.date) };
    },
  );

  app.post(
    '/api/cabinet/v2/orders/cancel/reason',
    {
      schema: {
        tags,
        summary: 'Причина расторжения (сохраняется с заказом до отправки заявки)',
        body: cancelReasonSchema,
        response: {
          200: dataEnvelope(z.object({ ok: z.literal(true), reasons: z.array(z.object({ code: z.string(), title: z.string() })) })),
        },
      },
    },
    async (request) => {
      const { userId } = await request.requireSession();
      const { id, reason, comment } = request.body;
      await cancel.saveReason(userId, id, reason, comment);
      return { data: { ok: true as const, reasons: cancel.reasons() } };
    },
  );

  app.get(
    '/api/cabinet/v2/orders/cancel/quality/statuses',
    {
      schema: {
        tags,
        summary: 'Как прошло хранение: все оценки',
        response: { 200: dataEnvelope(z.object({ items: z.array(qualityStatusSchema) })) },
      },
    },
    async (request) => {
      await request.requireSession();
      return { data: { items: cancel.qualityStatuses(false) } };
    },
  );

  app.get(
    '/api/cabinet/v2/orders/cancel/quality/statuses/short',
    {
      schema: {
        tags,
        summary: 'Как прошло хранение: короткий список',
        response: { 200: dataEnvelope(z.object({ items: z.array(qualityStatusSchema) })) },
      },
    },
    async (request) => {
      await request.requireSession();
      return { data: { items: cancel.qualityStatuses(true) } };
    },
  );

  app.get(
    '/api/cabinet/v2/orders/cancel/state',
    {
      schema: {
        tags,
        summary: 'Состояние расторжения заказа',
        querystring: orderIdQuerySchema,
        response: { 200: dataEnvelope(cancelStateSchema) },
      },
    },
    async (request) => {
      const { userId } = await request.requireSession();
      return { data: await cancel.state(userId, request.query.id) };
    },
  );

  app.post(
    '/api/cabinet/v2/orders/cancel',
    {
      config: { idempotency: true },
      schema: {
        tags,
        summary:
          'Расторгнуть договор: active → cancel_requested с последним днём date. Нужны причина и ' +
          'подтверждение, что вещи вывезены; фото пустой ячейки — если ячейкой пользовались (cell_used); ' +
          'оценки необязательны и не должны противоречить друг другу. Повтор отвечает тем же',
        body: cancelSubmitSchema,
        response: { 200: dataEnvelope(cancelStateSchema) },
      },
    },
    async (request) => {
      const { userId } = await request.requireSession();
      return { data: await cancel.submit(userId, request.body) };
    },
  );

  app.post(
    '/api/cabinet/v2/orders/cancel/withdraw',
    {
      schema: {
        tags,
        summary: 'Отозвать расторжение до даты окончания: cancel_requested → active, автопродление как было',
        body: cancelWithdrawSchema,
        response: { 200: dataEnvelope(cancelStateSchema) },
      },
    },
    async (request) => {
      const { userId } = await request.requireSession();
      return { data: await cancel.withdraw(userId, request.body.id) };
    },
  );
};
