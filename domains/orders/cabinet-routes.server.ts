import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppServices } from '../../server/services.server';

/** Заказы в кабинете: API routes. */
export const orderCabinetRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (app, { services }) => {
  void app;
  void services;
};
