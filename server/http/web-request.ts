import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The Fetch `Request` React Router renders a page for. Its signal aborts when the visitor goes away
 * before the response has ended (loaders may stop their work), never after a finished response.
 */
export function toWebRequest(request: FastifyRequest, reply: FastifyReply): Request {
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
  // Only a response left unfinished (the visitor went away) aborts the render: an abort makes an
  // AbortError with its stack, which every finished page paid for.
  reply.raw.on('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  return new Request(url, {
    method: request.method,
    headers,
    signal: controller.signal,
    ...(hasBody ? { body: Readable.toWeb(request.body as Readable) as ReadableStream, duplex: 'half' } : {}),
  } as RequestInit);
}
