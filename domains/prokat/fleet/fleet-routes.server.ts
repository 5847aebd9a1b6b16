import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dataEnvelope } from '../../../server/http/envelope';
import type { ProkatFleet } from './fleet.server';
import { fleetActor, fleetGuard, fleetTags } from './fleet-guard.server';
import {
  addedCellSchema,
  cellBrokenSchema,
  cellsAddSchema,
  doorAlertSchema,
  fleetIdParamsSchema,
  fleetLockerSchema,
  freeCellSchema,
  lockerActiveSchema,
  lockerDetailSchema,
  lockerInputSchema,
  modelOptionSchema,
  workshopUnitSchema,
} from './fleet-schema';
import { fleetUnitRoutes } from './fleet-unit-routes.server';

/** The console's calls over the locker fleet (staff only, every change audited). */
export const fleetRoutes: FastifyPluginAsyncZod<{ fleet: ProkatFleet }> = async (app, { fleet }) => {
  const tags = fleetTags;

  app.get(
    '/api/admin/prokat/lockers',
    {
      ...fleetGuard,
      schema: {
        tags,
        summary: 'Консоль: все постаматы (открытые и закрытые) с числом ячеек, свободных, неисправных, инструментов в ячейках и выданных',
        response: { 200: dataEnvelope(z.array(fleetLockerSchema)) },
      },
    },
    async () => ({ data: await fleet.reads.lockers() }),
  );

  app.post(
    '/api/admin/prokat/lockers',
    {
      ...fleetGuard,
      schema: {
        tags,
        summary: 'Консоль: добавить постамат (создаётся закрытым: сначала ячейки и инструмент, потом «Открыть»)',
        body: lockerInputSchema,
        response: { 201: dataEnvelope(fleetLockerSchema) },
      },
    },
    async (request, reply) => {
      const { id } = await fleet.lockers.create(request.body, await fleetActor(request));
      return reply.code(201).send({ data: await fleet.reads.locker(id) });
    },
  );

  app.get(
    '/api/admin/prokat/lockers/:id',
    {
      ...fleetGuard,
      schema: {
        tags,
        summary: 'Консоль: постамат с его ячейками и инструментом в каждой',
        params: fleetIdParamsSchema,
        response: { 200: dataEnvelope(lockerDetailSchema) },
      },
    },
    async (request) => ({ data: await fleet.reads.detail(request.params.id) }),
  );

  app.put(
    '/api/admin/prokat/lockers/:id',
    {
      ...fleetGuard,
      schema: {
        tags,
        summary: 'Консоль: изменить постамат — номер, название, город, адрес, координаты, часы работы, часовой пояс',
        params: fleetIdParamsSchema,
        body: lockerInputSchema,
        response: { 200: dataEnvelope(fleetLockerSchema) },
      },
    },
    async (request) => {
      await fleet.lockers.update(request.params.id, request.body, await fleetActor(request));
      return { data: await fleet.reads.locker(request.params.id) };
    },
  );

  app.post(
    '/api/admin/prokat/lockers/:id/active',
    {
      ...fleetGuard,
      schema: {
        tags,
        summary: 'Консоль: открыть постамат для аренды или закрыть (новых аренд и возвратов в закрытом нет)',
        params: fleetIdParamsSchema,
        body: lockerActiveSchema,
        response: { 200: dataEnvelope(z.object({ active: z.boolean() })) },
      },
    },
    async (request) => ({ data: await fleet.lockers.setActive(request.params.id, request.body.active, await fleetActor(request)) }),
  );

  app.post(
    '/api/admin/prokat/lockers/:id/cells',
    {
      ...fleetGuard,
      schema: {
        tags,
        summary: 'Консоль: добавить ячейки размера S, M или L (номера уникальны в постамате; без first_number — после последней)',
        params: fleetIdParamsSchema,
        body: cellsAddSchema,
        response: { 201: dataEnvelope(z.array(addedCellSchema)) },
      },
    },
    async (request, reply) => {
      const added = await fleet.lockers.addCells(request.params.id, request.body, await fleetActor(request));
      return reply.code(201).send({ data: added });
    },
  );

  app.post(
    '/api/admin/prokat/cells/:id/broken',
    {
      ...fleetGuard,
      schema: {
        tags,
        summary: 'Консоль: ячейка сломана (broken: true) или отремонтирована (false); с инструментом или открытой дверью — 409',
        params: fleetIdParamsSchema,
        body: cellBrokenSchema,
        response: { 200: dataEnvelope(z.object({ id: z.number().int(), broken: z.boolean() })) },
      },
    },
    async (request) => ({ data: await fleet.lockers.setCellBroken(request.params.id, request.body.broken, await fleetActor(request)) }),
  );

  app.get(
    '/api/admin/prokat/free-cells',
    {
      ...fleetGuard,
      schema: {
        tags,
        summary: 'Консоль: свободные исправные ячейки всех постаматов — куда положить или переместить инструмент',
        response: { 200: dataEnvelope(z.array(freeCellSchema)) },
      },
    },
    async () => ({ data: await fleet.reads.freeCells() }),
  );

  app.get(
    '/api/admin/prokat/workshop',
    {
      ...fleetGuard,
      schema: { tags, summary: 'Консоль: инструмент в мастерской', response: { 200: dataEnvelope(z.array(workshopUnitSchema)) } },
    },
    async () => ({ data: await fleet.reads.workshop() }),
  );

  app.get(
    '/api/admin/prokat/models',
    {
      ...fleetGuard,
      schema: {
        tags,
        summary: 'Консоль: модели инструмента для «Добавить инструмент»',
        response: { 200: dataEnvelope(z.array(modelOptionSchema)) },
      },
    },
    async () => ({ data: await fleet.reads.models() }),
  );

  app.get(
    '/api/admin/prokat/door-alerts',
    {
      ...fleetGuard,
      schema: {
        tags,
        summary: 'Консоль: двери, оставленные открытыми и с тех пор не закрытые (по ячейке — последнее сообщение)',
        response: { 200: dataEnvelope(z.array(doorAlertSchema)) },
      },
    },
    async () => ({ data: await fleet.reads.doorAlerts() }),
  );

  await app.register(fleetUnitRoutes, { fleet });
};
