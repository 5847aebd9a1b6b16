import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pageEnvelope } from '../../../server/http/envelope';
import { staffOnly } from '../../../server/plugins/staff';
import type { StaffRole } from '../../staff/schema';
import { adminRatingQuerySchema, adminRatingSchema } from './rating-schema';
import type { OrderRatings } from './ratings.server';

/** Operators and support read the customers' ratings (admin passes every check). */
export const RATING_READERS: StaffRole[] = ['operator', 'support'];

/** The console's «Оценки заказов»: the customers' ratings of finished orders, newest first. */
export const ratingAdminRoutes: FastifyPluginAsyncZod<{ ratings: OrderRatings }> = async (app, { ratings }) => {
  app.get(
    '/api/admin/orders/ratings',
    {
      onRequest: staffOnly(...RATING_READERS),
      schema: {
        tags: ['admin'],
        summary: 'Оценки завершённых заказов: новые сверху, с видом заказа и клиентом',
        querystring: adminRatingQuerySchema,
        response: { 200: pageEnvelope(adminRatingSchema) },
      },
    },
    async (request) => ({ data: await ratings.staffList(request.query) }),
  );
};
