import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dataEnvelope } from '../../../server/http/envelope';
import { fileAnswer } from '../../../server/http/non-json-answers';
import { itemPhotoHeaders } from './cabinet.server';
import {
  actDecisionBodySchema,
  actIdBodySchema,
  actOfRequestBodySchema,
  actSchema,
  actsQuerySchema,
  cloudItemsSchema,
  historyBodySchema,
  historySchema,
  itemsQuerySchema,
  orderRatingBodySchema,
  photoParamsSchema,
  requestPaymentBodySchema,
  requestPaymentSchema,
  requestRatingBodySchema,
  returnBodySchema,
} from './cabinet-schema';
import { fileDisposition } from '../../../lib/content-disposition';
import { requestSchema } from '../requests/request-schema';
import type { CloudsService } from '../service.server';

const tags = ['clouds'];

function pdfHeaders(filename: string): Record<string, string> {
  return {
    'content-type': 'application/pdf',
    'content-disposition': fileDisposition('attachment', filename, 'act.pdf'),
    'cache-control': 'private, no-store',
    'x-content-type-options': 'nosniff',
  };
}

/** The client's cabinet of the clouds line: items, acts, returns and their payment, ratings, history. */
export const cloudCabinetRoutes: FastifyPluginAsyncZod<{ cabinet: CloudsService['cabinet'] }> = async (app, { cabinet }) => {
  app.post(
    '/api/cabinet/v2/requests/history',
    {
      schema: {
        tags,
        summary: 'История заявок облачного хранения, новые первыми',
        body: historyBodySchema,
        response: { 200: dataEnvelope(historySchema) },
      },
    },
    async (request) => {
      const { userId } = await request.requireSession();
      return { data: await cabinet.history(userId, request.body) };
    },
  );

  app.get(
    '/api/cabinet/v2/clouds/items',
    {
      schema: {
        tags,
        summary: 'Вещи на хранении (с фото и статусом)',
        querystring: itemsQuerySchema,
        response: { 200: dataEnvelope(cloudItemsSchema) },
      },
    },
    async (request, reply) => {
      const { userId } = await request.requireSession();
      reply.header('cache-control', 'private, no-store');
      return { data: await cabinet.items(userId, request.query) };
    },
  );

  app.get(
    '/api/cabinet/v2/clouds/items/photos/:uuid',
    {
      schema: {
        tags,
        summary: 'Фото вещи: только её владельцу',
        params: photoParamsSchema,
        response: { 200: fileAnswer('Фото (JPEG)', 'image/jpeg') },
      },
    },
    async (request, reply) => {
      const { userId } = await request.requireSession();
      const bytes = await cabinet.photo(userId, request.params.uuid);
      for (const [name, value] of Object.entries(itemPhotoHeaders(bytes))) reply.header(name, value);
      return reply.send(bytes);
    },
  );

  app.post(
    '/api/cabinet/v2/clouds/returns',
    {
      schema: {
        tags,
        summary: 'Заявка на возврат вещей: окно, адрес в зоне доставки; доставку оплатить за 15 минут',
        body: returnBodySchema,
        response: { 201: dataEnvelope(requestSchema) },
      },
      config: { idempotency: true },
    },
    async (request, reply) => {
      const { userId } = await request.requireSession();
      const data = await cabinet.createReturn(userId, request.body);
      return reply.code(201).send({ data });
    },
  );

  app.post(
    '/api/cabinet/orders/request/payment',
    {
      schema: {
        tags,
        summary: 'Оплата доставки по заявке: ссылка на страницу оплаты',
        body: requestPaymentBodySchema,
        response: { 200: dataEnvelope(requestPaymentSchema) },
      },
      config: { idempotency: true },
    },
    async (request) => {
      const { userId } = await request.requireSession();
      return { data: await cabinet.payRequest(userId, request.body.request_id, request.body.use_bonuses) };
    },
  );

  app.get(
    '/api/cabinet/orders/acts',
    {
      schema: {
        tags,
        summary: 'Акты приёма вещей по заказу',
        querystring: actsQuerySchema,
        response: { 200: dataEnvelope(z.array(actSchema)) },
      },
    },
    async (request, reply) => {
      const { userId } = await request.requireSession();
      reply.header('cache-control', 'private, no-store');
      return { data: await cabinet.acts.list(userId, request.query.order_id) };
    },
  );

  app.put(
    '/api/cabinet/orders/acts',
    {
      schema: {
        tags,
        summary: 'Принять акт (пересчёт цены по замеру) или оспорить его с комментарием',
        body: actDecisionBodySchema,
        response: { 200: dataEnvelope(actSchema) },
      },
    },
    async (request) => {
      const { userId } = await request.requireSession();
      return { data: await cabinet.acts.decide(userId, request.body) };
    },
  );

  app.put(
    '/api/cabinet/orders/act/cloud/accept',
    {
      schema: {
        tags,
        summary: 'Принять акт: объём по замеру, доплата с карты или по ссылке, либо возврат разницы',
        body: actIdBodySchema,
        response: { 200: dataEnvelope(actSchema) },
      },
    },
    async (request) => {
      const { userId } = await request.requireSession();
      return { data: await cabinet.acts.accept(userId, request.body.act_id) };
    },
  );

  app.post(
    '/api/cabinet/orders/act',
    {
      schema: {
        tags,
        summary: 'Акт приёма вещей по заявке в PDF',
        body: actOfRequestBodySchema,
        response: { 200: fileAnswer('Акт', 'application/pdf') },
      },
    },
    async (request, reply) => {
      const { userId } = await request.requireSession();
      const { body, filename } = await cabinet.acts.pdfOfRequest(userId, request.body.request_id);
      for (const [name, value] of Object.entries(pdfHeaders(filename))) reply.header(name, value);
      return reply.send(body);
    },
  );

  app.post(
    '/api/cabinet/orders/acts/download',
    {
      schema: {
        tags,
        summary: 'Акт приёма вещей в PDF по его номеру',
        body: actIdBodySchema,
        response: { 200: fileAnswer('Акт', 'application/pdf') },
      },
    },
    async (request, reply) => {
      const { userId } = await request.requireSession();
      const { body, filename } = await cabinet.acts.pdfById(userId, request.body.act_id);
      for (const [name, value] of Object.entries(pdfHeaders(filename))) reply.header(name, value);
      return reply.send(body);
    },
  );

  app.post(
    '/api/cabinet/request/rating',
    {
      schema: {
        tags,
        summary: 'Оценка завершённой заявки (один раз)',
        body: requestRatingBodySchema,
        response: { 200: dataEnvelope(requestSchema) },
      },
    },
    async (request) => {
      const { userId } = await request.requireSession();
      const { request_id, rating, comment } = request.body;
      return { data: await cabinet.rate(userId, request_id, rating, comment) };
    },
  );

  app.post(
    '/api/cabinet/v2/orders/rating/send',
    {
      schema: {
        tags,
        summary: 'Оценка последней завершённой и ещё не оценённой заявки заказа',
        body: orderRatingBodySchema,
        response: { 200: dataEnvelope(requestSchema) },
      },
    },
    async (request) => {
      const { userId } = await request.requireSession();
      const { order_id, rating, comment } = request.body;
      return { data: await cabinet.rateOrder(userId, order_id, rating, comment) };
    },
  );
};
