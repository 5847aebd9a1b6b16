import { pipeline } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createRequestHandler, type AppLoadContext, type ServerBuild } from 'react-router';
import { isApiRequest, requestPath } from '../http/request-path';
import { toWebRequest } from '../http/web-request';
import { createStreamCompressor, pickEncoding } from '../http/compress-stream';
import { compressWhole, readPageBody, type CompressionEffort, type PageBody } from '../http/page-body';
import { createGuestPageCache, cutAtNonce, joinWithNonce, type GuestPage } from '../http/guest-page-cache';
import { guestPageKey, keepableGuestPage } from '../http/guest-page-key';
import { recordPageDependencies } from '../../lib/page-dependencies.server';
import { withRequestReads } from '../../lib/request-reads.server';
import { countStatements, type StatementCount } from '../../lib/statement-count.server';
import type { AppServices } from '../services.server';
import { exchangeEntryTokens, resolvePageViewer } from './auth';
import { routeNotFound } from './error-handler';
import { isRouterPath } from './page-requests';

export interface SsrOptions {
  /** Loads the React Router server build (the built bundle, or Vite's in development). */
  build: () => Promise<ServerBuild>;
  mode: 'production' | 'development';
  services: AppServices;
  /** Guest pages kept at most (0: none kept); see the guest page cache. */
  guestPageCacheEntries: number;
  /** Tests and the bench: each page's database statements (its session lookup included) as `x-db-queries`. */
  countStatements?: boolean;
}

/** A kept guest page is rendered again at least this often, whatever its checks say. */
const GUEST_PAGE_MAX_AGE_MS = 30_000;
const GUEST_PAGE_CACHE_BYTES = 32 * 1024 * 1024;

interface ReadResponse {
  status: number;
  headers: [string, string][];
  cookies: string[];
  page?: PageBody;
}

/** React Router's response; a page the entry rendered whole (`rendered`) is taken as it is, its stream left unread. */
async function readWebResponse(response: Response, rendered?: { response: Response; body: Buffer }): Promise<ReadResponse> {
  const headers = [...response.headers].filter(([key]) => key !== 'set-cookie');
  const cookies = response.headers.getSetCookie();
  if (rendered?.response === response) return { status: response.status, headers, cookies, page: { whole: rendered.body } };
  return { status: response.status, headers, cookies, page: response.body ? await readPageBody(response.body) : undefined };
}

function sendWhole(request: FastifyRequest, reply: FastifyReply, whole: Buffer, alreadyEncoded: boolean, effort?: CompressionEffort) {
  const encoding = alreadyEncoded ? undefined : pickEncoding(request.headers['accept-encoding']);
  reply.header('vary', 'Accept-Encoding');
  // A page rendered in one go is sent in one piece with its length, compressed in one pass.
  if (!encoding) return reply.send(whole);
  reply.header('content-encoding', encoding);
  reply.removeHeader('content-length');
  return reply.send(compressWhole(whole, encoding, effort));
}

function sendRead(request: FastifyRequest, reply: FastifyReply, read: ReadResponse, effort?: CompressionEffort) {
  reply.status(read.status);
  for (const [key, value] of read.headers) reply.header(key, value);
  if (read.cookies.length > 0) reply.header('set-cookie', read.cookies);
  const alreadyEncoded = read.headers.some(([key]) => key === 'content-encoding');
  if (!read.page) return reply.send();
  if ('whole' in read.page) return sendWhole(request, reply, read.page.whole, alreadyEncoded, effort);
  const body = read.page.stream;
  const encoding = alreadyEncoded ? undefined : pickEncoding(request.headers['accept-encoding']);
  reply.header('vary', 'Accept-Encoding');
  if (!encoding) return reply.send(body);
  reply.header('content-encoding', encoding);
  reply.removeHeader('content-length');
  const compressor = createStreamCompressor(encoding);
  pipeline(body, compressor, (error) => {
    if (error && error.code !== 'ERR_STREAM_PREMATURE_CLOSE') request.log.warn({ err: error }, 'page stream failed');
  });
  return reply.send(compressor);
}

function sendGuestPage(request: FastifyRequest, reply: FastifyReply, page: GuestPage) {
  reply.status(page.status);
  for (const [key, value] of page.headers) reply.header(key, value);
  if (page.cookies.length > 0) reply.header('set-cookie', page.cookies);
  reply.header('x-page-cache', 'hit');
  return sendWhole(request, reply, joinWithNonce(page.parts, request.cspNonce), false);
}

const readsOnly = (request: FastifyRequest) => request.method === 'GET' || request.method === 'HEAD';

/**
 * Every path that is not the API or a static file is a page rendered by React Router,
 * streamed as it renders. Loaders and actions get the domain services through the load context.
 */
export async function ssrPlugin(app: FastifyInstance, options: SsrOptions) {
  // Page actions read their own bodies (forms, multipart): hand them the raw stream.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, payload, done) => done(null, payload));

  let handlerPromise: Promise<ReturnType<typeof createRequestHandler>> | undefined;
  const handler = () => {
    if (options.mode === 'development') return options.build().then((b) => createRequestHandler(b, options.mode));
    handlerPromise ??= options.build().then((b) => createRequestHandler(b, options.mode));
    return handlerPromise;
  };

  const cache =
    options.guestPageCacheEntries > 0
      ? createGuestPageCache({
          maxEntries: options.guestPageCacheEntries,
          maxBytes: GUEST_PAGE_CACHE_BYTES,
          maxAgeMs: GUEST_PAGE_MAX_AGE_MS,
          now: () => options.services.clock.now().getTime(),
        })
      : undefined;

  app.route({
    method: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    url: '/*',
    schema: { hide: true },
    // Pages are compressed here, flushing as they stream (see compress-stream.ts).
    config: { compress: false },
    handler: (request, reply) => {
      // A page that only reads shares its rows between its loaders; an action's writes must be seen.
      const render = (count: StatementCount | null) =>
        readsOnly(request) ? withRequestReads(() => renderPage(request, reply, count)) : renderPage(request, reply, count);
      if (!options.countStatements) return render(null);
      const count = { statements: 0 };
      return countStatements(count, () => render(count));
    },
  });

  async function renderPage(request: FastifyRequest, reply: FastifyReply, count: StatementCount | null) {
    if (isApiRequest(request)) return routeNotFound(request, reply);
    if (!isRouterPath(requestPath(request))) return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
    if (await exchangeEntryTokens(request, reply)) return reply;
    const [handle, signedIn] = await Promise.all([handler(), resolvePageViewer(request, reply)]);
    const viewer = signedIn?.viewer ?? null;
    const key = cache && !viewer ? guestPageKey(request, reply) : null;
    if (key) {
      const kept = await cache!.lookup(key);
      if (kept) return sendGuestPage(request, reply, kept);
    }
    const send = (read: ReadResponse) => {
      if (count) reply.header('x-db-queries', String(count.statements));
      // A signed-in person's page is rendered for them and sent once: compressed fast.
      return sendRead(request, reply, read, viewer ? 'fast' : 'default');
    };
    const page: AppLoadContext['page'] = { cacheable: false, takesRendered: true };
    const render = () =>
      handle(toWebRequest(request, reply), {
        services: options.services,
        cspNonce: request.cspNonce,
        requestId: request.id,
        ip: request.ip,
        log: request.log,
        viewer,
        page,
      }).then((response) => readWebResponse(response, page.rendered));
    if (!key) {
      const read = await render();
      // A page rendered for a signed-in person carries their data: never cache it in between.
      if (viewer) read.headers.push(['cache-control', 'private, no-store']);
      return send(read);
    }
    const startedAt = options.services.clock.now().getTime();
    const { result: read, dependencies } = await recordPageDependencies(render);
    const whole = read.page && 'whole' in read.page ? read.page.whole : undefined;
    if (whole && page.cacheable && keepableGuestPage(read)) {
      const kept = cache!.store(
        key,
        { status: read.status, headers: read.headers, cookies: read.cookies, parts: cutAtNonce(whole, request.cspNonce) },
        dependencies,
        startedAt,
      );
      reply.header('x-page-cache', kept ? 'miss' : 'bypass');
    } else reply.header('x-page-cache', 'bypass');
    return send(read);
  }
}
