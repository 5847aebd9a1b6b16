import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../../lib/errors';
import { dataEnvelope } from '../../../server/http/envelope';
import type { OrderCabinet, OrdersService } from '../../orders/service.server';
import { bookingAnswerSchema, orderDetailsSchema, orderIdQuerySchema } from '../../orders/schema';
import { RENTAL_KIND } from '../order-kind/rental-kind.server';
import {
  orderToolSchema,
  rentalBookingCancelQuerySchema,
  rentalBookingSchema,
  rentalOrderViewSchema,
  type RentalBookingBody,
} from './booking-schema';
import type { toolsOfOrder } from './order-tools.server';
import { z } from 'zod';

const tags = ['prokat'];

/** What a renter must have before the first rental: a verified passport (with the selfie) and a saved card. */
export interface RentalChecks {
  identityStatus(userId: number): Promise<string | null>;
  hasCard(userId: number): Promise<boolean>;
}

interface RentalBookingDeps {
  /** The tools an order booked (the prokat catalogue's `orderTools`). */
  orderTools: (orderId: number) => ReturnType<typeof toolsOfOrder>;
  orders: OrdersService;
  orderCabinet: Pick<OrderCabinet, 'details'>;
  checks: RentalChecks;
}

/** Refuses a renter without a verified passport or a saved card, saying which is missing. */
async function assertRentalChecks(checks: RentalChecks, userId: number) {
  const [identity, card] = await Promise.all([checks.identityStatus(userId), checks.hasCard(userId)]);
  if (identity === 'verified' && card) return;
  throw new AppError('RENTAL_CHECKS_MISSING', {
    details: { identity: identity ?? 'missing', card, identity_url: '/cabinet/profile/passport/', card_url: '/cabinet/payments/' },
  });
}

async function placeRental(deps: RentalBookingDeps, request: FastifyRequest, body: RentalBookingBody) {
  const { userId } = await request.requireSession();
  await assertRentalChecks(deps.checks, userId);
  const { promo_code: promoCode, use_bonuses: useBonuses, ...choice } = body;
  return deps.orders.place(RENTAL_KIND, { choice, promoCode, useBonuses: useBonuses ?? false, userId });
}

/** Прокат: бронь инструмента в постамате, оплата через общее ядро заказов, отмена неоплаченной брони. */
export const rentalBookingRoutes: FastifyPluginAsyncZod<RentalBookingDeps> = async (app, deps) => {
  const summary =
    'Забронировать инструмент в постамате на часы или сутки и начать оплату; нужен подтверждённый паспорт и привязанная карта (залог)';
  app.post(
    '/api/cabinet/v3/rental/tools/booking',
    {
      config: { idempotency: true },
      schema: { tags, summary, body: rentalBookingSchema, response: { 201: dataEnvelope(bookingAnswerSchema) } },
    },
    async (request, reply) => reply.code(201).send({ data: await placeRental(deps, request, request.body) }),
  );

  app.post(
    '/api/cabinet/site/rental/booking',
    {
      config: { idempotency: true },
      schema: { tags, summary: `${summary} (сайт)`, body: rentalBookingSchema, response: { 201: dataEnvelope(bookingAnswerSchema) } },
    },
    async (request, reply) => reply.code(201).send({ data: await placeRental(deps, request, request.body) }),
  );

  app.delete(
    '/api/cabinet/v3/rental/tools/booking',
    {
      schema: {
        tags,
        summary: 'Отменить неоплаченную бронь инструмента: ячейка освобождается сразу',
        querystring: rentalBookingCancelQuerySchema,
        response: { 200: dataEnvelope(rentalOrderViewSchema) },
      },
    },
    async (request) => {
      const { userId } = await request.requireSession();
      // An order of another line answers without the tool and the locker.
      return { data: { tool: null, postomat: null, ...(await deps.orders.cancelBooking(userId, request.query.order_id)) } };
    },
  );

  app.get(
    '/api/cabinet/v2/orders/rental',
    {
      schema: {
        tags,
        summary: 'Прокат в кабинете: постамат, период, цена, залог, инструменты заказа с ячейками, доступные действия, история',
        querystring: orderIdQuerySchema,
        response: { 200: dataEnvelope(orderDetailsSchema.extend({ tools: z.array(orderToolSchema) })) },
      },
    },
    async (request) => {
      const { userId } = await request.requireSession();
      const details = await deps.orderCabinet.details(userId, request.query.id);
      if (details.kind !== RENTAL_KIND) throw new AppError('NOT_FOUND', { message: 'Заказ не найден' });
      return { data: { ...details, tools: await deps.orderTools(details.id) } };
    },
  );
};
