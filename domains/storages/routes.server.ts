import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dataEnvelope, pageEnvelope } from '../../server/http/envelope';
import type { StorageCatalogue } from './catalogue.server';
import {
  buildInformationSchema,
  catalogueSlotSchema,
  cellGroupSchema,
  cellGroupsBodySchema,
  coordsMarkerSchema,
  coordsQuerySchema,
  externalLinkSchema,
  licenseSchema,
  storagesListQuerySchema,
  warehouseCardSchema,
  warehouseDetailsSchema,
  warehouseIdQuerySchema,
  warehouseSlotsQuerySchema,
} from './catalogue-schema';

const tags = ['storages'];

/** Каталог складов: API routes. */
export const storagesRoutes: FastifyPluginAsyncZod<{ catalogue: StorageCatalogue }> = async (app, { catalogue }) => {
  app.get(
    '/api/cabinet/v2/site/storages',
    {
      schema: {
        tags,
        summary: 'Склады хранения: поиск, город, страница по offset и limit',
        querystring: storagesListQuerySchema,
        response: { 200: pageEnvelope(warehouseCardSchema) },
      },
    },
    async (request) => {
      const q = request.query;
      return {
        data: await catalogue.listWarehouses({
          offset: q.offset,
          limit: q.limit,
          search: q.search,
          cityId: q.city_id,
          citySlug: q.city_slug,
        }),
      };
    },
  );

  app.get(
    '/api/cabinet/v2/site/storages/slots',
    {
      schema: {
        tags,
        summary:
          'Ячейки склада: размер, площадь, объём, особенности, цена в месяц, свободна ли на выбранные даты ' +
          '(по умолчанию — месяц с сегодня)',
        querystring: warehouseSlotsQuerySchema,
        response: { 200: dataEnvelope(z.array(catalogueSlotSchema)) },
      },
    },
    async (request) => {
      const { id, start_date: startDate, tariff_kind: tariffKind, period_code: periodCode } = request.query;
      const stay = await catalogue.stay({ startDate, tariffKind, periodCode }, { strict: true });
      return { data: await catalogue.slots(id, stay ?? undefined) };
    },
  );

  app.post(
    '/api/cabinet/v2/site/storages/group',
    {
      schema: {
        tags,
        summary:
          'Ячейки склада по размерам: фильтры площади, этажа, особенностей и «только свободные»; свободные ' +
          '— на выбранные даты (по умолчанию месяц с сегодня)',
        body: cellGroupsBodySchema,
        response: { 200: dataEnvelope(z.array(cellGroupSchema)) },
      },
    },
    async (request) => {
      const { id, start_date: startDate, tariff_kind: tariffKind, period_code: periodCode, ...filter } = request.body;
      const stay = await catalogue.stay({ startDate, tariffKind, periodCode }, { strict: true });
      return { data: await catalogue.cellGroups(id, filter, stay ?? undefined) };
    },
  );

  app.get(
    '/api/cabinet/v2/site/storages/coords',
    {
      schema: {
        tags,
        summary: 'Метки складов на карте, по городу',
        querystring: coordsQuerySchema,
        response: { 200: dataEnvelope(z.array(coordsMarkerSchema)) },
      },
    },
    async (request) => ({ data: await catalogue.coords({ cityId: request.query.city_id, citySlug: request.query.city_slug }) }),
  );

  app.get(
    '/api/cabinet/v2/site/storages/external-links',
    {
      schema: {
        tags,
        summary: 'Внешние ссылки склада: карты, отзывы',
        querystring: warehouseIdQuerySchema,
        response: { 200: dataEnvelope(z.array(externalLinkSchema)) },
      },
    },
    async (request) => ({ data: (await catalogue.warehouseById(request.query.id)).external_links }),
  );

  app.get(
    '/api/cabinet/v2/site/storages/licenses',
    {
      schema: {
        tags,
        summary: 'Лицензии и заключения склада',
        querystring: warehouseIdQuerySchema,
        response: { 200: dataEnvelope(z.array(licenseSchema)) },
      },
    },
    async (request) => ({ data: (await catalogue.warehouseById(request.query.id)).licenses }),
  );

  app.get(
    '/api/cabinet/v2/site/storages/build-information',
    {
      schema: {
        tags,
        summary: 'Здание склада: этажи, потолки, температура, охрана, парковка, разгрузка',
        querystring: warehouseIdQuerySchema,
        response: { 200: dataEnvelope(buildInformationSchema) },
      },
    },
    async (request) => ({ data: (await catalogue.warehouseById(request.query.id)).build_information }),
  );

  app.get(
    '/api/cabinet/v2/site/warehouses/available',
    {
      schema: {
        tags,
        summary: 'Склады, где сейчас есть свободные ячейки',
        querystring: coordsQuerySchema,
        response: { 200: dataEnvelope(z.array(warehouseCardSchema)) },
      },
    },
    async (request) => ({
      data: await catalogue.availableWarehouses({ cityId: request.query.city_id, citySlug: request.query.city_slug }),
    }),
  );

  app.get(
    '/api/cabinet/site/warehouse/read',
    {
      schema: {
        tags,
        summary: 'Склад целиком: фото, часы, описание, здание, ссылки, лицензии',
        querystring: warehouseIdQuerySchema,
        response: { 200: dataEnvelope(warehouseDetailsSchema) },
      },
    },
    async (request) => ({ data: await catalogue.warehouseById(request.query.id) }),
  );
};
