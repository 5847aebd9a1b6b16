import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dataEnvelope, pageEnvelope } from '../../server/http/envelope';
import {
  bankSchema,
  bikQuerySchema,
  companyCreateSchema,
  companyDeleteSchema,
  companySchema,
  companyUpdateSchema,
  deletedSchema,
  innQuerySchema,
  partySchema,
  personalCompanySchema,
} from './schema';
import type { CompaniesService } from './service.server';

const tags = ['companies'];
const noStore = 'private, no-store';

/** Rent for business: the user's companies with their requisites, the personal company, the register lookup. */
export const companiesRoutes: FastifyPluginAsyncZod<{ companies: CompaniesService }> = async (app, { companies }) => {
  app.get(
    '/api/cabinet/v2/profile/companies/list',
    {
      schema: {
        tags,
        summary: 'Мои компании с реквизитами (аренда для бизнеса); кабинет грузит их первыми',
        response: { 200: pageEnvelope(companySchema) },
      },
    },
    async (request, reply) => {
      const { userId } = await request.requireSession();
      reply.header('cache-control', noStore);
      const items = await companies.listForUser(userId);
      return { data: { items, count: items.length } };
    },
  );

  app.post(
    '/api/cabinet/v2/profile/companies',
    {
      schema: {
        tags,
        summary: 'Добавить компанию: ИНН, КПП, ОГРН, БИК и счета проверяются по контрольным числам',
        body: companyCreateSchema,
        response: { 201: dataEnvelope(companySchema) },
      },
    },
    async (request, reply) => {
      const { userId } = await request.requireSession();
      return reply.code(201).send({ data: await companies.create(userId, request.body) });
    },
  );

  app.put(
    '/api/cabinet/v2/profile/companies',
    {
      schema: { tags, summary: 'Изменить реквизиты компании', body: companyUpdateSchema, response: { 200: dataEnvelope(companySchema) } },
    },
    async (request) => {
      const { userId } = await request.requireSession();
      const { uuid, ...input } = request.body;
      return { data: await companies.update(userId, uuid, input) };
    },
  );

  app.post(
    '/api/cabinet/v2/profile/companies/delete',
    {
      schema: {
        tags,
        summary: 'Удалить компанию (нельзя, пока есть неоплаченные счета); заказы сохраняют её в документах',
        body: companyDeleteSchema,
        response: { 200: dataEnvelope(deletedSchema) },
      },
    },
    async (request) => {
      const { userId } = await request.requireSession();
      return { data: await companies.remove(userId, request.body.uuid) };
    },
  );

  app.post(
    '/api/cabinet/v2/profile/companies/personal',
    {
      schema: {
        tags,
        summary: 'Личная компания: ИП или сам человек, оплачивающий по счёту (одна на пользователя)',
        body: personalCompanySchema,
        response: { 201: dataEnvelope(companySchema) },
      },
    },
    async (request, reply) => {
      const { userId } = await request.requireSession();
      return reply.code(201).send({ data: await companies.createPersonal(userId, request.body) });
    },
  );

  app.put(
    '/api/cabinet/v2/profile/companies/personal',
    {
      schema: { tags, summary: 'Изменить личную компанию', body: personalCompanySchema, response: { 200: dataEnvelope(companySchema) } },
    },
    async (request) => {
      const { userId } = await request.requireSession();
      return { data: await companies.updatePersonal(userId, request.body) };
    },
  );

  app.get(
    '/api/cabinet/v2/hr/company',
    {
      schema: {
        tags,
        summary: 'Организация или ИП по ИНН из реестра (DaData; песочница вне продакшена): название, КПП, ОГРН, адрес, руководитель',
        querystring: innQuerySchema,
        response: { 200: dataEnvelope(partySchema) },
      },
    },
    async (request, reply) => {
      await request.requireSession();
      reply.header('cache-control', noStore);
      return { data: await companies.findParty(request.query.id) };
    },
  );

  app.get(
    '/api/cabinet/v2/hr/bank',
    {
      schema: {
        tags,
        summary: 'Банк по БИК: название и корреспондентский счёт (не из спецификации)',
        querystring: bikQuerySchema,
        response: { 200: dataEnvelope(bankSchema) },
      },
    },
    async (request, reply) => {
      await request.requireSession();
      reply.header('cache-control', noStore);
      return { data: await companies.findBank(request.query.id) };
    },
  );
};
