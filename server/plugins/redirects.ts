import type { FastifyInstance } from 'fastify';
import { businessSiteUrl } from '../../lib/site-config';

/** Links to outside sites go through here so that each carries its own utm_medium. */
export async function redirectRoutes(app: FastifyInstance) {
  for (const place of ['header', 'footer'] as const) {
    app.get(`/redirect/bisiness/${place}/`, { schema: { hide: true } }, async (_request, reply) =>
      reply.redirect(businessSiteUrl(place), 302),
    );
  }
}
