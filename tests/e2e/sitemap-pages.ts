import { expect, type APIRequestContext } from '@playwright/test';

/** The paths of /sitemap.xml (the public site's own pages), in its order. */
export async function sitemapPaths(request: APIRequestContext): Promise<string[]> {
  const response = await request.get('/sitemap.xml');
  expect(response.ok(), '/sitemap.xml').toBe(true);
  const paths = [...(await response.text()).matchAll(/<loc>https?:\/\/[^/<]+(\/[^<]*)<\/loc>/g)].map((m) => m[1]!);
  expect(paths.length, 'pages in the sitemap').toBeGreaterThan(25);
  return paths;
}

/** The «Скоро» placeholders of the lines not open yet: not in the sitemap (noindex), held to the same gates. */
export const COMING_SOON_PATHS = ['/kvartiry/'] as const;

/** The cabinet pages a new signed-in user can open (no orders, so no order pages). */
export const CABINET_PATHS = [
  '/cabinet/subscriptions/',
  '/cabinet/payments/',
  '/cabinet/profile/',
  '/cabinet/account/deactivation/',
] as const;

const ENTITIES: Record<string, string> = { amp: '&', quot: '"', '#x27': "'", '#39': "'", lt: '<', gt: '>' };

/** The href of every <a> in server HTML, entities decoded (React writes attributes double-quoted). */
export function anchorHrefs(html: string): string[] {
  return [...html.matchAll(/<a\b[^>]*?\shref="([^"]*)"/g)].map((m) =>
    m[1]!.replace(/&(amp|quot|#x27|#39|lt|gt);/g, (_, e: string) => ENTITIES[e]!),
  );
}
