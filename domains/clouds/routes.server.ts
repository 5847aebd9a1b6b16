import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cloudBookingRoutes } from './booking/booking-routes.server';
import { cloudCabinetRoutes } from './cabinet/cabinet-routes.server';
import { cloudConsoleRoutes } from './console/console-routes.server';
import type { CloudsService } from './service.server';
import type { ContentService } from '../content/service.server';

/** Every call of the clouds line: the site and checkout, the staff console, the client's cabinet. */
export const cloudsRoutes: FastifyPluginAsyncZod<{ clouds: CloudsService; content: ContentService }> = async (app, { clouds, content }) => {
  await app.register(cloudBookingRoutes, { booking: clouds.booking, leads: content });
  await app.register(cloudConsoleRoutes, { requests: clouds.requests });
  await app.register(cloudCabinetRoutes, { cabinet: clouds.cabinet });
};
