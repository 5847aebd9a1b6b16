import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dataEnvelope } from '../../server/http/envelope';
import { staffGrantSchema, staffRoleSchema } from './schema';
import type { StaffService } from './service.server';

/**
 * Sandbox only (registered with the outbox, never in production): what `npm run staff -- grant`
 * does, for a browser test whose server holds the embedded database. Anyone reading the sandbox
 * outbox can sign in as anyone already, so this opens nothing new there.
 */
export const staffSandboxRoutes: FastifyPluginAsyncZod<{ staff: StaffService }> = async (app, { staff }) => {
  app.post(
    '/api/dev/staff/grant',
    {
      schema: {
        tags: ['dev'],
        summary: 'Выдать роль сотрудника по телефону, как npm run staff (только песочница)',
        body: staffGrantSchema,
        response: { 200: dataEnvelope(z.object({ user_id: z.number().int(), roles: z.array(staffRoleSchema), changed: z.boolean() })) },
      },
    },
    async (request) => ({ data: await staff.grant(request.body.phone, request.body.role, { actorUserId: null, ip: request.ip }) }),
  );
};
