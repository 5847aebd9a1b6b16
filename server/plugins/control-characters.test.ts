import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { controlCharactersPlugin } from './control-characters';
import { errorHandlerPlugin } from './error-handler';

let app: FastifyInstance;

beforeAll(async () => {
  app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(errorHandlerPlugin);
  await app.register(controlCharactersPlugin);
  app.post(
    '/api/notes/:id',
    { schema: { params: z.object({ id: z.string() }), body: z.object({ text: z.string(), tags: z.array(z.string()).optional() }) } },
    async (request) => request.body,
  );
  // A page-like route without schemas that reads its own raw body, as server/plugins/ssr.ts does.
  await app.register(async (pages) => {
    pages.removeAllContentTypeParsers();
    pages.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
    pages.all('/pages/*', async () => 'page');
  });
  await app.ready();
});
afterAll(() => app.close());

describe('the control-character check of every request', () => {
  it('keeps multi-line text with tabs', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/notes/1', payload: { text: 'строка 1\n\tстрока 2\r\n' } });
    expect(response.statusCode).toBe(200);
  });

  it('answers 422 naming each field of the body, query and path that holds one', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/notes/a%00?q=%1B',
      payload: { text: 'a\u0000', tags: ['ok', '\uD800'] },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      fields: {
        id: 'Недопустимые символы: уберите управляющие символы',
        q: expect.any(String),
        text: expect.any(String),
        'tags.1': expect.any(String),
      },
    });
  });

  it('checks routes without schemas, and leaves raw bodies to their readers', async () => {
    expect((await app.inject({ method: 'GET', url: '/pages/storages?q=%00' })).statusCode).toBe(422);
    expect((await app.inject({ method: 'GET', url: '/pages/%7F' })).statusCode).toBe(422);
    const form = await app.inject({
      method: 'POST',
      url: '/pages/form',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'a=%00',
    });
    expect(form.statusCode).toBe(200);
  });
});
