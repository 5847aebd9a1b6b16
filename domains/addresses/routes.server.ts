import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/errors';
import { dataEnvelope } from '../../server/http/envelope';
import {
  ADDRESS_RULES,
  addressCreateSchema,
  addressIdBodySchema,
  addressIdQuerySchema,
  addressSaveSchema,
  addressSchema,
  addressUpdateSchema,
  deliveryCheckSchema,
  deliveryQuerySchema,
  latlonQuerySchema,
  searchQuerySchema,
  servedListQuerySchema,
  suggestionSchema,
  zoneSchema,
  zonesQuerySchema,
} from './schema';
import type { AddressesService } from './service.server';

const tags = ['addresses'];
const V2 = '/api/cabinet/v2/profile';
const V1 = '/api/cabinet/profile/address';
const one = dataEnvelope(addressSchema);
const many = dataEnvelope(z.array(addressSchema));

/** Search, reverse geocoding and delivery checks: per signed-in user (per IP for a guest) per minute. */
const lookupLimit = {
  rateLimit: {
    max: ADDRESS_RULES.lookupsPerMinute,
    timeWindow: 60_000,
    keyGenerator: async (request: FastifyRequest) => {
      const { session } = await request.authState();
      return session ? `addresses:user:${session.userId}` : `addresses:ip:${request.ip}`;
    },
  },
};

/**
 * The user's addresses in both families of the spec over one table (v2 profile/addresses and
 * cabinet/profile/address/*), address search and reverse geocoding, the delivery check of a point
 * and the delivery zones. Another user's address id answers 404 like a missing one.
 */
export const addressesRoutes: FastifyPluginAsyncZod<{
  addresses: AddressesService;
  /** The city of a warehouse that takes orders with delivery (the clouds line's), null for any other id. */
  warehouseCity: (warehouseId: number) => Promise<number | null>;
}> = async (app, { addresses, warehouseCity }) => {
  /** The city whose zones answer for an order with the warehouse; a warehouse that delivers nowhere is refused. */
  const servedCity = async (warehouseId: number | undefined): Promise<number | undefined> => {
    if (warehouseId === undefined) return undefined;
    const cityId = await warehouseCity(warehouseId);
    if (cityId === null) throw new AppError('VALIDATION_ERROR', { fields: { warehouse_id: 'Этот склад не возит вещи по адресам' } });
    return cityId;
  };
  app.get(
    `${V2}/addresses`,
    {
      schema: {
        tags,
        summary: 'Мои адреса (удалённые не показываются); с warehouse_id зона — для заказа с этим складом',
        querystring: servedListQuerySchema,
        response: { 200: many },
      },
    },
    async (request, reply) => {
      const { userId } = await request.requireSession();
      reply.header('cache-control', 'private, no-store');
      return { data: await addresses.list(userId, await servedCity(request.query.warehouse_id)) };
    },
  );

  app.post(
    `${V2}/addresses`,
    {
      schema: {
        tags,
        summary: `Добавить адрес (без id) или изменить свой (с id); не больше ${ADDRESS_RULES.liveAddressesPerUser} адресов`,
        body: addressSaveSchema,
        response: { 200: one },
      },
    },
    async (request) => {
      const { userId } = await request.requireSession();
      const { id, ...fields } = request.body;
      if (id !== undefined) return { data: await addresses.update(userId, id, fields) };
      // The schema has made sure a new address comes with its line and point.
      const { address, latitude, longitude } = fields;
      if (address === undefined || latitude === undefined || longitude === undefined) throw new AppError('VALIDATION_ERROR');
      return { data: await addresses.create(userId, { ...fields, address, latitude, longitude }) };
    },
  );

  app.delete(
    `${V2}/addresses`,
    {
      schema: {
        tags,
        summary: 'Удалить адрес: он помечается неактивным, заказы продолжают на него ссылаться',
        querystring: addressIdQuerySchema,
        response: { 200: one },
      },
    },
    async (request) => {
      const { userId } = await request.requireSession();
      return { data: await addresses.remove(userId, request.query.address_id) };
    },
  );

  app.get(
    `${V2}/delivery/coords`,
    {
      config: lookupLimit,
      schema: {
        tags,
        summary: 'Доставляем ли в точку: зона, город, доплата',
        querystring: deliveryQuerySchema,
        response: { 200: dataEnvelope(deliveryCheckSchema) },
      },
    },
    async (request) => ({
      data: await addresses.deliveryCheck(request.query.latlon, await servedCity(request.query.warehouse_id)),
    }),
  );

  app.get(
    `${V2}/address`,
    {
      config: lookupLimit,
      schema: {
        tags,
        summary: `Ближайший к точке адрес (обратное геокодирование, до ${ADDRESS_RULES.reverseRadiusMeters} м)`,
        querystring: latlonQuerySchema,
        response: { 200: dataEnvelope(suggestionSchema) },
      },
    },
    async (request) => {
      await request.requireSession();
      const [nearest] = await addresses.reverse(request.query.latlon);
      if (!nearest) throw new AppError('NOT_FOUND', { message: 'Рядом с этой точкой адрес не найден. Найдите его поиском' });
      return { data: nearest };
    },
  );

  app.get(
    `${V2}/address/search`,
    {
      config: lookupLimit,
      schema: {
        tags,
        summary: 'Подсказки адресов с координатами и зоной доставки',
        querystring: searchQuerySchema,
        response: { 200: dataEnvelope(z.array(suggestionSchema)) },
      },
    },
    async (request) => {
      await request.requireSession();
      const { warehouse_id, ...query } = request.query;
      return { data: await addresses.search(query, await servedCity(warehouse_id)) };
    },
  );

  app.get(
    '/api/cabinet/v2/rental/delivery/zones',
    {
      schema: {
        tags,
        summary: 'Зоны доставки: многоугольники по городам (фильтр city_id)',
        querystring: zonesQuerySchema,
        response: { 200: dataEnvelope(z.array(zoneSchema)) },
      },
    },
    async (request) => ({ data: await addresses.listZones(request.query.city_id) }),
  );

  app.get(`${V1}/list`, { schema: { tags, summary: 'Мои адреса (кабинет)', response: { 200: many } } }, async (request, reply) => {
    const { userId } = await request.requireSession();
    reply.header('cache-control', 'private, no-store');
    return { data: await addresses.list(userId) };
  });

  app.post(
    `${V1}/create`,
    { schema: { tags, summary: 'Добавить адрес (кабинет)', body: addressCreateSchema, response: { 200: one } } },
    async (request) => {
      const { userId } = await request.requireSession();
      return { data: await addresses.create(userId, request.body) };
    },
  );

  app.put(
    `${V1}/update`,
    { schema: { tags, summary: 'Изменить свой адрес (кабинет)', body: addressUpdateSchema, response: { 200: one } } },
    async (request) => {
      const { userId } = await request.requireSession();
      const { id, ...fields } = request.body;
      return { data: await addresses.update(userId, id, fields) };
    },
  );

  app.post(
    `${V1}/delete`,
    { schema: { tags, summary: 'Удалить адрес (кабинет): помечается неактивным', body: addressIdBodySchema, response: { 200: one } } },
    async (request) => {
      const { userId } = await request.requireSession();
      return { data: await addresses.remove(userId, request.body.id) };
    },
  );
};
