import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { localReturnPath, normalisePath } from '../../lib/paths';
import { requestPath } from '../http/request-path';

const NON_PAGE_PREFIXES = ['/api/', '/assets/', '/socket.io/', '/images/', '/healthz', '/readyz', '/__'];
/** React Router's own requests: single-fetch data (`/path.data`) and lazy route discovery. */
const ROUTER_MANIFEST_PATH = '/__manifest';
const UTM_KEYS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_content', 'utm_term'] as const;
const UTM_MAX_AGE = 60 * 60 * 24 * 30;

export function isPagePath(path: string): boolean {
  if (NON_PAGE_PREFIXES.some((p) => path === p.replace(/\/$/, '') || path.startsWith(p))) return false;
  const last = path.slice(path.lastIndexOf('/') + 1);
  return !last.includes('.');
}

/** Paths the React Router handler answers: pages plus its data and manifest requests. */
export function isRouterPath(path: string): boolean {
  if (path === ROUTER_MANIFEST_PATH) return true;
  if (path.endsWith('.data') && !path.startsWith('/api/') && !path.startsWith('/assets/')) return true;
  return isPagePath(path);
}

/** The redirect target for a page path without its trailing slash, keeping the query; undefined when none is needed. */
export function slashRedirectTarget(url: string): string | undefined {
  const q = url.indexOf('?');
  const path = q === -1 ? url : url.slice(0, q);
  const query = q === -1 ? '' : url.slice(q);
  if (path.endsWith('/') || !isPagePath(normalisePath(path))) return undefined;
  // The target goes into Location: the shared normaliser refuses what would resolve to another host.
  return localReturnPath(`/${path.replace(/^\/+/, '')}/${query}`) ?? '/';
}

function captureUtm(request: FastifyRequest, reply: FastifyReply) {
  const query = request.query as Record<string, unknown> | undefined;
  if (!query) return;
  for (const key of UTM_KEYS) {
    const value = query[key];
    if (typeof value === 'string' && value.length > 0 && value.length <= 200) {
      reply.setCookie(key, value, { path: '/', maxAge: UTM_MAX_AGE, sameSite: 'lax' });
    }
  }
}

/** Page-only concerns: the trailing-slash rule and UTM capture from entry URLs. */
export const pageRequestsPlugin = fp(async function pageRequests(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    const target = slashRedirectTarget(request.url);
    if (target) return reply.redirect(target, 301);
  });
  app.addHook('preHandler', async (request, reply) => {
    if (request.method !== 'GET') return;
    if (!isPagePath(requestPath(request))) return;
    captureUtm(request, reply);
  });
});
