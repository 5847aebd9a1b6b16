import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppServices } from '../../server/services.server';

/** Платежи: API routes. */
export const paymentsRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (app, { services }) => {
  void app;
  void services;
};
