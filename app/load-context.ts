import type { FastifyBaseLogger } from 'fastify';
import type { Viewer } from '../domains/auth/schema';
import type { AppServices } from '../server/services.server';

declare module 'react-router' {
  interface AppLoadContext {
    services: AppServices;
    cspNonce: string;
    requestId: string;
    /** The client's address as the server sees it (Fastify's `request.ip`, behind TRUST_PROXY when set). */
    ip: string;
    /** The request's pino logger (Fastify's `request.log`). */
    log: FastifyBaseLogger;
    /** The signed-in user of this request (cookie or Bearer), or null. */
    viewer: Viewer | null;
    /** Set while rendering: whether the matched page opted into the guest page cache (shell/guest-page-cache.ts). */
    page: {
      cacheable: boolean;
      /** The page React finished in one pass, as sent: the server takes it without reading the response's stream. */
      rendered?: { response: Response; body: Buffer };
      /**
       * Set by the server, which reads `rendered`: the response of a page finished in one pass then
       * carries no body of its own (a web stream per response cost more than the rest of sending it).
       */
      takesRendered?: boolean;
    };
  }
}

export {};
