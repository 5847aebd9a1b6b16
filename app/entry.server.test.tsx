import { Suspense, use } from 'react';
import type { AppLoadContext, EntryContext } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { DEFERRED_MODULE_TYPE } from './shell/deferred-scripts';

// The page under test stands in for React Router's <ServerRouter>: a shell, a bootstrap module
// script (the one the entry defers) and, when given, a part that waits for its data.
const pending = vi.hoisted(() => ({ data: undefined as Promise<string> | undefined }));

function Late({ data }: { data: Promise<string> }) {
  return <p>{use(data)}</p>;
}

vi.mock('react-router', async (original) => ({
  ...(await original<Record<string, unknown>>()),
  ServerRouter: ({ nonce }: { nonce?: string }) => (
    <html lang="ru">
      <head>
        <link rel="modulepreload" href="/assets/entry.client-1.js" />
      </head>
      <body>
        <h1>Уведомления</h1>
        {pending.data ? (
          <Suspense fallback={<p>Загружаем…</p>}>
            <Late data={pending.data} />
          </Suspense>
        ) : null}
        <script nonce={nonce} type="module" dangerouslySetInnerHTML={{ __html: 'import("/assets/entry.client-1.js");' }} />
      </body>
    </html>
  ),
}));

const { default: handleRequest } = await import('./entry.server');

const routerContext = { staticHandlerContext: { matches: [] }, routeModules: {}, isSpaMode: false } as unknown as EntryContext;

function render(userAgent = 'Mozilla/5.0 (Linux; Android 14) Chrome/130.0 Mobile', takesRendered = false) {
  const loadContext = {
    cspNonce: 'n0nce',
    viewer: null,
    page: { cacheable: false, takesRendered } as AppLoadContext['page'],
    log: { error: vi.fn() },
  };
  const request = new Request('http://localhost/cabinet/notifications/', { headers: { 'user-agent': userAgent } });
  const response = handleRequest(request, 200, new Headers(), routerContext, loadContext as unknown as AppLoadContext);
  return { response, loadContext };
}

describe('the page entry', () => {
  it('hands a page that finishes right after its shell over whole, its scripts deferred', async () => {
    pending.data = Promise.resolve('три новых');
    const { response, loadContext } = render();
    const sent = await response;
    const rendered = loadContext.page.rendered as { response: Response; body: Buffer } | undefined;
    expect(rendered?.response).toBe(sent);
    const html = rendered!.body.toString('utf8');
    expect(html).toContain('<p>три новых</p>');
    expect(html).not.toContain('Загружаем…');
    expect(html).toContain(`type="${DEFERRED_MODULE_TYPE}"`);
    expect(html).not.toContain('rel="modulepreload"');
    expect(await sent.text()).toBe(html);
  });

  it('leaves the response without a body of its own when the server takes the page as bytes', async () => {
    pending.data = Promise.resolve('два новых');
    const { response, loadContext } = render(undefined, true);
    const sent = await response;
    expect(sent.body).toBeNull();
    expect(sent.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(loadContext.page.rendered?.response).toBe(sent);
    expect(loadContext.page.rendered?.body.toString('utf8')).toContain('<p>два новых</p>');
  });

  it('streams a page whose part is still waiting after the wait: the shell first, the part when it comes', async () => {
    let arrive: (value: string) => void = () => undefined;
    pending.data = new Promise<string>((resolve) => (arrive = resolve));
    const { response, loadContext } = render();
    const sent = await response;
    expect(loadContext.page.rendered).toBeUndefined();
    const reader = sent.body!.getReader();
    const first = new TextDecoder().decode((await reader.read()).value);
    expect(first).toContain('<h1>Уведомления</h1>');
    expect(first).toContain('Загружаем…');
    arrive('пять новых');
    let rest = '';
    for (let step = await reader.read(); !step.done; step = await reader.read()) rest += new TextDecoder().decode(step.value);
    expect(rest).toContain('пять новых');
    expect(first + rest).toContain(`type="${DEFERRED_MODULE_TYPE}"`);
  });

  it('gives a crawler the whole page however long its parts take', async () => {
    pending.data = new Promise<string>((resolve) => setTimeout(() => resolve('готово'), 60));
    const { response, loadContext } = render('Googlebot/2.1 (+http://www.google.com/bot.html)');
    const sent = await response;
    expect(loadContext.page.rendered?.response).toBe(sent);
    expect(await sent.text()).toContain('<p>готово</p>');
  });
});
