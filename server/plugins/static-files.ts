import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

/** Built client files: hashed assets cached for a year, the rest for an hour. */
export async function staticFilesPlugin(app: FastifyInstance, { root }: { root: string }) {
  await app.register(fastifyStatic, {
    root: path.resolve(root),
    wildcard: false,
    index: false,
    cacheControl: false,
    preCompressed: false,
    setHeaders: (res, filePath) => {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
    },
  });
}
