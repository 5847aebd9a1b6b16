import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dataEnvelope, pageEnvelope } from '../../../server/http/envelope';
import { fileAnswer } from '../../../server/http/non-json-answers';
import { staffOnly } from '../../../server/plugins/staff';
import type { StaffRole } from '../../staff/schema';
import {
  acceptSchema,
  assignSchema,
  cancelSchema,
  unassignSchema,
  consoleWindowSchema,
  crewCreateSchema,
  crewSchema,
  crewsQuerySchema,
  crewUpdateSchema,
  deletedSchema,
  idParamsSchema,
  itemCreateSchema,
  itemSchema,
  memberBodySchema,
  memberParamsSchema,
  moveSchema,
  photoParamsSchema,
  photoSchema,
  routeQuerySchema,
  routeSchema,
  storekeeperListSchema,
  storekeeperQuerySchema,
  windowCrewsSchema,
  windowsDaySchema,
  windowsQuerySchema,
} from './console-schema';
import { ITEM_PHOTO_HEADERS, ITEM_PHOTO_MULTIPART_LIMITS, readItemPhoto } from '../acts/item-photos.server';
import { requestParamsSchema, requestSchema, staffRequestSchema } from '../requests/request-schema';
import type { StaffCaller } from '../requests/staff-access.server';
import type { CloudsService } from '../service.server';

const tags = ['admin'];
const BASE = '/api/admin/clouds';
const DISPATCHER = ['operator'] as const satisfies readonly StaffRole[];
const MOVING = ['mover', 'storekeeper'] as const satisfies readonly StaffRole[];
const STOREKEEPER = ['storekeeper'] as const satisfies readonly StaffRole[];
const ANY = ['operator', 'mover', 'storekeeper'] as const satisfies readonly StaffRole[];

async function caller(request: FastifyRequest, roles: readonly StaffRole[]): Promise<StaffCaller> {
  const { session, roles: held } = await request.requireStaff(...roles);
  return { userId: session.userId, roles: held, ip: request.ip };
}

/** The client's request page call and the staff console of the clouds line (dispatcher, movers, storekeeper). */
export const cloudConsoleRoutes: FastifyPluginAsyncZod<{ requests: CloudsService['requests'] }> = async (app, { requests }) => {
  await app.register(multipart, { limits: ITEM_PHOTO_MULTIPART_LIMITS });

  app.get(
    '/api/cabinet/v2/requests/:id',
    {
      schema: {
        tags: ['clouds'],
        summary: 'Заявка на вывоз или возврат вещей: статус, шаги, грузчики, вещи, акт (только владельцу)',
        params: requestParamsSchema,
        response: { 200: dataEnvelope(requestSchema) },
      },
    },
    async (request, reply) => {
      const { userId } = await request.requireSession();
      reply.header('cache-control', 'private, no-store');
      return { data: await requests.view(userId, request.params.id) };
    },
  );

  // The dispatcher (operator): windows, crews, assignments, cancellations.

  app.get(
    `${BASE}/windows`,
    {
      onRequest: staffOnly(...DISPATCHER),
      schema: {
        tags,
        summary: 'Окна склада на день: бригады, записано, оплаченные заявки и свободные бригады',
        querystring: windowsQuerySchema,
        response: { 200: dataEnvelope(windowsDaySchema) },
      },
    },
    async (request) => {
      const who = await caller(request, DISPATCHER);
      return { data: await requests.windowsOfDay(who, request.query.warehouse_id, request.query.day) };
    },
  );

  app.put(
    `${BASE}/windows/:id`,
    {
      onRequest: staffOnly(...DISPATCHER),
      schema: {
        tags,
        summary: 'Сколько бригад у окна (не меньше записанных заявок)',
        params: idParamsSchema,
        body: windowCrewsSchema,
        response: { 200: dataEnvelope(consoleWindowSchema.omit({ free_crews: true, requests: true })) },
      },
    },
    async (request) => {
      const who = await caller(request, DISPATCHER);
      return { data: await requests.setWindowCrews(who, request.params.id, request.body.crews) };
    },
  );

  app.get(
    `${BASE}/crews`,
    {
      onRequest: staffOnly(...DISPATCHER),
      schema: { tags, summary: 'Бригады грузчиков с составом', querystring: crewsQuerySchema, response: { 200: pageEnvelope(crewSchema) } },
    },
    async (request) => {
      await caller(request, DISPATCHER);
      const items = await requests.crews(request.query.warehouse_id);
      return { data: { items, count: items.length } };
    },
  );

  app.post(
    `${BASE}/crews`,
    {
      onRequest: staffOnly(...DISPATCHER),
      schema: { tags, summary: 'Новая бригада склада', body: crewCreateSchema, response: { 200: dataEnvelope(crewSchema) } },
    },
    async (request) => {
      const who = await caller(request, DISPATCHER);
      return { data: await requests.createCrew(who, request.body) };
    },
  );

  app.put(
    `${BASE}/crews/:id`,
    {
      onRequest: staffOnly(...DISPATCHER),
      schema: {
        tags,
        summary: 'Название, машина, работает ли бригада',
        params: idParamsSchema,
        body: crewUpdateSchema,
        response: { 200: dataEnvelope(crewSchema) },
      },
    },
    async (request) => {
      const who = await caller(request, DISPATCHER);
      return { data: await requests.updateCrew(who, request.params.id, request.body) };
    },
  );

  app.post(
    `${BASE}/crews/:id/members`,
    {
      onRequest: staffOnly(...DISPATCHER),
      schema: {
        tags,
        summary: 'Добавить в бригаду сотрудника с ролью «Грузчик» по телефону',
        params: idParamsSchema,
        body: memberBodySchema,
        response: { 200: dataEnvelope(crewSchema) },
      },
    },
    async (request) => {
      const who = await caller(request, DISPATCHER);
      return { data: await requests.addMember(who, request.params.id, request.body.phone) };
    },
  );

  app.delete(
    `${BASE}/crews/:id/members/:userId`,
    {
      onRequest: staffOnly(...DISPATCHER),
      schema: { tags, summary: 'Убрать сотрудника из бригады', params: memberParamsSchema, response: { 200: dataEnvelope(crewSchema) } },
    },
    async (request) => {
      const who = await caller(request, DISPATCHER);
      return { data: await requests.removeMember(who, request.params.id, request.params.userId) };
    },
  );

  app.post(
    `${BASE}/requests/:id/assign`,
    {
      onRequest: staffOnly(...DISPATCHER),
      schema: {
        tags,
        summary: 'Назначить бригаду (одна заявка бригады на окно): «Грузчики назначены»',
        params: idParamsSchema,
        body: assignSchema,
        response: { 200: dataEnvelope(staffRequestSchema) },
      },
    },
    async (request) => {
      const who = await caller(request, DISPATCHER);
      return { data: await requests.assign(who, request.params.id, request.body.crew_id) };
    },
  );

  app.post(
    `${BASE}/requests/:id/cancel`,
    {
      onRequest: staffOnly(...DISPATCHER),
      schema: {
        tags,
        summary: 'Отменить заявку, пока грузчики не выехали (место в окне освобождается)',
        params: idParamsSchema,
        body: cancelSchema,
        response: { 200: dataEnvelope(staffRequestSchema) },
      },
    },
    async (request) => {
      const who = await caller(request, DISPATCHER);
      return { data: await requests.cancel(who, request.params.id, request.body.reason) };
    },
  );

  app.post(
    `${BASE}/requests/:id/unassign`,
    {
      onRequest: staffOnly(...DISPATCHER),
      schema: {
        tags,
        summary: 'Снять бригаду с заявки, пока она не выехала (заявка снова ждёт назначения; клиент получит уведомление)',
        params: idParamsSchema,
        body: unassignSchema,
        response: { 200: dataEnvelope(staffRequestSchema) },
      },
    },
    async (request) => {
      const who = await caller(request, DISPATCHER);
      return { data: await requests.unassign(who, request.params.id, request.body.reason) };
    },
  );

  // Movers and the storekeeper.

  app.get(
    `${BASE}/mover/route`,
    {
      onRequest: staffOnly('mover'),
      schema: {
        tags,
        summary: 'Маршрут бригады на день: заявки по окнам и следующая',
        querystring: routeQuerySchema,
        response: { 200: dataEnvelope(routeSchema) },
      },
    },
    async (request) => {
      const who = await caller(request, ['mover']);
      return { data: await requests.moverRoute(who, request.query.day) };
    },
  );

  app.post(
    `${BASE}/requests/:id/status`,
    {
      onRequest: staffOnly(...MOVING),
      schema: {
        tags,
        summary: 'Следующий шаг заявки (грузчики — только своей бригады; «Едем» с eta_minutes)',
        params: idParamsSchema,
        body: moveSchema,
        response: { 200: dataEnvelope(staffRequestSchema) },
      },
    },
    async (request) => {
      const who = await caller(request, MOVING);
      return { data: await requests.move(who, request.params.id, request.body) };
    },
  );

  app.get(
    `${BASE}/storekeeper/requests`,
    {
      onRequest: staffOnly(...STOREKEEPER),
      schema: {
        tags,
        summary: 'Кладовщику: вывозы, которые едут на склад или принимаются, и возвраты, которые нужно собрать',
        querystring: storekeeperQuerySchema,
        response: { 200: dataEnvelope(storekeeperListSchema) },
      },
    },
    async (request) => {
      const who = await caller(request, STOREKEEPER);
      return { data: await requests.storekeeperRequests(who, request.query.warehouse_id) };
    },
  );

  app.get(
    `${BASE}/requests/:id`,
    {
      onRequest: staffOnly(...ANY),
      schema: {
        tags,
        summary: 'Заявка для сотрудника: телефон клиента и доступные шаги',
        params: idParamsSchema,
        response: { 200: dataEnvelope(staffRequestSchema) },
      },
    },
    async (request) => {
      const who = await caller(request, ANY);
      return { data: await requests.staffView(who, request.params.id) };
    },
  );

  app.post(
    `${BASE}/requests/:id/items`,
    {
      onRequest: staffOnly(...STOREKEEPER),
      schema: {
        tags,
        summary: 'Описать вещь, привезённую на склад',
        params: idParamsSchema,
        body: itemCreateSchema,
        response: { 200: dataEnvelope(itemSchema) },
      },
    },
    async (request) => {
      const who = await caller(request, STOREKEEPER);
      return { data: await requests.addItem(who, request.params.id, request.body) };
    },
  );

  app.delete(
    `${BASE}/items/:id`,
    {
      onRequest: staffOnly(...STOREKEEPER),
      schema: {
        tags,
        summary: 'Удалить вещь из описи (пока идёт приёмка)',
        params: idParamsSchema,
        response: { 200: dataEnvelope(deletedSchema) },
      },
    },
    async (request) => {
      const who = await caller(request, STOREKEEPER);
      return { data: await requests.deleteItem(who, request.params.id) };
    },
  );

  app.post(
    `${BASE}/items/:id/photos`,
    {
      config: { rateLimit: { max: 60, timeWindow: 60_000 } },
      onRequest: staffOnly(...STOREKEEPER),
      schema: {
        tags,
        summary: 'Фото вещи (multipart: file; JPEG, PNG или WebP до 10 МБ, EXIF удаляется)',
        consumes: ['multipart/form-data'],
        params: idParamsSchema,
        response: { 200: dataEnvelope(photoSchema) },
      },
    },
    async (request) => {
      const who = await caller(request, STOREKEEPER);
      const bytes = await readItemPhoto(request);
      return { data: await requests.addPhoto(who, request.params.id, bytes) };
    },
  );

  app.get(
    `${BASE}/items/photos/:uuid`,
    {
      onRequest: staffOnly(...ANY),
      schema: {
        tags,
        summary: 'Фото вещи для сотрудников',
        params: photoParamsSchema,
        response: { 200: fileAnswer('Фото (JPEG)', 'image/jpeg') },
      },
    },
    async (request, reply) => {
      const who = await caller(request, ANY);
      const bytes = await requests.staffPhoto(who, request.params.uuid);
      for (const [name, value] of Object.entries(ITEM_PHOTO_HEADERS)) reply.header(name, value);
      return reply.send(bytes);
    },
  );

  app.post(
    `${BASE}/requests/:id/accept`,
    {
      onRequest: staffOnly(...STOREKEEPER),
      schema: {
        tags,
        summary: 'Принять вещи с замером объёма (0,1–100 м³): заявка завершена, клиенту уходит акт',
        params: idParamsSchema,
        body: acceptSchema,
        response: { 200: dataEnvelope(staffRequestSchema) },
      },
    },
    async (request) => {
      const who = await caller(request, STOREKEEPER);
      return { data: await requests.accept(who, request.params.id, request.body.measured_volume) };
    },
  );
};
