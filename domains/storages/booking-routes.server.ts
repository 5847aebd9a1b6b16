import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/errors';
import type { ConsumedTicket } from '../auth/tickets.server';
import { dataEnvelope, pageEnvelope } from '../../server/http/envelope';
import { bookingAnswerSchema } from '../orders/schema';
import type { Clock } from '../../lib/clock';
import type { AuthService } from '../auth/service.server';
import type { OrdersService } from '../orders/service.server';
import type { CellBookings } from './booking.server';
import type { StorageCatalogue } from './catalogue.server';
import { alternativeCellSchema, cellPeriodsAnswerSchema, storageOrderViewSchema } from './booking-answers-schema';
import {
  bookingCancelSchema,
  cellIdQuerySchema,
  otherSlotQuerySchema,
  storageBookingSchema,
  updateSlotSchema,
  type StorageBookingBody,
} from './booking-schema';

const tags = ['storages'];
/** Cookie with a guest order's secret, read by /guest/storages/success/. */
export const GUEST_ORDER_COOKIE = 'guest_order_';
const GUEST_COOKIE_MAX_AGE = 30 * 24 * 3600;

interface StorageBookingDeps {
  orders: OrdersService;
  cellBookings: CellBookings;
  catalogue: StorageCatalogue;
  auth: AuthService;
  clock: Clock;
  secureCookies: boolean;
}

/**
 * Places a storage booking for the caller: the signed-in user, or a guest whose phone was
 * confirmed by code (confirmation_token). Shared by the booking and the guest order routes.
 */
async function placeStorageBooking(
  deps: StorageBookingDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  body: StorageBookingBody,
  mode: 'any' | 'guest',
) {
  const state = await request.authState();
  const userId = mode === 'guest' ? null : (state.session?.userId ?? null);
  let guestPhone: string | null = null;
  let confirmation: ConsumedTicket | null = null;
  const token = body.confirmation_token ?? null;
  if (userId === null) {
    if (!token) {
      if (mode === 'any') await request.requireSession();
      throw new AppError('VALIDATION_ERROR', { fields: { confirmation_token: 'Подтвердите номер телефона кодом из SMS' } });
    }
    // Used up before booking, so one confirmation places one order; given back if the booking fails.
    confirmation = await deps.auth.tickets.consume('phone_confirmation', token);
    const phone = typeof confirmation?.payload.phone === 'string' ? confirmation.payload.phone : null;
    if (!phone) {
      await confirmation?.release();
      throw new AppError('VALIDATION_ERROR', {
        message: 'Подтверждение телефона истекло или уже использовано. Запросите код ещё раз',
        fields: { confirmation_token: 'Подтверждение телефона истекло или уже использовано. Запросите код ещё раз' },
      });
    }
    guestPhone = phone;
  }
  const booked = deps.orders.place('storage', {
    choice: { itemId: body.slot_id, tariffKind: body.tariff_kind, periodCode: body.period_code, startDate: body.start_date },
    promoCode: body.promo_code,
    useBonuses: userId !== null && (body.use_bonuses ?? false),
    autoRenewal: body.auto_renewal,
    paymentMethod: body.payment_method,
    companyUuid: body.company_uuid,
    userId,
    guestPhone,
  });
  const result = await booked.catch(async (error: unknown) => {
    await confirmation?.release();
    throw error;
  });
  if (guestPhone && token) {
    reply.setCookie(`${GUEST_ORDER_COOKIE}${result.order_id}`, result.guest_token!, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: deps.secureCookies,
      maxAge: GUEST_COOKIE_MAX_AGE,
    });
  }
  return reply.code(201).send({ data: result });
}

/** Бронирование ячеек: API routes. */
export const storageBookingRoutes: FastifyPluginAsyncZod<StorageBookingDeps> = async (app, deps) => {
  const { orders, cellBookings, catalogue, clock } = deps;

  app.get(
    '/api/cabinet/site/storages/get-periods',
    {
      schema: {
        tags,
        summary: 'Сроки аренды ячейки по тарифам, с ценами',
        querystring: cellIdQuerySchema,
        response: { 200: dataEnvelope(cellPeriodsAnswerSchema) },
      },
    },
    async (request) => ({ data: await orders.periodsFor('storage', request.query.id) }),
  );

  app.get(
    '/api/cabinet/site/storages/get-slots',
    {
      schema: {
        tags,
        summary: 'Свободные на выбранные даты ячейки того же размера на этом складе (по умолчанию — месяц с сегодня)',
        querystring: otherSlotQuerySchema,
        response: { 200: pageEnvelope(alternativeCellSchema) },
      },
    },
    async (request) => {
      const { id, start_date: startDate, tariff_kind: tariffKind, period_code: periodCode } = request.query;
      const stay = await catalogue.stay({ startDate, tariffKind, periodCode }, { strict: true });
      const items = await cellBookings.sameWarehouseFree(id, stay ?? cellBookings.dates.catalogueWindow(clock.now()));
      return { data: { items, count: items.length } };
    },
  );

  app.get(
    '/api/cabinet/site/storages/cancel/get-other-slot',
    {
      schema: {
        tags,
        summary: 'Ближайшие свободные ячейки того же размера (этот склад, затем город)',
        querystring: otherSlotQuerySchema,
        response: { 200: pageEnvelope(alternativeCellSchema) },
      },
    },
    async (request) => {
      const { id, start_date: startDate, tariff_kind: kind, period_code: periodCode } = request.query;
      const now = clock.now();
      let range = cellBookings.dates.catalogueWindow(now);
      if (startDate && kind && periodCode) {
        const quote = await orders.calculate({
          kind: 'storage',
          choice: { itemId: id, tariffKind: kind, periodCode, startDate },
          userId: null,
        });
        range = { from: new Date(quote.starts_at), to: new Date(quote.ends_at) };
      } else if (startDate) {
        range = cellBookings.dates.rentalRange(startDate, 'daily', 1);
      }
      const items = await cellBookings.alternatives(id, range, 10);
      return { data: { items, count: items.length } };
    },
  );

  app.post(
    '/api/cabinet/site/storages/update-slot',
    {
      schema: {
        tags,
        summary: 'Перенести неоплаченную бронь в другую свободную ячейку того же размера',
        body: updateSlotSchema,
        response: { 200: dataEnvelope(storageOrderViewSchema) },
      },
    },
    async (request) => {
      const { userId } = await request.requireSession();
      return { data: await orders.updateSlot(userId, request.body.order_id, request.body.slot_id) };
    },
  );

  app.post(
    '/api/cabinet/site/storages/booking',
    {
      config: { idempotency: true },
      schema: {
        tags,
        summary: 'Забронировать ячейку и начать оплату (или выставить счёт)',
        body: storageBookingSchema,
        response: { 201: dataEnvelope(bookingAnswerSchema) },
      },
    },
    async (request, reply) => placeStorageBooking(deps, request, reply, request.body, 'any'),
  );

  app.post(
    '/api/cabinet/orders/guest',
    {
      config: { idempotency: true },
      schema: {
        tags,
        summary: 'Гостевой заказ ячейки по подтверждённому телефону',
        body: storageBookingSchema,
        response: { 201: dataEnvelope(bookingAnswerSchema) },
      },
    },
    async (request, reply) => placeStorageBooking(deps, request, reply, request.body, 'guest'),
  );

  app.post(
    '/api/cabinet/site/storages/booking-cancel',
    {
      schema: {
        tags,
        summary: 'Отменить неоплаченную бронь',
        body: bookingCancelSchema,
        response: { 200: dataEnvelope(storageOrderViewSchema) },
      },
    },
    async (request) => {
      const { userId } = await request.requireSession();
      return { data: await orders.cancelBooking(userId, request.body.order_id) };
    },
  );
};
