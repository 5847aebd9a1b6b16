import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pageEnvelope } from '../../server/http/envelope';
import { companySchema } from './schema';
import type { CompaniesService } from './service.server';

export const companiesRoutes: FastifyPluginAsyncZod<{ companies: CompaniesService }> = async (app, { companies }) => {
  app.get(
    '/api/cabinet/v2/profile/companies/list',
    {
      schema: {
        tags: ['companies'],
        summary: 'Мои компании (аренда для бизнеса); кабинет грузит их первыми',
        response: { 200: pageEnvelope(companySchema) },
      },
    },
    async (request) => {
      const { userId } = await request.requireSession();
      const items = await companies.listForUser(userId);
      return { data: { items, count: items.length } };
    },
  );
};
