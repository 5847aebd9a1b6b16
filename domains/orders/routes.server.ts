import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppServices } from '../../server/services.server';

/** Заказы: API routes. */
export const ordersRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (app, { services }) => {
  void app;
  void services;
};
