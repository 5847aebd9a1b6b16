import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DEFAULT_MAP_TILE_ATTRIBUTION_URL, DEFAULT_MAP_TILE_URL } from '../../lib/map-tiles';
import { dataEnvelope, pageEnvelope } from '../../server/http/envelope';
import { utmFromCookies } from '../../server/http/utm-cookies';
import type { ContentService, RequestOrigin } from './service.server';
import {
  appUrlLeadSchema,
  bannerSchema,
  callbackLeadSchema,
  faqItemSchema,
  faqListSchema,
  launchLeadSchema,
  leadResultSchema,
  more100LeadSchema,
  ofertaRequestSchema,
  ofertaSchema,
  publicNotificationSchema,
  rentalPenaltySchema,
  reviewGroupSchema,
  reviewResultSchema,
  sendReviewSchema,
  mapTilesSchema,
  warehouseReviewsQuerySchema,
  warehouseReviewsSchema,
} from './schema';

const tags = ['content'];

export interface ContentRouteOptions {
  content: ContentService;
  /** Per-IP ceiling of the calls that store something (reviews, leads), per minute. */
  storesPerIpMinute?: number;
}

/** IP, the signed-in user (if any) and the UTM values `page-requests` kept in cookies. */
async function originOf(request: FastifyRequest): Promise<RequestOrigin> {
  const state = await request.authState();
  return { ip: request.ip, userId: state.session?.userId ?? null, utm: utmFromCookies(request.cookies) };
}

export const contentRoutes: FastifyPluginAsyncZod<ContentRouteOptions> = async (app, { content, storesPerIpMinute = 5 }) => {
  const storeLimit = { rateLimit: { max: storesPerIpMinute, timeWindow: 60_000 } };

  app.get(
    '/api/reference/penalties/rental',
    { schema: { tags, summary: 'Штрафы проката инструментов', response: { 200: dataEnvelope(z.array(rentalPenaltySchema)) } } },
    async () => ({ data: await content.listRentalPenalties() }),
  );

  app.post(
    '/api/cabinet/v2/site/faq/list',
    {
      schema: {
        tags,
        summary: 'Вопросы и ответы: по разделу и поиску',
        body: faqListSchema,
        response: { 200: pageEnvelope(faqItemSchema) },
      },
    },
    async (request) => ({ data: await content.listFaq(request.body ?? {}) }),
  );

  app.get(
    '/api/cabinet/v2/site/feedbackForm/warehouseGroups',
    {
      schema: {
        tags,
        summary: 'Группы для формы отзыва: город и услуга (склады группы — когда подключены)',
        response: { 200: dataEnvelope(z.array(reviewGroupSchema)) },
      },
    },
    async () => ({ data: await content.listReviewGroups() }),
  );

  app.post(
    '/api/cabinet/v2/site/feedbackForm/sendReview',
    {
      config: storeLimit,
      schema: {
        tags,
        summary: 'Оставить отзыв (попадает на модерацию)',
        body: sendReviewSchema,
        response: { 200: dataEnvelope(reviewResultSchema) },
      },
    },
    async (request) => ({ data: await content.sendReview(request.body, await originOf(request)) }),
  );

  app.get(
    '/api/cabinet/v2/site/mapTiles',
    {
      schema: {
        tags,
        summary: 'Подложка карты складов: шаблон адреса тайлов (MAP_TILE_URL) и подпись источника',
        response: { 200: dataEnvelope(mapTilesSchema) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=3600');
      const env = app.services.env;
      return {
        data: {
          tile_url: env.MAP_TILE_URL,
          attribution: env.MAP_TILE_ATTRIBUTION,
          attribution_url: env.MAP_TILE_URL === DEFAULT_MAP_TILE_URL ? DEFAULT_MAP_TILE_ATTRIBUTION_URL : null,
        },
      };
    },
  );

  app.get(
    '/api/cabinet/v2/site/reviews/warehouse',
    {
      schema: {
        tags,
        summary: 'Одобренные отзывы склада: средняя оценка, количество и последние отзывы',
        querystring: warehouseReviewsQuerySchema,
        response: { 200: dataEnvelope(warehouseReviewsSchema) },
      },
    },
    async (request) => ({ data: await content.warehouseReviews(request.query.warehouse_id) }),
  );

  app.post(
    '/api/cabinet/site/leads/callback',
    {
      config: storeLimit,
      schema: { tags, summary: 'Заявка «Перезвоните мне»', body: callbackLeadSchema, response: { 200: dataEnvelope(leadResultSchema) } },
    },
    async (request) => ({ data: await content.callbackLead(request.body, await originOf(request)) }),
  );

  app.post(
    '/api/cabinet/site/leads/appUrl',
    {
      config: storeLimit,
      schema: {
        tags,
        summary: 'Ссылка на приложение по SMS (не больше 3 раз в сутки на номер)',
        body: appUrlLeadSchema,
        response: { 200: dataEnvelope(leadResultSchema) },
      },
    },
    async (request) => ({ data: await content.appUrlLead(request.body.phone, await originOf(request)) }),
  );

  app.post(
    '/api/cabinet/site/leads/more100',
    {
      config: storeLimit,
      schema: {
        tags,
        summary: 'Заявка бизнеса: больше 100 м² или много ячеек',
        body: more100LeadSchema,
        response: { 200: dataEnvelope(leadResultSchema) },
      },
    },
    async (request) => ({ data: await content.more100Lead(request.body, await originOf(request)) }),
  );

  app.post(
    '/api/cabinet/site/leads/launch',
    {
      config: storeLimit,
      schema: {
        tags,
        summary: 'Сообщить о запуске услуги, которая ещё не открыта (телефон или e-mail)',
        body: launchLeadSchema,
        response: { 200: dataEnvelope(leadResultSchema) },
      },
    },
    async (request) => ({ data: await content.launchLead(request.body, await originOf(request)) }),
  );

  app.get(
    '/api/cabinet/v2/site/banners',
    { schema: { tags, summary: 'Баннеры главной страницы, активные сейчас', response: { 200: dataEnvelope(z.array(bannerSchema)) } } },
    async () => ({ data: await content.listBanners() }),
  );

  app.get(
    '/api/cabinet/v2/shared-notifications/public',
    {
      schema: {
        tags,
        summary: 'Публичные сообщения сайта, активные сейчас (при ошибке сайт показывает пустой список)',
        response: { 200: dataEnvelope(z.array(publicNotificationSchema)) },
      },
    },
    async () => ({ data: await content.listPublicNotifications() }),
  );

  app.post(
    '/api/reference/oferta',
    {
      schema: {
        tags,
        summary: 'Ссылка на договор-оферту по виду услуги',
        body: ofertaRequestSchema,
        response: { 200: dataEnvelope(ofertaSchema) },
      },
    },
    async (request) => ({ data: content.oferta(request.body.type) }),
  );
};
