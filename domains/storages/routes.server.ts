import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppServices } from '../../server/services.server';

/** Каталог складов: API routes. */
export const storagesRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (app, { services }) => {
  void app;
  void services;
};
