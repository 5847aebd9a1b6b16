import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dataEnvelope } from '../../../server/http/envelope';
import { staffOnly } from '../../../server/plugins/staff';
import { fineViewSchema, type FineView } from '../../orders/schema';
import type { createDamageFines } from './damage-fines.server';
import { damageFineBodySchema, staffFineCodeSchema } from './damage-schema';

const SETTERS = ['operator', 'storekeeper'] as const;

/** The console's fines for returned tools: the codes staff may set and setting one (an operator decides it). */
export const damageFineRoutes: FastifyPluginAsyncZod<{ fines: ReturnType<typeof createDamageFines<FineView>> }> = async (
  app,
  { fines },
) => {
  app.get(
    '/api/admin/prokat/fines/codes',
    {
      onRequest: staffOnly(...SETTERS),
      schema: {
        tags: ['admin'],
        summary: 'Штрафы, которые назначает сотрудник после проверки возврата: по таблице штрафов проката',
        response: { 200: dataEnvelope(z.array(staffFineCodeSchema)) },
      },
    },
    async () => ({ data: await fines.codes() }),
  );

  app.post(
    '/api/admin/prokat/fines',
    {
      onRequest: staffOnly(...SETTERS),
      schema: {
        tags: ['admin'],
        summary: 'Назначить штраф за инструмент заказа (повреждение, утеря, чистка): ждёт решения оператора',
        body: damageFineBodySchema,
        response: { 201: dataEnvelope(fineViewSchema) },
      },
    },
    async (request, reply) => {
      const { session } = await request.requireStaff(...SETTERS);
      const fine = await fines.propose({ ...request.body, staffUserId: session.userId, ip: request.ip });
      return reply.code(201).send({ data: fine });
    },
  );
};
