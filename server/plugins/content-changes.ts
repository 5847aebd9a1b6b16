import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { CONTENT_CHANGED_CHANNEL, parseContentChange } from '../../domains/content/service.server';

/**
 * A console edit of the main page's notices or banners, committed in any process, makes this
 * process read them again (and so the kept guest copy of the main page is rendered anew).
 */
export const contentChangesPlugin = fp(async function contentChanges(app: FastifyInstance) {
  const { services } = app;
  const unlisten = await services.database.listen(CONTENT_CHANGED_CHANNEL, (payload) => {
    const change = parseContentChange(payload);
    // Its own edits were forgotten when they were made: hearing them again would only render twice.
    if (change && change.origin !== services.siteNoticesAdmin.origin) services.content.forget(change.what);
  });
  app.addHook('onClose', async () => unlisten());
});
