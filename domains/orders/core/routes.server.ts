import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../../lib/errors';
import type { Clock } from '../../../lib/clock';
import { addDays, moscowDate } from '../../../lib/moscow-calendar';
import type { OrdersService } from '../service.server';
import { storageCalculateSchema } from '../../storages/schema';
import { cloudCalculateSchema } from '../../clouds/schema';
import { dataEnvelope } from '../../../server/http/envelope';
import { guestOrderDeleteSchema, guestOrderQuerySchema, orderPromoSchema, placeOrderSchema, promoCheckSchema } from './order-schema';
import { payOrderAnswerSchema, promoCheckAnswerSchema, quoteAnswerSchema, orderViewSchema } from './order-answers-schema';

const tags = ['orders'];

/** Заказы: price calculation, promo codes, paying again, guest orders. */
export const ordersRoutes: FastifyPluginAsyncZod<{ orders: OrdersService; clock: Clock }> = async (app, { orders, clock }) => {
  const today = () => moscowDate(clock.now());
  /**
   * The calculate body of either line, told apart by `product_mark`: a cloud's warehouse and volume
   * (`CLOUD`), else a storage cell (no mark, or `STORAGE`); a refusal names the fields of its own line.
   */
  const calculateBody = z.discriminatedUnion(
    'product_mark',
    [cloudCalculateSchema, storageCalculateSchema.extend({ product_mark: z.literal('STORAGE').optional() })],
    { error: 'product_mark: CLOUD — облачное хранение, без него или STORAGE — ячейка склада' },
  );
  /** The quote of either line: a guest's without bonuses, a signed-in person's with them when asked. */
  const anyQuote = (b: z.infer<typeof calculateBody>, userId: number | null, useBonuses: boolean) =>
    b.product_mark === 'CLOUD' ? cloudQuote(b, userId, useBonuses) : storageQuote(b, userId, useBonuses);
  /** A cloud's quote needs no booked row: the order core builds a draft space of the warehouse and volume. */
  const cloudQuote = (b: z.infer<typeof cloudCalculateSchema>, userId: number | null, useBonuses: boolean) => ({
    kind: 'cloud',
    itemId: 0,
    draft: { warehouseId: b.warehouse_id, volumeLiters: Math.round(b.volume * 1000) },
    tariffKind: 'monthly' as const,
    periodCode: b.period_code,
    startDate: addDays(today(), 1),
    promoCode: b.promo_code,
    useBonuses,
    userId,
  });
  const storageQuote = (b: z.infer<typeof storageCalculateSchema>, userId: number | null, useBonuses: boolean) => ({
    kind: 'storage',
    itemId: b.slot_id,
    tariffKind: b.tariff_kind,
    periodCode: b.period_code,
    startDate: b.start_date ?? today(),
    promoCode: b.promo_code,
    useBonuses,
    userId,
  });

  app.post(
    '/api/cabinet/v2/site/calculate',
    {
      schema: {
        tags,
        summary: 'Расчёт цены аренды ячейки или облачного хранения (без входа)',
        body: calculateBody,
        response: { 200: dataEnvelope(quoteAnswerSchema) },
      },
    },
    async (request) => {
      const state = await request.authState();
      return { data: await orders.calculate(anyQuote(request.body, state.session?.userId ?? null, false)) };
    },
  );

  app.post(
    '/api/cabinet/v2/payments/calculate',
    {
      schema: {
        tags,
        summary: 'Расчёт цены аренды с бонусами (после входа)',
        body: storageCalculateSchema,
        response: { 200: dataEnvelope(quoteAnswerSchema) },
      },
    },
    async (request) => {
      const { userId } = await request.requireSession();
      return {
        data: await orders.calculate(storageQuote(request.body, userId, request.body.use_bonuses ?? false)),
      };
    },
  );

  for (const url of ['/api/cabinet/v2/payments/promocodes', '/api/cabinet/v2/payments/promocodes/v2']) {
    app.post(
      url,
      { schema: { tags, summary: 'Проверить промокод', body: promoCheckSchema, response: { 200: dataEnvelope(promoCheckAnswerSchema) } } },
      async (request) => {
        const state = await request.authState();
        const b = request.body;
        const rental =
          b.slot_id && b.tariff_kind && b.period_code
            ? { itemId: b.slot_id, tariffKind: b.tariff_kind, periodCode: b.period_code, startDate: b.start_date ?? today() }
            : undefined;
        return { data: await orders.checkPromo({ kind: 'storage', code: b.promo_code, userId: state.session?.userId ?? null, rental }) };
      },
    );
  }

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

  // POST /api/cabinet/orders/guest lives with the booking call in domains/storages/booking-routes.server.ts.

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
