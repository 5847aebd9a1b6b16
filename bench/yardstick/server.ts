// The yardstick's server: a plain React Router 7 app served by the framework's own Node adapter
// (`createRequestListener` of @react-router/node on node:http), as its docs' custom server does
// without Express. No hooks, no load context: what a page costs the framework. Its built scripts
// (`/assets/…`, gzipped once and kept) are served too, so that a browser (`npm run budget`) loads
// and hydrates the page as a visitor's would; the page itself is sent uncompressed.
import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { createRequestListener } from '@react-router/node';
import * as build from 'virtual:react-router/server-build';

const port = Number(process.env.PORT ?? 3300);
const host = process.env.HOST ?? '127.0.0.1';
const assetsDir = fileURLToPath(new URL('../client/assets/', import.meta.url));
const TYPES: Record<string, string> = { '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8' };

const gzipped = new Map<string, Promise<Buffer | null>>();
function assetBody(name: string): Promise<Buffer | null> {
  if (!gzipped.has(name)) {
    gzipped.set(
      name,
      readFile(path.join(assetsDir, name)).then(
        (bytes) => gzipSync(bytes, { level: 9 }),
        () => null,
      ),
    );
  }
  return gzipped.get(name)!;
}

/**
 * Sends a built file of `/assets/`, and a 404 for any other file (the cards' photos, which exist
 * nowhere, the browser's /favicon.ico: React Router would log each as an error); false for a page.
 */
function sendFile(request: IncomingMessage, response: ServerResponse): boolean {
  const pathname = (request.url ?? '').split('?')[0] ?? '';
  if (request.method !== 'GET' || path.extname(pathname) === '') return false;
  if (!pathname.startsWith('/assets/')) {
    response.writeHead(404).end();
    return true;
  }
  const name = path.basename(pathname);
  void assetBody(name).then((body) => {
    if (!body) return response.writeHead(404).end();
    response.writeHead(200, {
      'content-type': TYPES[path.extname(name)] ?? 'application/octet-stream',
      'content-encoding': 'gzip',
      'cache-control': 'public, max-age=31536000, immutable',
    });
    response.end(body);
  });
  return true;
}

const renderPage = createRequestListener({ build: build as never, mode: 'production' });
const server = createServer((request, response) => {
  if (!sendFile(request, response)) void renderPage(request, response);
});
server.listen(port, host, () => console.log(`yardstick on http://${host}:${port}/`));
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.close(() => process.exit(0)));
