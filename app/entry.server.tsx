import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import { renderToPipeableStream } from 'react-dom/server';
import { type AppLoadContext, type EntryContext, ServerRouter } from 'react-router';
import { deferredScripts } from './shell/deferred-scripts.server';
import { opensToGuestPageCache } from './shell/guest-page-cache';
import { NonceProvider } from './shell/nonce';
import { CssTextProvider } from './shell/route-styles';
import { builtCssText } from './shell/route-styles.server';

export const streamTimeout = 5_000;

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
    // Aborts a render that is still streaming after the timeout (its suspended parts go to the browser).
    const abortTimer = setTimeout(() => abort(), streamTimeout + 1000);
    const userAgent = request.headers.get('user-agent');
    const readyEvent = (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';

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
        [readyEvent]() {
          shellRendered = true;
          // The render is over once React ends the body: drop the abort timer, which would
          // otherwise keep this request's whole render in memory for the timeout (as React
          // Router's own entry does).
          const body = deferredScripts();
          body.once('finish', () => clearTimeout(abortTimer));
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
          pipe(body);
        },
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
