import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dataEnvelope } from '../../server/http/envelope';
import type { ReferenceService } from './service.server';
import { citySchema, countrySchema, localeSchema, policySchema, timezoneSchema } from './schema';

const tags = ['reference'];

export const referenceRoutes: FastifyPluginAsyncZod<{ reference: ReferenceService }> = async (app, { reference }) => {
  app.get(
    '/api/reference/policy',
    {
      schema: { tags, summary: 'Политика обработки персональных данных (HTML)', response: { 200: dataEnvelope(policySchema) } },
    },
    async () => ({ data: await reference.getPolicy() }),
  );

  const locales = {
    schema: { tags, summary: 'Языки интерфейса', response: { 200: dataEnvelope(z.array(localeSchema)) } },
  };
  app.get('/api/locales', locales, async () => ({ data: await reference.listLocales() }));
  app.get('/api/locales/', { ...locales, schema: { ...locales.schema, hide: true } }, async () => ({
    data: await reference.listLocales(),
  }));

  app.get(
    '/api/timezones',
    { schema: { tags, summary: 'Часовые пояса', response: { 200: dataEnvelope(z.array(timezoneSchema)) } } },
    async () => ({ data: await reference.listTimezones() }),
  );

  app.get(
    '/api/countries',
    { schema: { tags, summary: 'Страны и телефонные коды', response: { 200: dataEnvelope(z.array(countrySchema)) } } },
    async () => ({ data: await reference.listCountries() }),
  );

  app.get(
    '/api/cities/cabinet',
    {
      schema: {
        tags,
        summary: 'Города; первый — город по умолчанию',
        response: { 200: dataEnvelope(z.array(citySchema)) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=60');
      return { data: await reference.listCities() };
    },
  );
};
