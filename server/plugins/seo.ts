import type { FastifyInstance } from 'fastify';
import type { AppServices } from '../services.server';
import { robotsTxt, sitemapEntries, sitemapXml } from '../seo/sitemap';

/**
 * `/robots.txt` and `/sitemap.xml`, built from the page registries and the database. Like the SSR plugin it
 * gets the whole composition root: each sitemap source picks the service it reads.
 */
export async function seoRoutes(app: FastifyInstance, { services }: { services: AppServices }) {
  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=3600').type('text/plain; charset=utf-8');
    return robotsTxt();
  });

  app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) => {
    const entries = await sitemapEntries(services, (error) => request.log.warn({ err: error }, 'sitemap source failed'));
    reply.header('cache-control', 'public, max-age=600').type('application/xml; charset=utf-8');
    return sitemapXml(entries);
  });
}
