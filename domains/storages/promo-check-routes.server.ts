import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Clock } from '../../lib/clock';
import { moscowDate } from '../../lib/moscow-calendar';
import { dataEnvelope } from '../../server/http/envelope';
import { promoCheckAnswerSchema } from '../orders/schema';
import type { OrdersService } from '../orders/service.server';
import { promoCheckSchema } from './booking-schema';

/** The booking page's promo code check: the code alone, or its discount on a cell's rental. */
export const storagePromoCheckRoutes: FastifyPluginAsyncZod<{ orders: OrdersService; clock: Clock }> = async (app, { orders, clock }) => {
  for (const url of ['/api/cabinet/v2/payments/promocodes', '/api/cabinet/v2/payments/promocodes/v2']) {
    app.post(
      url,
      {
        schema: {
          tags: ['orders'],
          summary: 'Проверить промокод',
          body: promoCheckSchema,
          response: { 200: dataEnvelope(promoCheckAnswerSchema) },
        },
      },
      async (request) => {
        const state = await request.authState();
        const b = request.body;
        const rental =
          b.slot_id && b.tariff_kind && b.period_code
            ? {
                choice: {
                  itemId: b.slot_id,
                  tariffKind: b.tariff_kind,
                  periodCode: b.period_code,
                  startDate: b.start_date ?? moscowDate(clock.now()),
                },
              }
            : undefined;
        return { data: await orders.checkPromo({ kind: 'storage', code: b.promo_code, userId: state.session?.userId ?? null, rental }) };
      },
    );
  }
};
