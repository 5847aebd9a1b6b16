import {
  type AppLoadContext,
  createRequestHandler,
  createStaticHandler,
  createStaticRouter,
  type RouteObject,
  type ServerBuild,
} from 'react-router';
import { describe, expect, it } from 'vitest';

// patches/react-router+*.patch (decision 0013): the server keeps the route structures it builds from
// one build between requests instead of rebuilding them for every page, and remembers which branch
// of the route table each path matched, so a request matches one branch instead of walking them all.
// Without the patch applied (npm's postinstall runs patch-package), each router gets a route tree of
// its own. A loader gets the request as it came unless it carries React Router's own `index` or
// `_routes` parameter (unpatched, every loader of every page got two copies made for it).

const routes: RouteObject[] = [
  {
    id: 'layout',
    path: '/',
    children: [
      { id: 'home', index: true, loader: () => 'home' },
      { id: 'tariffs', path: 'tariffs', loader: () => 'tariffs' },
      { id: 'order', path: 'orders/:id', loader: ({ params }) => `order ${params.id}` },
      { id: 'not-found', path: '*', loader: () => 'not found' },
    ],
  },
];

async function routerFor(handler: ReturnType<typeof createStaticHandler>, path: string) {
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error(`unexpected response for ${path}`);
  return createStaticRouter(handler.dataRoutes, context);
}

describe('React Router on the server, as patched', () => {
  it('keeps one route tree per set of routes across requests', async () => {
    const handler = createStaticHandler(routes);
    const first = await routerFor(handler, '/tariffs');
    const second = await routerFor(handler, '/nothing/here');
    expect(second.routes).toBe(first.routes);
  });

  it('still answers each request with its own matches and data', async () => {
    const handler = createStaticHandler(routes);
    const tariffs = await routerFor(handler, '/tariffs');
    const missing = await routerFor(handler, '/nothing/here');
    const home = await routerFor(handler, '/');
    expect(tariffs.state.matches.map((m) => m.route.id)).toEqual(['layout', 'tariffs']);
    expect(tariffs.state.loaderData).toEqual({ tariffs: 'tariffs' });
    expect(missing.state.matches.map((m) => m.route.id)).toEqual(['layout', 'not-found']);
    expect(missing.state.matches.at(-1)?.params).toEqual({ '*': 'nothing/here' });
    expect(home.state.matches.map((m) => m.route.id)).toEqual(['layout', 'home']);
    expect(tariffs.state.matches.map((m) => m.route.id)).toEqual(['layout', 'tariffs']);
  });

  it('matches each path afresh when it comes again: its own params and data, whatever came between', async () => {
    const handler = createStaticHandler(routes);
    for (const round of [1, 2]) {
      const first = await routerFor(handler, '/orders/1/');
      const second = await routerFor(handler, '/orders/2');
      const missing = await routerFor(handler, '/orders/1/extra');
      expect(first.state.matches.at(-1)?.params, `round ${round}`).toEqual({ id: '1' });
      expect(first.state.loaderData).toEqual({ order: 'order 1' });
      expect(second.state.matches.at(-1)?.params).toEqual({ id: '2' });
      expect(second.state.loaderData).toEqual({ order: 'order 2' });
      expect(missing.state.matches.map((m) => m.route.id)).toEqual(['layout', 'not-found']);
      expect(missing.state.matches.at(-1)?.params).toEqual({ '*': 'orders/1/extra' });
      expect(first.state.matches.at(-1)?.params).not.toBe(second.state.matches.at(-1)?.params);
    }
  });

  it('builds a new route tree for another set of routes (another build, as after a rebuild in development)', async () => {
    const a = await routerFor(createStaticHandler(routes), '/tariffs');
    const b = await routerFor(createStaticHandler(routes.map(stripLoaders)), '/tariffs');
    expect(b.routes).not.toBe(a.routes);
  });
});

function stripLoaders(route: RouteObject): RouteObject {
  return { ...route, loader: undefined, children: route.children?.map(stripLoaders) } as RouteObject;
}

describe('the request a loader gets, as patched', () => {
  let seen: Request | undefined;
  const build = {
    entry: { module: { default: () => new Response('page') } },
    routes: {
      root: { id: 'root', path: '', module: {} },
      thing: {
        id: 'thing',
        parentId: 'root',
        path: 'thing',
        module: {
          loader: ({ request }: { request: Request }) => {
            seen = request;
            return Response.json({ url: request.url });
          },
        },
      },
    },
    assets: { entry: { module: '/entry.js', imports: [] }, routes: {}, url: '/manifest.js', version: '1' },
    publicPath: '/',
    assetsBuildDirectory: 'client',
    future: {},
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: 'lazy', manifestPath: '/__manifest' },
    basename: '/',
  } as unknown as ServerBuild;
  const handle = createRequestHandler(build, 'production');

  async function loaded(url: string) {
    const request = new Request(url);
    const response = await handle(request, {} as AppLoadContext);
    return { same: seen === request, url: ((await response.json()) as { url: string }).url };
  }

  it('is the request itself when it has no parameter of the router', async () => {
    expect(await loaded('http://localhost/thing')).toEqual({ same: true, url: 'http://localhost/thing' });
    expect(await loaded('http://localhost/thing?line=clouds&indexed=1')).toEqual({
      same: true,
      url: 'http://localhost/thing?line=clouds&indexed=1',
    });
  });

  it("is a copy without the router's `index` and `_routes` when the request has them", async () => {
    expect(await loaded('http://localhost/thing?index&line=clouds')).toEqual({ same: false, url: 'http://localhost/thing?line=clouds' });
    expect(await loaded('http://localhost/thing?line=clouds&_routes=root')).toEqual({
      same: false,
      url: 'http://localhost/thing?line=clouds',
    });
  });
});
