import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../../lib/errors';
import { dataEnvelope } from '../../../server/http/envelope';
import { staffOnly } from '../../../server/plugins/staff';
import { lockerSignatureProblem } from './event-signature';
import { lockerEventSchema } from './locker-network';
import type { ProkatLockers } from './lockers.server';
import type { StaffPhoto } from '../photos/rental-photos-schema';
import {
  cellOpenSchema,
  cellReturnSchema,
  eventAnswerSchema,
  lockerCellSchema,
  lockerEventRowSchema,
  openedCellSchema,
  postomatIdParamsSchema,
  returnCheckSchema,
  simulatorSchema,
  waitingReturnSchema,
} from './locker-schema';

const tags = ['prokat'];

interface LockerRoutesDeps {
  lockers: ProkatLockers;
  /** The order core's gate: the viewer is the order's owner or has a live grant of it, and it is live; else NOT_FOUND. */
  mayEnter(viewerId: number, orderId: number): Promise<boolean>;
  /** The renters' return photos of these orders (photos/rental-photos.server.ts), for the returns to check. */
  returnPhotos(orderIds: readonly number[]): Promise<Map<number, StaffPhoto[]>>;
}

/**
 * The viewer may open the order's cells now, or the reason they may not. The core's access read
 * answers 404 to anyone not the owner or given access; to them it answers why not (the line's own
 * rule about the tool first, then the order's).
 */
async function enter(deps: LockerRoutesDeps, request: FastifyRequest, orderId: number, unitId: number | null) {
  const { userId } = await request.requireSession();
  if (await deps.mayEnter(userId, orderId)) return userId;
  const lineRule = unitId === null ? null : await deps.lockers.openings.whyClosed(orderId, unitId);
  throw new AppError('CELL_NOT_OPENABLE', {
    message: lineRule ?? 'Заказ не оплачен, закончился или залог ещё не заблокирован: ячейка не откроется',
  });
}

/** The renter's doors: open the pickup cell, open a cell of any locker for the return. */
export const lockerRoutes: FastifyPluginAsyncZod<LockerRoutesDeps> = async (app, deps) => {
  app.post(
    '/api/cabinet/v2/rental/orders/cell/open',
    {
      schema: {
        tags,
        summary: 'Открыть ячейку с инструментом заказа («Открыть ячейку»): владельцу или человеку с доступом, в окно выдачи',
        body: cellOpenSchema,
        response: { 200: dataEnvelope(openedCellSchema) },
      },
    },
    async (request) => {
      const userId = await enter(deps, request, request.body.order_id, request.body.unit_id);
      const opened = await deps.lockers.openings.openForPickup({
        orderId: request.body.order_id,
        unitId: request.body.unit_id,
        via: 'app',
        userId,
      });
      return { data: opened };
    },
  );

  app.post(
    '/api/cabinet/v2/rental/orders/cell/return',
    {
      schema: {
        tags,
        summary:
          'Вернуть инструмент: открыть свободную ячейку выбранного постамата сети; время аренды останавливается, когда дверь закроется',
        body: cellReturnSchema,
        response: { 200: dataEnvelope(openedCellSchema) },
      },
    },
    async (request) => {
      const { order_id: orderId, unit_id: unitId, postomat_id: postomatId } = request.body;
      const userId = await enter(deps, request, orderId, null);
      return { data: await deps.lockers.openings.openForReturn({ orderId, unitId, postomatId, via: 'app', userId }) };
    },
  );

  await app.register(lockerEventRoute, deps);
  await app.register(lockerConsoleRoutes, deps);
};

/** The network's signed events; the raw body is kept for the signature (this plugin's own JSON parser). */
const lockerEventRoute: FastifyPluginAsyncZod<LockerRoutesDeps> = async (app, deps) => {
  const rawBodies = new WeakMap<FastifyRequest, string>();
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 16_384 }, (request, body, done) => {
    rawBodies.set(request, body as string);
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(new AppError('BAD_REQUEST', { message: 'Тело события — не JSON' }), undefined);
    }
  });

  app.post(
    '/api/integrations/lockers/events',
    {
      config: { rateLimit: { max: 1200, timeWindow: 60_000 } },
      schema: {
        tags,
        summary:
          'Событие сети постаматов (не из спецификации): дверь открыта, закрыта (ячейка пуста или занята), оставлена открытой, ' +
          'введён PIN. Подпись X-Locker-Signature: sha256=HMAC(секрет, "X-Locker-Timestamp.тело")',
        headers: z.object({ 'x-locker-timestamp': z.string().max(20).optional(), 'x-locker-signature': z.string().max(200).optional() }),
        body: lockerEventSchema,
        response: { 200: eventAnswerSchema },
      },
    },
    async (request) => {
      const secret = deps.lockers.eventsSecret;
      if (!secret) throw new AppError('SERVICE_UNAVAILABLE', { message: 'Приём событий постаматов не настроен' });
      const problem = lockerSignatureProblem({
        secret,
        body: rawBodies.get(request) ?? '',
        timestamp: request.headers['x-locker-timestamp'],
        signature: request.headers['x-locker-signature'],
        nowSeconds: Math.floor(Date.now() / 1000),
      });
      if (problem) throw new AppError('LOCKER_EVENT_UNSIGNED', { message: problem });
      return { ok: true as const, outcome: await deps.lockers.events.handle(request.body) };
    },
  );
};

const iso = (moment: Date | null) => moment?.toISOString() ?? null;

/** The console: returns to check, a locker's cells and events, and the sandbox's simulator. */
const lockerConsoleRoutes: FastifyPluginAsyncZod<LockerRoutesDeps> = async (app, deps) => {
  const { lockers } = deps;
  const staffTags = ['admin'];

  app.get(
    '/api/admin/prokat/returns',
    {
      onRequest: staffOnly('operator', 'storekeeper', 'admin'),
      schema: {
        tags: staffTags,
        summary: 'Консоль: возвращённые инструменты, ждущие проверки, с фото арендатора при возврате',
        response: { 200: dataEnvelope(z.array(waitingReturnSchema)) },
      },
    },
    async () => {
      const waiting = await lockers.returns.waiting();
      const photos = await deps.returnPhotos(waiting.map((row) => row.order_id));
      return {
        data: waiting.map((row) => ({
          ...row,
          returned_at: iso(row.returned_at),
          due_at: iso(row.due_at),
          photos: photos.get(row.order_id) ?? [],
        })),
      };
    },
  );

  app.post(
    '/api/admin/prokat/returns/check',
    {
      onRequest: staffOnly('operator', 'storekeeper', 'admin'),
      schema: {
        tags: staffTags,
        summary: 'Консоль: принять возвращённый инструмент (ok) или отправить в ремонт с описанием повреждения (damaged)',
        body: returnCheckSchema,
        response: { 200: dataEnvelope(z.object({ stage: z.enum(['checked', 'damaged']) })) },
      },
    },
    async (request) => {
      const { session } = await request.requireStaff('operator', 'storekeeper', 'admin');
      const { order_id: orderId, unit_id: unitId, result, note } = request.body;
      return {
        data: await lockers.returns.check({ orderId, unitId, result, note: note ?? null, staffUserId: session.userId, ip: request.ip }),
      };
    },
  );

  app.get(
    '/api/admin/prokat/lockers/:id/events',
    {
      onRequest: staffOnly('operator', 'storekeeper', 'admin'),
      schema: {
        tags: staffTags,
        summary: 'Консоль: последние события постамата',
        params: postomatIdParamsSchema,
        response: { 200: dataEnvelope(z.array(lockerEventRowSchema)) },
      },
    },
    async (request) => {
      await lockers.lockerNumber(request.params.id);
      return { data: await lockers.events.recent(request.params.id) };
    },
  );

  const sandbox = lockers.sandbox;
  if (!sandbox) return;

  app.get(
    '/api/admin/prokat/lockers/:id/cells',
    {
      onRequest: staffOnly('operator', 'storekeeper', 'admin'),
      schema: {
        tags: staffTags,
        summary: 'Консоль, песочница: ячейки постамата — дверь, занята ли, какой инструмент',
        params: postomatIdParamsSchema,
        response: { 200: dataEnvelope(z.array(lockerCellSchema)) },
      },
    },
    async (request) => {
      await lockers.lockerNumber(request.params.id);
      return { data: await sandbox.cells(request.params.id) };
    },
  );

  app.post(
    '/api/admin/prokat/lockers/simulator',
    {
      onRequest: staffOnly('operator', 'storekeeper', 'admin'),
      schema: {
        tags: staffTags,
        summary:
          'Консоль, песочница: действие человека у постамата — закрыть дверь (с инструментом или без), ' +
          'оставить открытой, ввести PIN, открыть ячейку',
        body: simulatorSchema,
        response: { 200: dataEnvelope(z.object({ outcome: z.string() })) },
      },
    },
    async (request) => {
      const { session } = await request.requireStaff('operator', 'storekeeper', 'admin');
      const body = request.body;
      const locker = await lockers.lockerNumber(body.postomat_id);
      if (body.action === 'open') {
        await lockers.openings.openByStaff({ postomatId: body.postomat_id, cell: body.cell, userId: session.userId });
        return { data: { outcome: 'opened' } };
      }
      const outcome =
        body.action === 'close'
          ? await sandbox.closeDoor(locker, body.cell, body.occupied)
          : body.action === 'leave_open'
            ? await sandbox.leaveOpen(locker, body.cell)
            : await sandbox.typePin(locker, body.pin);
      return { data: { outcome: String(outcome) } };
    },
  );
};
