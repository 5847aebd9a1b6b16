import { createHash } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { idempotencyKeys } from './idempotency-table';
import { AppError } from '../../lib/errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Honour an `Idempotency-Key` header on this route (calls that create orders and payments). */
    idempotency?: boolean;
  }
}

/** How long a key answers with its first response. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
/** A first call still "running" after this long died with its process: the key may be reused. */
const PENDING_ABANDONED_MS = 2 * 60 * 1000;
const KEY_PATTERN = /^[\w.:-]{1,255}$/;
/** Records older than the TTL are purged at most this often, by the calls themselves. */
const PURGE_EVERY_MS = 60 * 60 * 1000;

interface Claim {
  scope: string;
  route: string;
  key: string;
}

/** JSON with sorted object keys, so the same body hashes the same whatever its key order. */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** Field names of secrets a creating call may answer with: guest order tokens, sign-in tokens. */
const SECRET_FIELD = /token|secret|password/i;

/**
 * The stored copy of a response, without its secrets: the store keeps it for a day and any replay
 * of the key reads it back. A replay thus answers the first status and body minus these fields.
 */
export function withoutSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutSecrets);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .filter(([name]) => !SECRET_FIELD.test(name))
        .map(([name, field]) => [name, withoutSecrets(field)]),
    );
  }
  return value;
}

export function requestHash(request: { method: string; url: string; body: unknown }): string {
  return createHash('sha256')
    .update(`${request.method} ${request.url}\n${stableJson(request.body ?? null)}`)
    .digest('hex');
}

async function scopeOf(request: FastifyRequest): Promise<string> {
  const state = await request.authState();
  if (state.session) return `user:${state.session.userId}`;
  const body = request.body as Record<string, unknown> | undefined;
  const phone = typeof body?.phone === 'string' ? body.phone.replace(/\D/g, '') : '';
  if (phone.length >= 10) return `guest:${phone}`;
  return `ip:${request.ip}`;
}

/**
 * Idempotency-Key for creating calls. A route opts in with
 * `config: { idempotency: true }`. The same key and body within 24 h answer the first response
 * (status and body, without the secret fields such as `guest_token`: they are never stored);
 * another body with the key answers 422 IDEMPOTENCY_MISMATCH; a duplicate arriving while the first
 * still runs answers 409 (the claim is one insert on the primary key, so only one call runs).
 * Server errors (5xx) free the key for a retry.
 */
export const idempotencyPlugin = fp(async function idempotency(app: FastifyInstance) {
  const { db } = app.services.database;
  const { clock } = app.services;
  const claims = new WeakMap<FastifyRequest, Claim>();
  let purgedAt = 0;

  function purgeOld(now: Date) {
    if (now.getTime() - purgedAt < PURGE_EVERY_MS) return;
    purgedAt = now.getTime();
    const cutoff = new Date(now.getTime() - IDEMPOTENCY_TTL_MS);
    db.delete(idempotencyKeys)
      .where(lt(idempotencyKeys.createdAt, cutoff))
      .catch((error: unknown) => app.log.warn({ err: error }, 'idempotency keys purge failed'));
  }

  app.addHook('preHandler', async (request, reply) => {
    if (!request.routeOptions.config?.idempotency) return;
    const header = request.headers['idempotency-key'];
    if (header === undefined) return;
    const key = Array.isArray(header) ? header[0] : header;
    if (!key || !KEY_PATTERN.test(key)) {
      throw new AppError('VALIDATION_ERROR', {
        message: 'Некорректный заголовок Idempotency-Key',
        fields: { 'Idempotency-Key': 'Ключ — от 1 до 255 латинских букв, цифр и знаков «-_.:»' },
      });
    }
    const claim: Claim = { scope: await scopeOf(request), route: `${request.method} ${request.routeOptions.url}`, key };
    const hash = requestHash(request);
    const where = and(eq(idempotencyKeys.scope, claim.scope), eq(idempotencyKeys.route, claim.route), eq(idempotencyKeys.key, claim.key));

    for (let attempt = 0; attempt < 2; attempt += 1) {
      const now = clock.now();
      purgeOld(now);
      const inserted = await db
        .insert(idempotencyKeys)
        .values({ ...claim, requestHash: hash, createdAt: now })
        .onConflictDoNothing()
        .returning({ key: idempotencyKeys.key });
      if (inserted.length > 0) {
        claims.set(request, claim);
        return;
      }
      const [existing] = await db.select().from(idempotencyKeys).where(where);
      if (!existing) continue;
      const age = now.getTime() - existing.createdAt.getTime();
      const stale = age >= IDEMPOTENCY_TTL_MS || (existing.statusCode === null && age >= PENDING_ABANDONED_MS);
      if (stale) {
        await db.delete(idempotencyKeys).where(and(where, eq(idempotencyKeys.createdAt, existing.createdAt)));
        continue;
      }
      if (existing.requestHash !== hash) throw new AppError('IDEMPOTENCY_MISMATCH');
      if (existing.statusCode === null) {
        throw new AppError('REQUEST_IN_PROGRESS');
      }
      reply.header('idempotent-replayed', 'true');
      return reply
        .code(existing.statusCode)
        .type('application/json; charset=utf-8')
        .send(JSON.stringify(existing.response ?? null));
    }
    throw new AppError('REQUEST_IN_PROGRESS');
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const claim = claims.get(request);
    if (!claim) return payload;
    claims.delete(request);
    const where = and(eq(idempotencyKeys.scope, claim.scope), eq(idempotencyKeys.route, claim.route), eq(idempotencyKeys.key, claim.key));
    if (reply.statusCode >= 500) {
      await db.delete(idempotencyKeys).where(where);
      return payload;
    }
    let response: unknown = null;
    if (typeof payload === 'string') {
      try {
        response = withoutSecrets(JSON.parse(payload));
      } catch {
        // Not JSON: nothing to sift through for secrets, so keep no body at all.
        response = null;
      }
    }
    await db.update(idempotencyKeys).set({ statusCode: reply.statusCode, response }).where(where);
    return payload;
  });
});
