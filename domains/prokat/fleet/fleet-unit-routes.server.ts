import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dataEnvelope } from '../../../server/http/envelope';
import type { ProkatFleet } from './fleet.server';
import { fleetActor, fleetGuard, fleetTags as tags } from './fleet-guard.server';
import { fleetIdParamsSchema, unitAddSchema, unitAnswerSchema, unitMoveSchema, unitNoteSchema, unitRepairedSchema } from './fleet-schema';

const refused = 'в аренде, забронирован или ждёт проверки — 409 UNIT_IN_RENTAL';

/** The console's calls over the tools of the fleet: add, move, to the workshop and back, retire. */
export const fleetUnitRoutes: FastifyPluginAsyncZod<{ fleet: ProkatFleet }> = async (app, { fleet }) => {
  const { units } = fleet;

  app.post(
    '/api/admin/prokat/units',
    {
      ...fleetGuard,
      schema: {
        tags,
        summary: 'Консоль: добавить инструмент модели с инвентарным номером (уникальным) в свободную исправную ячейку',
        body: unitAddSchema,
        response: { 201: dataEnvelope(unitAnswerSchema) },
      },
    },
    async (request, reply) => reply.code(201).send({ data: await units.add(request.body, await fleetActor(request)) }),
  );

  app.post(
    '/api/admin/prokat/units/:id/move',
    {
      ...fleetGuard,
      schema: {
        tags,
        summary: `Консоль: переместить инструмент в свободную ячейку любого постамата (ячейка занята — 409 CELL_NOT_FREE; ${refused})`,
        params: fleetIdParamsSchema,
        body: unitMoveSchema,
        response: { 200: dataEnvelope(unitAnswerSchema) },
      },
    },
    async (request) => ({ data: await units.move(request.params.id, request.body.cell_id, await fleetActor(request)) }),
  );

  app.post(
    '/api/admin/prokat/units/:id/broken',
    {
      ...fleetGuard,
      schema: {
        tags,
        summary: `Консоль: инструмент сломан — в мастерскую, ячейка освобождается (${refused})`,
        params: fleetIdParamsSchema,
        body: unitNoteSchema,
        response: { 200: dataEnvelope(unitAnswerSchema) },
      },
    },
    async (request) => ({ data: await units.broken(request.params.id, request.body.note ?? null, await fleetActor(request)) }),
  );

  app.post(
    '/api/admin/prokat/units/:id/repaired',
    {
      ...fleetGuard,
      schema: {
        tags,
        summary: 'Консоль: инструмент отремонтирован — снова в аренде, в выбранной свободной ячейке или там, где лежит',
        params: fleetIdParamsSchema,
        body: unitRepairedSchema,
        response: { 200: dataEnvelope(unitAnswerSchema) },
      },
    },
    async (request) => ({ data: await units.repaired(request.params.id, request.body.cell_id ?? null, await fleetActor(request)) }),
  );

  app.post(
    '/api/admin/prokat/units/:id/retire',
    {
      ...fleetGuard,
      schema: {
        tags,
        summary: `Консоль: списать инструмент (${refused})`,
        params: fleetIdParamsSchema,
        body: unitNoteSchema,
        response: { 200: dataEnvelope(unitAnswerSchema) },
      },
    },
    async (request) => ({ data: await units.retire(request.params.id, request.body.note ?? null, await fleetActor(request)) }),
  );
};
