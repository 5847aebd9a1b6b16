import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../../lib/errors';
import type { OrdersService } from '../service.server';
import { dataEnvelope } from '../../../server/http/envelope';
import { calculateBodyOf, calculatePartOf, type CalculatePart } from './calculate-parts';
import { guestOrderDeleteSchema, guestOrderQuerySchema, orderPromoSchema, placeOrderSchema } from './order-schema';
import { payOrderAnswerSchema, quoteAnswerSchema, sharedOrderViewSchemaOf, type OrderViewPart } from './order-answers-schema';

const tags = ['orders'];

interface OrdersRoutesDeps {
  orders: OrdersService;
  /** Each product line's body of the calculate calls, in the order the document lists them. */
  calculateParts: readonly CalculatePart[];
  /** What each line's orders show of their item on these calls (its kind's `shown()`), declared by the line. */
  orderViews: readonly OrderViewPart[];
}

/** Заказы: price calculation, promo codes, paying again, guest orders. The product lines' own calls live with them. */
export const ordersRoutes: FastifyPluginAsyncZod<OrdersRoutesDeps> = async (app, { orders, calculateParts, orderViews }) => {
  const calculateBody = calculateBodyOf(calculateParts);
  const orderViewSchema = sharedOrderViewSchemaOf(orderViews);

  app.post(
    '/api/cabinet/v2/site/calculate',
    {
      schema: {
        tags,
        summary: 'Расчёт цены аренды (без входа)',
        body: calculateBody,
        response: { 200: dataEnvelope(quoteAnswerSchema) },
      },
    },
    async (request) => {
      const state = await request.authState();
      const asker = { userId: state.session?.userId ?? null, withBonuses: false };
      return { data: await orders.calculate(calculatePartOf(calculateParts, request.body).quote(request.body, asker)) };
    },
  );

  app.post(
    '/api/cabinet/v2/payments/calculate',
    {
      schema: {
        tags,
        summary: 'Расчёт цены аренды с бонусами (после входа)',
        body: calculateBody,
        response: { 200: dataEnvelope(quoteAnswerSchema) },
      },
    },
    async (request) => {
      const { userId } = await request.requireSession();
      const asker = { userId, withBonuses: true };
      return { data: await orders.calculate(calculatePartOf(calculateParts, request.body).quote(request.body, asker)) };
    },
  );

  app.post(
    '/api/cabinet/v2/orders/promocodes',
    {
      schema: {
        tags,
        summary: 'Применить промокод к неоплаченному заказу',
        body: orderPromoSchema,
        response: { 200: dataEnvelope(orderViewSchema) },
      },
    },
    async (request) => {
      const { userId } = await request.requireSession();
      const code = request.body.promo_code?.trim() ? request.body.promo_code : null;
      return { data: await orders.applyPromo(userId, request.body.order_id, code) };
    },
  );

  app.post(
    '/api/cabinet/v2/placeOrder',
    {
      config: { idempotency: true },
      schema: {
        tags,
        summary: 'Оплатить неоплаченный заказ (новая ссылка на оплату)',
        body: placeOrderSchema,
        response: { 200: dataEnvelope(payOrderAnswerSchema) },
      },
    },
    async (request) => {
      const { userId } = await request.requireSession();
      const header = request.headers['idempotency-key'];
      const key = typeof header === 'string' ? header : null;
      const { payment } = await orders.payOrder({ orderId: request.body.order_id, userId, idempotencyKey: key });
      return { data: { order_id: request.body.order_id, payment: { id: payment.id, confirmation_url: payment.confirmationUrl } } };
    },
  );

  // POST /api/cabinet/orders/guest lives with the line's booking call.

  app.get(
    '/api/cabinet/orders/guest',
    {
      schema: {
        tags,
        summary: 'Гостевой заказ по его ключу',
        querystring: guestOrderQuerySchema,
        response: { 200: dataEnvelope(orderViewSchema) },
      },
    },
    async (request) => {
      const order = await orders.guestOrderByToken(request.query.id, request.query.token);
      if (!order) throw new AppError('NOT_FOUND', { message: 'Заказ не найден' });
      return { data: order };
    },
  );

  app.delete(
    '/api/cabinet/orders/guest',
    {
      schema: {
        tags,
        summary: 'Отменить неоплаченный гостевой заказ',
        body: guestOrderDeleteSchema,
        response: { 200: dataEnvelope(orderViewSchema) },
      },
    },
    async (request) => ({ data: await orders.cancelGuestOrder(request.body.id, request.body.token) }),
  );
};
