import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CloudsService } from './service.server';

// OWNER: replaced by the helper that builds this part.
export const cloudBookingRoutes: FastifyPluginAsyncZod<{ booking: CloudsService['booking'] }> = async () => {};
