import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { siteConfig } from '../../lib/site-config';

/** The OpenAPI document is generated from the same zod schemas that validate requests. */
export const openapiPlugin = fp(async function openapi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: `${siteConfig.brandName} API`,
        description:
          'API сайта и приложения. Успешный ответ: `{ "data": ... }`; ошибка: `{ "message", "code", "fields"? }`. ' +
          'Вход: приложение передаёт `Authorization: Bearer <access_token>`; сайт хранит токены в httpOnly-cookie ' +
          '`mst_at` и `mst_rt`, а изменяющие запросы с cookie обязаны нести заголовок `Client-Type`. ' +
          'Истёкший access-токен даёт 401 `TOKEN_EXPIRED`: обновите его через `POST /api/auth/refresh`. ' +
          'Вызовы, создающие заказы и платежи, принимают `Idempotency-Key`: повтор с тем же ключом и телом в течение 24 ч ' +
          'отвечает первым статусом и телом (заголовок `Idempotent-Replayed: true`), но без секретных полей ' +
          '(`guest_token` и других токенов): они не хранятся, секрет гостевого заказа приходит только в первом ответе и его cookie. ' +
          'Другое тело с тем же ключом — 422 `IDEMPOTENCY_MISMATCH`, повтор во время первого вызова — 409.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          cookie: { type: 'apiKey', in: 'cookie', name: 'mst_at' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    uiConfig: { docExpansion: 'list', deepLinking: true },
    staticCSP: false,
  });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
});
