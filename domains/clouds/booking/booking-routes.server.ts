import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dataEnvelope } from '../../../server/http/envelope';
import { utmFromCookies } from '../../../server/http/utm-cookies';
import { requestSchema } from '../requests/request-schema';
import {
  cloudBackAnswerSchema,
  cloudBackSchema,
  cloudCheckoutAnswerSchema,
  cloudCheckoutSchema,
  cloudOrderQuerySchema,
  cloudOrderSchema,
  cloudSiteAnswerSchema,
  cloudSiteQuerySchema,
  cloudSlotSchema,
  cloudCancelSchema,
  cloudCancelAnswerSchema,
  cloudTariffSchema,
  cloudTariffsQuerySchema,
  cloudWarehouseQuerySchema,
  monthsAndDaysSchema,
} from './booking-schema';
import { z } from 'zod';
import type { CloudsService } from '../service.server';
import type { ContentService } from '../../content/service.server';

const tags = ['clouds'];

/** The site's public reads: shared caches may keep them briefly (prices and windows change by the minute at most). */
const PUBLIC_CACHE = 'public, max-age=60';
/** Free windows change with every booking: a short cache only. */
const WINDOWS_CACHE = 'public, max-age=15';
/**
 * Per-IP ceilings like the site's other public calls: the reads under the global limit (as the
 * catalogue's), a stored callback request 5 a minute (as the content domain's leads).
 */
const storeLimit = { rateLimit: { max: 5, timeWindow: 60_000 } };

/** Облачное хранение: the calculator's reads, the checkout, the order and the window change. */
export const cloudBookingRoutes: FastifyPluginAsyncZod<{
  booking: CloudsService['booking'];
  /** The callback request of «Вернуть вещи» is the content domain's lead. */
  leads: Pick<ContentService, 'callbackLead'>;
}> = async (app, { booking, leads }) => {
  app.get(
    '/api/cabinet/site/clouds',
    {
      schema: {
        tags,
        summary: 'Облачное хранение: склады, объёмы, оценки вещей',
        querystring: cloudSiteQuerySchema,
        response: { 200: dataEnvelope(cloudSiteAnswerSchema) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', PUBLIC_CACHE);
      return { data: await booking.site(request.query.city_id) };
    },
  );

  app.get(
    '/api/cabinet/v2/site/slots/tariffs',
    {
      schema: {
        tags,
        summary: 'Цены облачного хранения объёма на каждый срок',
        querystring: cloudTariffsQuerySchema,
        response: { 200: dataEnvelope(z.array(cloudTariffSchema)) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', PUBLIC_CACHE);
      return { data: await booking.tariffs(request.query.id, request.query.volume) };
    },
  );

  app.get(
    '/api/cabinet/v2/site/slots/months-and-days',
    {
      schema: {
        tags,
        summary: 'Окна приезда грузчиков по месяцам и дням',
        querystring: cloudWarehouseQuerySchema,
        response: { 200: dataEnvelope(monthsAndDaysSchema) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', WINDOWS_CACHE);
      return { data: await booking.monthsAndDays(request.query.id) };
    },
  );

  for (const url of ['/api/cabinet/site/clouds/back', '/api/cabinet/v2/site/clouds/back']) {
    app.post(
      url,
      {
        config: storeLimit,
        schema: {
          tags,
          summary: 'Облачное хранение: перезвоните мне (или ссылка на своё облако)',
          body: cloudBackSchema,
          response: { 200: dataEnvelope(cloudBackAnswerSchema) },
        },
      },
      async (request) => {
        const state = await request.authState();
        const userId = state.session?.userId ?? null;
        const orderId = userId === null ? null : await booking.storingOrderOf(userId);
        if (orderId !== null) return { data: { accepted: true as const, path: `/cabinet/subscriptions/clouds/${orderId}/` } };
        await leads.callbackLead(
          {
            phone: request.body.phone,
            name: request.body.name ?? undefined,
            comment: request.body.comment ?? undefined,
            service: 'clouds',
          },
          { ip: request.ip, userId, utm: utmFromCookies(request.cookies) },
        );
        return { data: { accepted: true as const, path: null } };
      },
    );
  }

  app.post(
    '/api/cabinet/v2/orders/clouds',
    {
      config: { idempotency: true },
      schema: {
        tags,
        summary: 'Оформить облачное хранение: окно грузчиков, адрес и оплата',
        body: cloudCheckoutSchema,
        response: { 201: dataEnvelope(cloudCheckoutAnswerSchema) },
      },
    },
    async (request, reply) => {
      const { userId } = await request.requireSession();
      const result = await booking.checkout(userId, request.body);
      return reply.code(201).send({ data: result });
    },
  );

  app.get(
    '/api/cabinet/v2/orders/clouds',
    {
      schema: {
        tags,
        summary: 'Заказ облачного хранения владельца',
        querystring: cloudOrderQuerySchema,
        response: { 200: dataEnvelope(cloudOrderSchema) },
      },
    },
    async (request, reply) => {
      const { userId } = await request.requireSession();
      reply.header('cache-control', 'private, no-store');
      return { data: await booking.cloudOrder(userId, request.query.id) };
    },
  );

  app.post(
    '/api/cabinet/v2/orders/clouds/slot',
    {
      schema: {
        tags,
        summary: 'Изменить окно приезда грузчиков (не позже чем за 4 часа)',
        body: cloudSlotSchema,
        response: { 200: dataEnvelope(requestSchema) },
      },
    },
    async (request) => {
      const { userId } = await request.requireSession();
      return { data: await booking.changeSlot(userId, request.body.request_id, request.body.window_id) };
    },
  );

  app.post(
    '/api/cabinet/v2/orders/clouds/cancel',
    {
      schema: {
        tags,
        summary: 'Отменить облачный заказ до вывоза (не позже чем за 4 часа): оплата вернётся на карту, баллы — на счёт',
        body: cloudCancelSchema,
        response: { 200: dataEnvelope(cloudCancelAnswerSchema) },
      },
    },
    async (request) => {
      const { userId } = await request.requireSession();
      return { data: await booking.cancel(userId, request.body.order_id) };
    },
  );
};
