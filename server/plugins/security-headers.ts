import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { isUnder } from '../../lib/paths';
import { requestPath } from '../http/request-path';

declare module 'fastify' {
  interface FastifyRequest {
    cspNonce: string;
  }
}

export interface SecurityHeadersOptions {
  production: boolean;
  /** Extra image sources of the pages (the map's tile server). */
  imgHosts?: string[];
}

/** Hosts the pages may talk to besides their own origin (maps load lazily from Yandex). */
const MAP_HOSTS = ['https://api-maps.yandex.ru', 'https://*.maps.yandex.net', 'https://yandex.ru', 'https://*.yandex.ru'];

/** Pages may not be framed, except webview pages, which the app embeds from this origin. */
export function pageCsp(nonce: string, frameAncestors: "'none'" | "'self'" = "'none'", imgHosts: string[] = []): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' ${MAP_HOSTS.join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${[...MAP_HOSTS, ...imgHosts].join(' ')}`,
    "font-src 'self' data:",
    `connect-src 'self' ws: wss: ${MAP_HOSTS.join(' ')}`,
    "frame-src 'self' https://yandex.ru",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    `frame-ancestors ${frameAncestors}`,
  ].join('; ');
}

/** The API reference UI ships its own inline bootstrap; it gets a CSP of its own. */
const docsCsp = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-inline'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join('; ');

const apiCsp = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'";

export const securityHeadersPlugin = fp(async function securityHeaders(app: FastifyInstance, options: SecurityHeadersOptions) {
  app.decorateRequest('cspNonce', '');
  app.addHook('onRequest', async (request) => {
    request.cspNonce = randomBytes(16).toString('base64');
  });
  app.addHook('onSend', async (request, reply) => {
    const path = requestPath(request);
    const webview = isUnder(path, '/webview');
    const csp = isUnder(path, '/api/docs')
      ? docsCsp
      : isUnder(path, '/api')
        ? apiCsp
        : pageCsp(request.cspNonce, webview ? "'self'" : "'none'", options.imgHosts);
    // A route that set its own policy (files served with `sandbox`) keeps it.
    if (!reply.hasHeader('content-security-policy')) reply.header('content-security-policy', csp);
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('x-frame-options', webview ? 'SAMEORIGIN' : 'DENY');
    reply.header('cross-origin-opener-policy', 'same-origin');
    reply.header('permissions-policy', 'camera=(self), microphone=(), geolocation=(self), payment=(self)');
    if (options.production) {
      reply.header('strict-transport-security', 'max-age=63072000; includeSubDomains; preload');
    }
  });
});
