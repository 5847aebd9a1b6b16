import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dataEnvelope } from '../../../server/http/envelope';
import type { RentalLateness } from './lateness.server';

/** Sandbox only (registered with the outbox, never in production): time travel for a tool rental's lateness. */
export const latenessSandboxRoutes: FastifyPluginAsyncZod<{
  lateness: RentalLateness;
  ownsOrder: (userId: number, orderId: number) => Promise<boolean>;
  chargeDue: () => Promise<unknown>;
}> = async (app, { lateness, ownsOrder, chargeDue }) => {
  app.post(
    '/api/dev/prokat/orders/:id/late',
    {
      schema: {
        tags: ['dev'],
        summary: 'Сдвинуть часы аренды инструментов назад на N часов и начислить штрафы за просрочку (только песочница)',
        params: z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) }),
        body: z.object({
          hours: z
            .number()
            .int()
            .min(1)
            .max(24 * 30),
        }),
        response: { 200: dataEnvelope(z.object({ shifted: z.number().int(), fined: z.number().int() })) },
      },
    },
    async (request) => {
      const { userId } = await request.requireSession();
      if (!(await ownsOrder(userId, request.params.id))) return { data: { shifted: 0, fined: 0 } };
      const shifted = await lateness.sandboxShiftBack(request.params.id, request.body.hours);
      const { fined } = await lateness.run();
      await chargeDue();
      return { data: { shifted, fined } };
    },
  );
};
