import type { FastifyRequest } from 'fastify';
import { isUnder, normalisePath } from '../../lib/paths';

const cache = new WeakMap<FastifyRequest, string>();

/**
 * The request's path as the router reads it (see lib/paths.ts): what every rule keyed on a path
 * (Client-Type, rate limits, CSP, the API's 404, page redirects) must look at instead of `request.url`.
 */
export function requestPath(request: FastifyRequest): string {
  let path = cache.get(request);
  if (path === undefined) {
    path = normalisePath(request.url);
    cache.set(request, path);
  }
  return path;
}

export function isApiRequest(request: FastifyRequest): boolean {
  return isUnder(requestPath(request), '/api');
}
