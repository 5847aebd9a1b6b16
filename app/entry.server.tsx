import { createReadableStreamFromReadable } from '@react-router/node';
import type { Writable } from 'node:stream';
import { isbot } from 'isbot';
import { renderToPipeableStream } from 'react-dom/server';
import { type AppLoadContext, type EntryContext, ServerRouter } from 'react-router';
import { deferredScripts, deferScriptsInPage } from './shell/deferred-scripts.server';
import { opensToGuestPageCache } from './shell/guest-page-cache';
import { NonceProvider } from './shell/nonce';
import { CssTextProvider } from './shell/route-styles';
import { builtCssText } from './shell/route-styles.server';

export const streamTimeout = 5_000;

/** How long after its shell a page may take to finish and still go out in one piece. */
const WHOLE_PAGE_WAIT_MS = 25;

/**
 * A signed-in person's pages link their stylesheets: the browser keeps them for the next page, and
 * the server neither renders nor compresses the same 28 KB again for every cabinet page. A guest's
 * page (a first visit, often from a search) carries them inline, so nothing but the HTML is needed
 * for the first paint.
 */
const linkedStylesheets = () => undefined;

/** Streams the page as it renders; bots and SPA-mode wait for the whole document. */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.cspNonce;
  const matches = routerContext.staticHandlerContext.matches;
  const leaf = matches[matches.length - 1];
  loadContext.page.cacheable = leaf !== undefined && opensToGuestPageCache(routerContext.routeModules[leaf.route.id]?.handle);
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    let sent = false;
    // Aborts a render that is still streaming after the timeout (its suspended parts go to the browser).
    const abortTimer = setTimeout(() => abort(), streamTimeout + 1000);
    let streamTimer: NodeJS.Timeout | undefined;
    const userAgent = request.headers.get('user-agent');
    const waitForAll = Boolean((userAgent && isbot(userAgent)) || routerContext.isSpaMode);

    /** The finished page in one piece, without a stream. */
    const sendWhole = () => {
      sent = true;
      clearTimeout(abortTimer);
      clearTimeout(streamTimer);
      let page: Buffer<ArrayBuffer>;
      try {
        page = deferScriptsInPage(renderedWhole(pipe));
      } catch (error) {
        return reject(error);
      }
      const response = new Response(loadContext.page.takesRendered ? null : page, { headers: responseHeaders, status: responseStatusCode });
      loadContext.page.rendered = { response, body: page };
      resolve(response);
    };

    /** The page as it renders: what is ready now, the suspended parts as they come. */
    const sendStream = () => {
      sent = true;
      // The render is over once React ends the body: drop the abort timer, which would
      // otherwise keep this request's whole render in memory for the timeout (as React
      // Router's own entry does).
      const body = deferredScripts();
      body.once('finish', () => clearTimeout(abortTimer));
      resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
      pipe(body);
    };

    const onShellReady = () => {
      shellRendered = true;
      responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
      if (waitForAll) return;
      // React Router's data script suspends for a few turns of the event loop after the shell:
      // a page that ends within the wait goes out whole, one still waiting for its data streams.
      streamTimer = setTimeout(() => {
        if (!sent) sendStream();
      }, WHOLE_PAGE_WAIT_MS);
    };

    const onAllReady = () => {
      if (!sent) sendWhole();
    };

    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <CssTextProvider value={loadContext.viewer ? linkedStylesheets : builtCssText}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </CssTextProvider>
      </NonceProvider>,
      {
        nonce,
        // React moves a finished part larger than its default chunk (12.8 KB) out of the document's
        // order and swaps it in by script after the first paint: a long task of layout for the phone,
        // counted as blocking time. A page's parts come in the document's order instead.
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
        onShellReady,
        onAllReady,
        onShellError(error: unknown) {
          clearTimeout(abortTimer);
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) loadContext.log.error({ err: error }, 'the page failed while streaming');
        },
      },
    );
  });
}

/**
 * A page React has finished, taken whole: React writes everything it has and ends its destination
 * within `pipe`, so a plain collector does instead of three layers of streams per request.
 */
function renderedWhole(pipe: (destination: Writable) => Writable): Buffer {
  const chunks: Uint8Array[] = [];
  let ended = false;
  const collector = {
    // React hands long texts (an inline script, a style) over as strings, the rest as bytes.
    write(chunk: Uint8Array | string) {
      chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
      return true;
    },
    end() {
      ended = true;
    },
    on() {
      return collector;
    },
  };
  pipe(collector as unknown as Writable);
  if (!ended) throw new Error('React did not finish a page it reported ready');
  return Buffer.concat(chunks);
}
