import type { Db } from '../../db/client.server';
import { seedContent } from '../../domains/content/seed.server';

/** The site's published content (the rental fines table among it), as the demo seed fills it. */
export async function publishedContent(db: Db): Promise<void> {
  await seedContent(db);
}
