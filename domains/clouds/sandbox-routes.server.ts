import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dataEnvelope } from '../../server/http/envelope';
import type { CloudsService } from './service.server';

/** Sandbox only (registered with the outbox, never in production): time travel for the browser journeys. */
export const cloudSandboxRoutes: FastifyPluginAsyncZod<{ sandbox: CloudsService['sandbox'] }> = async (app, { sandbox }) => {
  app.post(
    '/api/dev/clouds/requests/:id/today',
    {
      schema: {
        tags: ['dev'],
        summary: 'Перенести заявку в окно, начавшееся в этот час (только песочница)',
        params: z.object({ id: z.coerce.number().int().positive() }),
        response: { 200: dataEnvelope(z.object({ request_id: z.number().int(), window_id: z.number().int(), day: z.string() })) },
      },
    },
    async (request) => ({ data: await sandbox.bringRequestToToday(request.params.id) }),
  );
};
