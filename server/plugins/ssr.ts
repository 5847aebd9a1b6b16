import { pipeline, Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { isApiRequest, requestPath } from '../http/request-path';
import { createStreamCompressor, pickEncoding } from '../http/compress-stream';
import { compressWhole, readPageBody } from '../http/page-body';
import type { AppServices } from '../services.server';
import { exchangeEntryTokens, resolvePageSession } from './auth';
import { routeNotFound } from './error-handler';
import { isRouterPath } from './page-requests';

export interface SsrOptions {
  /** Loads the React Router server build (the built bundle, or Vite's in development). */
  build: () => Promise<ServerBuild>;
  mode: 'production' | 'development';
  services: AppServices;
}

function toWebRequest(request: FastifyRequest, reply: FastifyReply): Request {
  // request.host and request.protocol honour X-Forwarded-* only when TRUST_PROXY is on.
  // Joined, not resolved: a path of "//other.host/" must stay a path of this host.
  const url = new URL(`${request.protocol}://${request.host || 'localhost'}${request.url.startsWith('/') ? '' : '/'}${request.url}`);
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) value.forEach((v) => headers.append(key, v));
    else headers.set(key, value);
  }
  const controller = new AbortController();
  reply.raw.on('close', () => controller.abort());
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  return new Request(url, {
    method: request.method,
    headers,
    signal: controller.signal,
    ...(hasBody ? { body: Readable.toWeb(request.body as Readable) as ReadableStream, duplex: 'half' } : {}),
  } as RequestInit);
}

async function sendWebResponse(request: FastifyRequest, reply: FastifyReply, response: Response) {
  reply.status(response.status);
  for (const [key, value] of response.headers) {
    if (key === 'set-cookie') continue;
    reply.header(key, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  if (!response.body) return reply.send();
  const page = await readPageBody(response.body);
  const encoding = response.headers.has('content-encoding') ? undefined : pickEncoding(request.headers['accept-encoding']);
  reply.header('vary', 'Accept-Encoding');
  // A page rendered in one go is sent in one piece with its length, compressed in one pass.
  if ('whole' in page) {
    if (!encoding) return reply.send(page.whole);
    reply.header('content-encoding', encoding);
    reply.removeHeader('content-length');
    return reply.send(compressWhole(page.whole, encoding));
  }
  const body = page.stream;
  if (!encoding) return reply.send(body);
  reply.header('content-encoding', encoding);
  reply.removeHeader('content-length');
  const compressor = createStreamCompressor(encoding);
  pipeline(body, compressor, (error) => {
    if (error && error.code !== 'ERR_STREAM_PREMATURE_CLOSE') request.log.warn({ err: error }, 'page stream failed');
  });
  return reply.send(compressor);
}

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

  app.route({
    method: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    url: '/*',
    schema: { hide: true },
    // Pages are compressed here, flushing as they stream (see compress-stream.ts).
    config: { compress: false },
    handler: async (request, reply) => {
      if (isApiRequest(request)) return routeNotFound(request, reply);
      if (!isRouterPath(requestPath(request))) return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
      if (await exchangeEntryTokens(request, reply)) return reply;
      const [handle, session] = await Promise.all([handler(), resolvePageSession(request, reply)]);
      const viewer = session ? await options.services.auth.viewerOf(session.userId) : null;
      const response = await handle(toWebRequest(request, reply), {
        services: options.services,
        cspNonce: request.cspNonce,
        requestId: request.id,
        log: request.log,
        viewer,
      });
      // A page rendered for a signed-in person carries their data: never cache it in between.
      if (viewer) response.headers.set('cache-control', 'private, no-store');
      return sendWebResponse(request, reply, response);
    },
  });
}
