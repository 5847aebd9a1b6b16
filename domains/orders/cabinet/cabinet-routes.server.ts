import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dataEnvelope, pageEnvelope } from '../../../server/http/envelope';
import {
  autoRenewalSchema,
  extendResultSchema,
  guestOrderSchema,
  orderIdQuerySchema,
  orderListItemSchema,
  orderListQuerySchema,
  organizationChangeSchema,
  paymentMethodSchema,
  settingsResultSchema,
  tariffChangeSchema,
  tariffPriceSchema,
  orderCommentSchema,
  usingBonusesSchema,
} from './cabinet-schema';
import { cancelRoutes } from '../cancel/cancel-routes.server';
import { orderAccessContractRoutes, type ContractSigningDeps } from '../access/contract-routes.server';
import type { OrderCabinet } from './cabinet.server';
import { orderFilesRoutes } from '../files/files-routes.server';
import { orderAccessGrantRoutes } from '../access/grants-routes.server';
import { orderRatingSchema, ratingSendSchema } from '../rating/rating-schema';

const tags = ['orders'];

/** Заказы в кабинете: API routes. Every call needs a session and sees only the user's own orders. */
export const orderCabinetRoutes: FastifyPluginAsyncZod<{ orderCabinet: OrderCabinet; signing: ContractSigningDeps }> = async (
  app,
  { orderCabinet: cabinet, signing },
) => {
  app.addHook('onSend', async (request, reply) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'private, no-store');
  });

  app.get(
    '/api/cabinet/v2/orders/list-v2',
    {
      schema: {
        tags,
        summary:
          'Мои заказы одного вида по группам: active, awaiting_payment, finished (неоплаченные после брони ' +
          '— в finished как «Бронь истекла»)',
        querystring: orderListQuerySchema,
        response: { 200: pageEnvelope(orderListItemSchema) },
      },
    },
    async (request) => {
      const { userId } = await request.requireSession();
      return { data: await cabinet.list(userId, request.query) };
    },
  );

  app.put(
    '/api/cabinet/v2/orders/autoRenewal',
    { schema: { tags, summary: 'Автопродление заказа', body: autoRenewalSchema, response: { 200: dataEnvelope(settingsResultSchema) } } },
    async (request) => {
      const { userId } = await request.requireSession();
      return { data: await cabinet.setAutoRenewal(userId, request.body.id, request.body.auto_renewal) };
    },
  );

  app.post(
    '/api/cabinet/orders/comment/update',
    {
      schema: {
        tags,
        summary: 'Комментарий к заказу для сотрудников склада',
        body: orderCommentSchema,
        response: { 200: dataEnvelope(settingsResultSchema) },
      },
    },
    async (request) => {
      const { userId } = await request.requireSession();
      return { data: await cabinet.setComment(userId, request.body.id, request.body.comment) };
    },
  );

  app.put(
    '/api/cabinet/v2/orders/usingBonuses',
    {
      schema: {
        tags,
        summary: 'Оплачивать продление бонусами',
        body: usingBonusesSchema,
        response: { 200: dataEnvelope(settingsResultSchema) },
      },
    },
    async (request) => {
      const { userId } = await request.requireSession();
      return { data: await cabinet.setUsingBonuses(userId, request.body.id, request.body.using_bonuses) };
    },
  );

  app.put(
    '/api/cabinet/v2/orders/payment-method',
    {
      schema: {
        tags,
        summary: 'Способ оплаты заказа: карта (своя сохранённая или карта по умолчанию) или счёт',
        body: paymentMethodSchema,
        response: { 200: dataEnvelope(settingsResultSchema) },
      },
    },
    async (request) => {
      const { userId } = await request.requireSession();
      const { id, payment_method, card_uuid } = request.body;
      return { data: await cabinet.setPaymentMethod(userId, id, payment_method, card_uuid) };
    },
  );

  app.post(
    '/api/cabinet/v2/orders/organization/change',
    {
      schema: {
        tags,
        summary: 'Компания, на которую оформлен заказ (только своя), или null — на себя',
        body: organizationChangeSchema,
        response: { 200: dataEnvelope(settingsResultSchema) },
      },
    },
    async (request) => {
      const { userId } = await request.requireSession();
      return { data: await cabinet.changeOrganization(userId, request.body.id, request.body.company_uuid) };
    },
  );

  app.get(
    '/api/cabinet/v2/orders/tariffs/prices',
    {
      schema: {
        tags,
        summary: 'Сроки, на которые можно продлить заказ, с ценами',
        querystring: orderIdQuerySchema,
        response: { 200: dataEnvelope(z.object({ items: z.array(tariffPriceSchema) })) },
      },
    },
    async (request) => {
      const { userId } = await request.requireSession();
      return { data: { items: await cabinet.tariffPrices(userId, request.query.id) } };
    },
  );

  app.post(
    '/api/cabinet/v2/orders/tariffs',
    {
      config: { idempotency: true },
      schema: {
        tags,
        summary: 'Срок следующего продления; с extend=true — оплатить продление сейчас (ответ: ссылка на оплату)',
        body: tariffChangeSchema,
        response: {
          200: dataEnvelope(
            z.object({ settings: settingsResultSchema, payment: extendResultSchema.nullable(), confirmation_url: z.string().nullable() }),
          ),
        },
      },
    },
    async (request) => {
      const { userId } = await request.requireSession();
      const { id, period_code, extend } = request.body;
      const result = await cabinet.setTariff(userId, id, period_code, extend === true);
      const payment = result.payment
        ? { payment_id: result.payment.id, confirmation_url: result.payment.confirmationUrl, status: result.payment.status }
        : null;
      return { data: { settings: result.settings, payment, confirmation_url: payment?.confirmation_url ?? null } };
    },
  );

  app.get(
    '/api/cabinet/v2/orders/guest/list',
    {
      schema: {
        tags,
        summary: 'Оплаченные гостевые заказы с телефоном пользователя, ещё не привязанные к аккаунту',
        response: { 200: dataEnvelope(z.object({ items: z.array(guestOrderSchema) })) },
      },
    },
    async (request) => {
      const { userId } = await request.requireSession();
      return { data: { items: await cabinet.guestOrders(userId) } };
    },
  );

  app.post(
    '/api/cabinet/v2/orders/guest/claim',
    {
      schema: {
        tags,
        summary: 'Привязать к аккаунту оплаченные гостевые заказы с телефоном пользователя',
        response: { 200: dataEnvelope(z.object({ order_ids: z.array(z.number().int()) })) },
      },
    },
    async (request) => {
      const { userId } = await request.requireSession();
      return { data: { order_ids: await cabinet.claimGuestOrders(userId) } };
    },
  );

  app.post(
    '/api/cabinet/orders/rating/send',
    {
      schema: {
        tags,
        summary:
          'Оценить завершённый заказ любого вида (только владелец): 1–5 звёзд и комментарий. Один раз: ' +
          'повтор — ORDER_ALREADY_RATED, незавершённый заказ — ORDER_NOT_RATABLE',
        body: ratingSendSchema,
        response: { 200: dataEnvelope(orderRatingSchema) },
      },
    },
    async (request) => {
      const { userId } = await request.requireSession();
      return { data: await cabinet.ratings.send(userId, request.body) };
    },
  );

  await app.register(cancelRoutes, { cancel: cabinet.cancel });
  await app.register(orderFilesRoutes, { files: cabinet.files });
  await app.register(orderAccessContractRoutes, { orderCabinet: cabinet, signing });
  await app.register(orderAccessGrantRoutes, { grants: cabinet.grants });
};
