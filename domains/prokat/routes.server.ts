import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/errors';
import { dataEnvelope, pageEnvelope } from '../../server/http/envelope';
import type { ProkatCatalogue } from './catalogue.server';
import {
  catalogFilterSchema,
  categoryProductsQuerySchema,
  categoryProductsSchema,
  categorySchema,
  markerSchema,
  markersQuerySchema,
  obtainingOptionSchema,
  obtainingQuerySchema,
  postomatIdQuerySchema,
  postomatSchema,
  postomatToolsSchema,
  productCardSchema,
  productQuerySchema,
  productSchema,
  shelfQuerySchema,
  tariffListQuerySchema,
  tariffRowSchema,
} from './catalogue-schema';

const tags = ['prokat'];
export const POSTOMAT_NOT_FOUND = 'Такого постамата нет или он закрыт';
export const MODEL_NOT_FOUND = 'Такого инструмента нет в каталоге';
export const CATEGORY_NOT_FOUND = 'Такой категории нет в каталоге';

function found<T>(value: T | null, message: string): T {
  if (value === null) throw new AppError('NOT_FOUND', { message });
  return value;
}

/** Прокат инструмента: каталог, постаматы и цены (read side). */
export const prokatRoutes: FastifyPluginAsyncZod<{ catalogue: ProkatCatalogue }> = async (app, { catalogue }) => {
  app.get(
    '/api/cabinet/v2/rental/tools/categories',
    { schema: { tags, summary: 'Категории инструмента с числом моделей', response: { 200: dataEnvelope(z.array(categorySchema)) } } },
    async () => ({ data: await catalogue.categories() }),
  );

  app.get(
    '/api/cabinet/v2/catalog/categories',
    { schema: { tags, summary: 'Каталог: все категории с числом моделей', response: { 200: dataEnvelope(z.array(categorySchema)) } } },
    async () => ({ data: await catalogue.categories() }),
  );

  app.get(
    '/api/cabinet/v2/catalog/categories/popular',
    { schema: { tags, summary: 'Каталог: популярные категории', response: { 200: dataEnvelope(z.array(categorySchema)) } } },
    async () => ({ data: await catalogue.popularCategories() }),
  );

  app.get(
    '/api/cabinet/v2/catalog/products/popular',
    { schema: { tags, summary: 'Каталог: популярные модели', response: { 200: dataEnvelope(z.array(productCardSchema)) } } },
    async () => ({ data: await catalogue.popularProducts() }),
  );

  app.post(
    '/api/cabinet/v2/catalog/categories',
    {
      schema: {
        tags,
        summary: 'Каталог: подбор моделей по категориям, строке поиска, цене за сутки, городу и наличию; сортировка и страницы',
        body: catalogFilterSchema,
        response: { 200: pageEnvelope(productCardSchema) },
      },
    },
    async (request) => ({ data: await catalogue.filter(request.body) }),
  );

  app.get(
    '/api/cabinet/v2/catalog/products',
    {
      schema: {
        tags,
        summary: 'Каталог: модели категории по её адресу (slug), страница по offset и limit',
        querystring: categoryProductsQuerySchema,
        response: { 200: dataEnvelope(categoryProductsSchema) },
      },
    },
    async (request) => {
      const { slug, ...page } = request.query;
      return { data: found(await catalogue.categoryProducts(slug, page), CATEGORY_NOT_FOUND) };
    },
  );

  app.get(
    '/api/cabinet/v3/rental/postomats/product',
    {
      schema: {
        tags,
        summary: 'Модель инструмента: фото, характеристики, комплектация, залог и цены по периодам',
        querystring: productQuerySchema,
        response: { 200: dataEnvelope(productSchema) },
      },
    },
    async (request) => ({ data: found(await catalogue.product(request.query.slug), MODEL_NOT_FOUND) }),
  );

  app.get(
    '/api/cabinet/v2/rental/product/obtaining-options',
    {
      schema: {
        tags,
        summary: 'Где взять модель сейчас: постаматы, где она лежит в ячейке; ближайшие первыми, если переданы координаты',
        querystring: obtainingQuerySchema,
        response: { 200: dataEnvelope(z.array(obtainingOptionSchema)) },
      },
    },
    async (request) => {
      const { slug, latitude, longitude } = request.query;
      const near = latitude !== undefined && longitude !== undefined ? { latitude, longitude } : undefined;
      return { data: found(await catalogue.obtainingOptions(slug, near), MODEL_NOT_FOUND) };
    },
  );

  app.get(
    '/api/cabinet/v2/rental/infinity-shelf',
    {
      schema: {
        tags,
        summary: 'Бесконечная полка: похожие модели (сначала той же категории), страница по offset и limit',
        querystring: shelfQuerySchema,
        response: { 200: pageEnvelope(productCardSchema) },
      },
    },
    async (request) => {
      const { slug, ...page } = request.query;
      return { data: found(await catalogue.shelf(slug, page), MODEL_NOT_FOUND) };
    },
  );

  app.get(
    '/api/cabinet/v3/rental/postomats/markers',
    {
      schema: {
        tags,
        summary: 'Постаматы в границах карты (south, west, north, east) с числом инструментов выбранных категорий',
        querystring: markersQuerySchema,
        response: { 200: dataEnvelope(z.array(markerSchema)) },
      },
    },
    async (request) => ({ data: await catalogue.markers(request.query) }),
  );

  app.get(
    '/api/cabinet/v3/rental/postomats/tools',
    {
      schema: {
        tags,
        summary: 'Постамат и инструменты в его ячейках сейчас, по категориям',
        querystring: postomatIdQuerySchema,
        response: { 200: dataEnvelope(postomatToolsSchema) },
      },
    },
    async (request) => ({ data: found(await catalogue.postomatTools(request.query.id), POSTOMAT_NOT_FOUND) }),
  );

  app.get(
    '/api/cabinet/v2/rental/tariff/postomat/list',
    { schema: { tags, summary: 'Постаматы для выбора на странице тарифов', response: { 200: dataEnvelope(z.array(postomatSchema)) } } },
    async () => ({ data: await catalogue.tariffPostomats() }),
  );

  app.get(
    '/api/cabinet/v2/rental/tariff/list',
    {
      schema: {
        tags,
        summary: 'Цены проката: всех моделей или инструментов одного постамата (postomat_id) с ячейками',
        querystring: tariffListQuerySchema,
        response: { 200: dataEnvelope(z.array(tariffRowSchema)) },
      },
    },
    async (request) => ({ data: found(await catalogue.tariffRows(request.query.postomat_id), POSTOMAT_NOT_FOUND) }),
  );
};
