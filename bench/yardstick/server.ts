// The yardstick's server: a plain React Router 7 app served by the framework's own Node adapter
// (`createRequestListener` of @react-router/node on node:http), as its docs' custom server does
// without Express. No compression, no hooks, no load context: what a page costs the framework.
import { createServer } from 'node:http';
import { createRequestListener } from '@react-router/node';
import * as build from 'virtual:react-router/server-build';

const port = Number(process.env.PORT ?? 3300);
const host = process.env.HOST ?? '127.0.0.1';

const server = createServer(createRequestListener({ build: build as never, mode: 'production' }));
server.listen(port, host, () => console.log(`yardstick on http://${host}:${port}/`));
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.close(() => process.exit(0)));
