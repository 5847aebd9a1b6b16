import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppServices } from '../../server/services.server';

/** Бронирование ячеек: API routes. */
export const storageBookingRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (app, { services }) => {
  void app;
  void services;
};
