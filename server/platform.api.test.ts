import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from '../lib/errors';
import { createTestApp, type TestApp } from '../tests/helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, (app) => {
    // Routes that exist only in this test, to drive the error handler.
    app.post(
      '/api/test/echo',
      { schema: { body: z.object({ phone: z.string().regex(/^\d{11}$/, 'Телефон — 11 цифр'), count: z.number().int().min(1) }) } },
      async (request) => ({ data: request.body }),
    );
    app.get('/api/test/boom', async () => {
      throw new Error('secret connection string postgres://admin:hunter2@db');
    });
    app.get('/api/test/conflict', async () => {
      throw new AppError('CONFLICT', { message: ['Ячейка уже занята', 'Выберите другую'], exception: 'Бронирование' });
    });
  });
});
afterAll(async () => {
  await t.close();
});

describe('error envelope', () => {
  it('answers an unknown API path with 404 ROUTE_NOT_FOUND', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/cabinet/v2/does-not-exist?x=1' });
    expect(response.statusCode).toBe(404);
    const body = response.json();
    expect(body.code).toBe('ROUTE_NOT_FOUND');
    expect(body.message).toContain('/api/cabinet/v2/does-not-exist');
    expect(body.request_id).toBe(response.headers['x-request-id']);
  });

  it('answers invalid fields with 422 VALIDATION_ERROR and Russian messages per field', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/test/echo', payload: { phone: '123', count: 0 } });
    expect(response.statusCode).toBe(422);
    const body = response.json();
    expect(body.code).toBe('VALIDATION_ERROR');
    expect(body.message).toBe('Проверьте правильность заполнения полей');
    expect(body.fields.phone).toBe('Телефон — 11 цифр');
    expect(body.fields.count).toMatch(/[а-я]/i);
  });

  it('answers malformed JSON with 400 BAD_REQUEST', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"phone": "7999',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'BAD_REQUEST', message: 'Тело запроса — некорректный JSON' });
  });

  it('answers an unsupported content type with 415', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/xml' },
      payload: '<phone/>',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('answers a too large body with 413', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ phone: 'x'.repeat(2 * 1024 * 1024), count: 1 }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('hides internals of a 500 and logs nothing into the body', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/test/boom' });
    expect(response.statusCode).toBe(500);
    const body = response.json();
    expect(body.code).toBe('INTERNAL_ERROR');
    expect(body.message).toBe('Что-то пошло не так. Мы уже разбираемся');
    expect(response.body).not.toContain('hunter2');
    expect(response.body).not.toContain('stack');
    expect(body.request_id).toBeTruthy();
  });

  it('keeps message lines and the exception of a typed error', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/test/conflict' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'CONFLICT',
      message: ['Ячейка уже занята', 'Выберите другую'],
      exception: 'Бронирование',
    });
  });

  it('echoes a well-formed incoming request id and replaces a bad one', async () => {
    const good = await t.app.inject({ method: 'GET', url: '/api/countries', headers: { 'x-request-id': 'abc-123-def-456' } });
    expect(good.headers['x-request-id']).toBe('abc-123-def-456');
    const bad = await t.app.inject({ method: 'GET', url: '/api/countries', headers: { 'x-request-id': '<script>' } });
    expect(bad.headers['x-request-id']).not.toBe('<script>');
  });
});

describe('security headers', () => {
  it('sends a nonce CSP with object-src none and base-uri none on pages', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/about/' });
    const second = await t.app.inject({ method: 'GET', url: '/about/' });
    const csp = String(first.headers['content-security-policy']);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(String(second.headers['content-security-policy'])).not.toContain(nonce!);
    expect(first.headers['x-content-type-options']).toBe('nosniff');
    expect(first.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(first.headers['strict-transport-security']).toBeUndefined();
  });

  it('forbids framing, except webview pages framed by their own origin', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/about/' });
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(page.headers['x-frame-options']).toBe('DENY');
    const webview = await t.app.inject({ method: 'GET', url: '/webview/test/' });
    expect(webview.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(webview.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('locks the API down to no content sources', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/countries' });
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('adds HSTS in production', async () => {
    const prod = await createTestApp({ NODE_ENV: 'production', SESSION_SECRET: 'a-real-production-secret-of-enough-length-123' });
    const response = await prod.app.inject({ method: 'GET', url: '/api/countries' });
    expect(response.headers['strict-transport-security']).toContain('max-age=');
    await prod.close();
  });
});

describe('trailing slash', () => {
  it('redirects a page path without a slash permanently, keeping the query', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/storages/moskva?utm_source=ya&x=1' });
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/storages/moskva/?utm_source=ya&x=1');
  });

  it('does not turn //host into a protocol-relative redirect', async () => {
    const response = await t.app.inject({ method: 'GET', url: '//evil.example/path' });
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/evil.example/path/');
  });

  it('leaves API paths, files and slashed pages alone', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/countries' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/favicon.svg' })).statusCode).not.toBe(301);
    expect((await t.app.inject({ method: 'GET', url: '/about/' })).statusCode).not.toBe(301);
  });
});

describe('UTM capture', () => {
  it('keeps utm values of an entry URL in cookies', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/about/?utm_source=yandex&utm_medium=cpc&utm_campaign=winter' });
    const cookies = response.cookies.map((c) => [c.name, c.value]);
    expect(cookies).toEqual(
      expect.arrayContaining([
        ['utm_source', 'yandex'],
        ['utm_medium', 'cpc'],
        ['utm_campaign', 'winter'],
      ]),
    );
  });
});

describe('business redirects', () => {
  it.each(['header', 'footer'])('sends /redirect/bisiness/%s/ to the business site with its medium', async (place) => {
    const response = await t.app.inject({ method: 'GET', url: `/redirect/bisiness/${place}/` });
    expect(response.statusCode).toBe(302);
    const target = new URL(String(response.headers.location));
    expect(target.origin).toBe('https://business.mestechko.ru');
    expect(target.searchParams.get('utm_medium')).toBe(place);
  });
});

describe('health', () => {
  it('answers /healthz and /readyz', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json().status).toBe('ready');
  });
});

describe('OpenAPI', () => {
  it('documents the reference calls from their zod schemas', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/cities/cabinet', '/api/countries', '/api/locales', '/api/timezones', '/api/reference/policy']),
    );
    const cities = doc.paths['/api/cities/cabinet'].get.responses['200'].content['application/json'].schema;
    expect(JSON.stringify(cities)).toContain('declensions');
  });

  it('serves the reference UI at /api/docs/', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
  });
});
