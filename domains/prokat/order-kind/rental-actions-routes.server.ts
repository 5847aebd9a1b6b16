import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dataEnvelope } from '../../../server/http/envelope';
import { orderIdQuerySchema, qualityStatusSchema } from '../../orders/schema';
import {
  earlyEndCalculationSchema,
  earlyEndRequestSchema,
  earlyEndStateSchema,
  extensionAnswerSchema,
  extensionPeriodsSchema,
  extensionRequestSchema,
} from './rental-actions-schema';
import type { RentalOrderActions } from './rental-order-actions.server';

const tags = ['prokat'];

/**
 * The rental order page's own changes, made through the order core's change flow: the extension
 * (the core's period call `/orders/tariffs` offers one tariff of one item, a rental has several tools
 * and both hours and days) and the early end, the rentals' cancel flow.
 */
export const rentalActionsRoutes: FastifyPluginAsyncZod<{ actions: RentalOrderActions }> = async (app, { actions }) => {
  app.get(
    '/api/cabinet/v2/rental/orders/extension/periods',
    {
      schema: {
        tags,
        summary: 'Сроки продления проката (часы и сутки тарифов) с ценой, новым сроком возврата и тем, можно ли их купить сейчас',
        querystring: orderIdQuerySchema,
        response: { 200: dataEnvelope(extensionPeriodsSchema) },
      },
    },
    async (request) => {
      const { userId } = await request.requireSession();
      return { data: await actions.extensionPeriods(userId, request.query.id) };
    },
  );

  app.post(
    '/api/cabinet/v2/rental/orders/extension',
    {
      config: { idempotency: true },
      schema: {
        tags,
        summary:
          'Продлить прокат на срок тарифа и перейти к оплате: все инструменты, что ждут в ячейке или у вас. Инструмент занят ' +
          'сразу после вашей аренды — 409 CELL_TAKEN до оплаты; занят между расчётом и оплатой — деньги вернутся. ' +
          'Просроченный инструмент продлевается от момента оплаты',
        body: extensionRequestSchema,
        response: { 200: dataEnvelope(extensionAnswerSchema) },
      },
    },
    async (request) => {
      const { userId } = await request.requireSession();
      const { id, ...input } = request.body;
      return { data: await actions.extend(userId, id, input) };
    },
  );

  app.get(
    '/api/cabinet/v2/rental/orders/cancel/quality/statuses',
    {
      schema: {
        tags,
        summary: 'Как прошла аренда инструмента: оценки для досрочного завершения',
        response: { 200: dataEnvelope(z.object({ items: z.array(qualityStatusSchema) })) },
      },
    },
    async (request) => {
      await request.requireSession();
      return { data: { items: actions.qualityStatuses() } };
    },
  );

  app.get(
    '/api/cabinet/v2/rental/orders/cancel/calculation',
    {
      schema: {
        tags,
        summary:
          'Сколько вернём при досрочном завершении: целые неиспользованные часы или сутки после возврата инструмента ' +
          '(пока он у вас — как если бы вернули сейчас); не забранный инструмент — всё, что оплачено',
        querystring: orderIdQuerySchema,
        response: { 200: dataEnvelope(earlyEndCalculationSchema) },
      },
    },
    async (request) => {
      const { userId } = await request.requireSession();
      return { data: await actions.earlyEndCalculation(userId, request.query.id) };
    },
  );

  app.post(
    '/api/cabinet/v2/rental/orders/cancel',
    {
      config: { idempotency: true },
      schema: {
        tags,
        summary:
          'Завершить прокат досрочно, когда инструменты в постаматах: вернём неиспользованное время на карту, залог ' +
          'разблокируется, когда прокат завершится. Оценки необязательны',
        body: earlyEndRequestSchema,
        response: { 200: dataEnvelope(earlyEndStateSchema) },
      },
    },
    async (request) => {
      const { userId } = await request.requireSession();
      const { id, ...input } = request.body;
      return { data: await actions.endEarly(userId, id, input) };
    },
  );

  app.get(
    '/api/cabinet/v2/rental/orders/cancel/state',
    {
      schema: {
        tags,
        summary: 'Завершён ли прокат досрочно, когда и сколько вернём',
        querystring: orderIdQuerySchema,
        response: { 200: dataEnvelope(earlyEndStateSchema) },
      },
    },
    async (request) => {
      const { userId } = await request.requireSession();
      return { data: await actions.earlyEndState(userId, request.query.id) };
    },
  );
};
