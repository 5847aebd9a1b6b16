import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import { createTestApp, type TestApp } from '../../tests/helpers/test-app';
import { cookieHeader, loginBySms, randomPhone } from '../../tests/helpers/auth-session';

const clock = manualClock();
let t: TestApp;
let calls = 0;
let release: (() => void) | null = null;

beforeAll(async () => {
  t = await createTestApp(
    {},
    (app) => {
      app.post('/api/test/create', { config: { idempotency: true } }, async (request, reply) => {
        calls += 1;
        const body = request.body as { slow?: boolean; fail?: string };
        if (body.slow) await new Promise<void>((resolve) => (release = resolve));
        if (body.fail === 'conflict') throw new AppError('CONFLICT', { message: 'Занято' });
        if (body.fail === 'crash') throw new Error('boom');
        return reply.code(201).send({ data: { n: calls, big: 'x'.repeat(2000) } });
      });
      app.post('/api/test/plain', async () => {
        calls += 1;
        return { data: { n: calls } };
      });
    },
    { clock },
  );
});
afterAll(() => t.close());

const post = (payload: unknown, key?: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/test/create',
    headers: { ...(key ? { 'idempotency-key': key } : {}), 'accept-encoding': 'gzip, br', ...headers },
    payload: payload as Record<string, unknown>,
  });

describe('Idempotency-Key', () => {
  it('repeats the first answer for the same key and body, without running the handler again', async () => {
    const first = await post({ a: 1, b: 2 }, 'key-same-1');
    expect(first.statusCode).toBe(201);
    const before = calls;
    const second = await post({ b: 2, a: 1 }, 'key-same-1');
    expect(second.statusCode).toBe(201);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(calls).toBe(before);
    // both compressed or not, the body is the same JSON
    const decode = (r: typeof first) => {
      const encoding = r.headers['content-encoding'];
      if (encoding === 'br') return JSON.parse(zlib.brotliDecompressSync(r.rawPayload).toString());
      if (encoding === 'gzip') return JSON.parse(zlib.gunzipSync(r.rawPayload).toString());
      return JSON.parse(r.body);
    };
    expect(first.headers['content-encoding']).toBeDefined();
    expect(decode(second)).toEqual(decode(first));
  });

  it('answers 422 IDEMPOTENCY_MISMATCH for another body with the same key', async () => {
    await post({ a: 1 }, 'key-mismatch');
    const other = await post({ a: 2 }, 'key-mismatch');
    expect(other.statusCode).toBe(422);
    expect(other.json().code).toBe('IDEMPOTENCY_MISMATCH');
  });

  it('answers 409 to a duplicate that arrives while the first still runs', async () => {
    const first = post({ slow: true }, 'key-slow');
    await new Promise((r) => setTimeout(r, 100));
    const duplicate = await post({ slow: true }, 'key-slow');
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().code).toBe('CONFLICT');
    release?.();
    expect((await first).statusCode).toBe(201);
    expect((await post({ slow: true }, 'key-slow')).headers['idempotent-replayed']).toBe('true');
  });

  it('keeps a 4xx answer but frees the key after a server error', async () => {
    const conflict = await post({ fail: 'conflict' }, 'key-4xx');
    expect(conflict.statusCode).toBe(409);
    const before = calls;
    const again = await post({ fail: 'conflict' }, 'key-4xx');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Занято');
    expect(calls).toBe(before);

    expect((await post({ fail: 'crash' }, 'key-5xx')).statusCode).toBe(500);
    const retried = calls;
    expect((await post({ fail: 'crash' }, 'key-5xx')).statusCode).toBe(500);
    expect(calls).toBe(retried + 1);
  });

  it('runs again after 24 hours, and without a key every call runs', async () => {
    await post({ day: 1 }, 'key-day');
    const before = calls;
    clock.advance(24 * 3600 + 1);
    const later = await post({ day: 1 }, 'key-day');
    expect(later.statusCode).toBe(201);
    expect(later.headers['idempotent-replayed']).toBeUndefined();
    expect(calls).toBe(before + 1);
    await post({ none: 1 });
    await post({ none: 1 });
    expect(calls).toBe(before + 3);
  });

  it('scopes keys by user: another user with the same key gets their own answer', async () => {
    const a = await loginBySms(t.app, randomPhone());
    const b = await loginBySms(t.app, randomPhone());
    const web = (c: Record<string, string>) => ({ cookie: cookieHeader(c), 'client-type': 'WEB_CLIENT' });
    const first = await post({ x: 1 }, 'key-shared', web(a.cookies));
    const second = await post({ x: 2 }, 'key-shared', web(b.cookies));
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.headers['idempotent-replayed']).toBeUndefined();
  });

  it('refuses a malformed key and ignores the header on routes that did not opt in', async () => {
    const bad = await post({ a: 1 }, 'ключ с пробелами');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().fields['Idempotency-Key']).toMatch(/Ключ/);
    const plain = () => t.app.inject({ method: 'POST', url: '/api/test/plain', headers: { 'idempotency-key': 'p1' }, payload: {} });
    const one = (await plain()).json().data.n;
    const two = (await plain()).json().data.n;
    expect(two).toBe(one + 1);
  });
});
