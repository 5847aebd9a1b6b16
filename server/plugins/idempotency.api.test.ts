import zlib from 'node:zlib';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotencyKeys } from './idempotency-table';
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
        if (body.slow) {
          // One release frees every waiting call (a broken claim may let several in at once).
          await new Promise<void>((resolve) => {
            const previous = release;
            release = () => {
              previous?.();
              resolve();
            };
          });
        }
        if (body.fail === 'conflict') throw new AppError('CONFLICT', { message: 'Занято' });
        if (body.fail === 'crash') throw new Error('boom');
        return reply.code(201).send({ data: { n: calls, big: 'x'.repeat(2000) } });
      });
      app.post('/api/test/secret', { config: { idempotency: true } }, async (_request, reply) => {
        calls += 1;
        return reply.code(201).send({
          data: {
            order_id: calls,
            guest_token: 'guest-secret-value',
            payment: { confirmation_url: 'https://pay.example/confirm', confirmation_token: 'pay-secret-value' },
            sessions: [{ access_token: 'access-secret-value', refresh_token: 'refresh-secret-value', expires_in: 1740 }],
          },
        });
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
    expect(duplicate.json().code).toBe('REQUEST_IN_PROGRESS');
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

describe('Idempotency-Key and secrets', () => {
  it('stores no secret of the first answer, and a replay answers the same status and body without them', async () => {
    const first = await t.app.inject({
      method: 'POST',
      url: '/api/test/secret',
      headers: { 'idempotency-key': 'key-secret' },
      payload: {},
    });
    expect(first.statusCode).toBe(201);
    expect(first.json().data.guest_token).toBe('guest-secret-value');

    const rows = await t.db.database.db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.key, 'key-secret'), eq(idempotencyKeys.route, 'POST /api/test/secret')));
    expect(rows).toHaveLength(1);
    const stored = JSON.stringify(rows[0]);
    expect(stored).not.toMatch(/secret-value/);
    expect(rows[0]!.response).toEqual({
      data: {
        order_id: first.json().data.order_id,
        payment: { confirmation_url: 'https://pay.example/confirm' },
        sessions: [{ expires_in: 1740 }],
      },
    });

    const before = calls;
    const replay = await t.app.inject({
      method: 'POST',
      url: '/api/test/secret',
      headers: { 'idempotency-key': 'key-secret' },
      payload: {},
    });
    expect(calls).toBe(before);
    expect(replay.statusCode).toBe(201);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toEqual(rows[0]!.response);
  });
});

// PGlite runs one transaction at a time, so only PostgreSQL can race two claims of one key.
describe.runIf(process.env.TEST_DB === 'postgres')('Idempotency-Key under parallel requests (PostgreSQL)', () => {
  it('lets exactly one of many parallel requests with the same key run the work', async () => {
    const before = calls;
    release = null;
    const racers = Array.from({ length: 12 }, () => post({ slow: true, race: 1 }, 'key-race'));
    // The winner waits in the handler until released; the others are answered meanwhile. Release
    // again and again, so that a broken claim letting several in cannot hang the test.
    for (let waited = 0; release === null && waited < 5000; waited += 20) await new Promise((r) => setTimeout(r, 20));
    await new Promise((r) => setTimeout(r, 300));
    const releasing = setInterval(() => release?.(), 20);
    const statuses = (await Promise.all(racers).finally(() => clearInterval(releasing))).map((r) => r.statusCode);
    expect(calls - before).toBe(1);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s !== 201).every((s) => s === 409)).toBe(true);
  });
});
