import { promoRules } from '../../app/features/company/rules-data';
import { consumerPages } from '../../app/features/documents/consumer';
import { documents } from '../../app/features/documents/documents';
import { siteConfig } from '../../lib/site-config';
import type { AppServices } from '../services.server';

export interface SitemapEntry {
  /** A page path ending with a slash. */
  path: string;
  /** Date of the last change, YYYY-MM-DD, when known. */
  lastmod?: string;
  changefreq?: 'daily' | 'weekly' | 'monthly' | 'yearly';
  priority?: number;
}

/** Public pages with fixed paths (noindex pages such as /login/ and /success/ stay out). */
function staticPages(): SitemapEntry[] {
  return [
    { path: '/', changefreq: 'weekly', priority: 1 },
    { path: '/about/', changefreq: 'monthly', priority: 0.6 },
    { path: '/vacancies/', changefreq: 'weekly', priority: 0.5 },
    { path: '/rules/', changefreq: 'monthly', priority: 0.6 },
    ...promoRules.map((rule) => ({ path: `/rules/${rule.slug}/`, changefreq: 'monthly' as const, priority: 0.5 })),
    { path: '/sms/', changefreq: 'yearly', priority: 0.2 },
    { path: '/prokat-fines/', changefreq: 'monthly', priority: 0.4 },
    { path: '/promotions/', changefreq: 'weekly', priority: 0.6 },
    { path: '/blog/', changefreq: 'weekly', priority: 0.6 },
    { path: '/documents/', changefreq: 'monthly', priority: 0.4 },
    ...documents.map((doc) => ({ path: `/documents/${doc.slug}/`, lastmod: doc.updated, changefreq: 'yearly' as const, priority: 0.3 })),
    { path: '/consumer/', changefreq: 'yearly', priority: 0.3 },
    ...consumerPages.map((page) => ({ path: `/consumer/${page.slug}/`, changefreq: 'yearly' as const, priority: 0.2 })),
  ];
}

/**
 * Pages that come from the database register here (warehouses, blog posts, …): each source lists
 * its public pages. A failing source is left out rather than failing the whole sitemap.
 */
export type SitemapSource = (services: AppServices) => Promise<SitemapEntry[]>;

/** The published blog posts, /blog/{id}/, with the date of their last edit. */
export const blogSitemapSource: SitemapSource = async (services) =>
  (await services.content.listAllBlogPosts()).map((post) => ({
    path: `/blog/${post.id}/`,
    lastmod: (post.updated_at ?? post.published_at).slice(0, 10),
    changefreq: 'monthly' as const,
    priority: 0.5,
  }));

export const sitemapSources: SitemapSource[] = [blogSitemapSource];

function escapeXml(value: string): string {
  return value.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);
}

export async function sitemapEntries(services: AppServices, log?: (error: unknown) => void): Promise<SitemapEntry[]> {
  const dynamic = await Promise.all(
    sitemapSources.map((source) =>
      source(services).catch((error: unknown) => {
        log?.(error);
        return [];
      }),
    ),
  );
  return [...staticPages(), ...dynamic.flat()];
}

export function sitemapXml(entries: SitemapEntry[], origin = siteConfig.siteUrl): string {
  const urls = entries.map((entry) => {
    const parts = [`<loc>${escapeXml(`${origin}${entry.path}`)}</loc>`];
    if (entry.lastmod) parts.push(`<lastmod>${entry.lastmod}</lastmod>`);
    if (entry.changefreq) parts.push(`<changefreq>${entry.changefreq}</changefreq>`);
    if (entry.priority !== undefined) parts.push(`<priority>${entry.priority.toFixed(1)}</priority>`);
    return `  <url>${parts.join('')}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

export function robotsTxt(origin = siteConfig.siteUrl): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /cabinet/',
    'Disallow: /webview/',
    'Disallow: /dev/',
    'Disallow: /auth/',
    'Disallow: /app/',
    'Disallow: /login/',
    'Disallow: /payments/',
    'Disallow: /*?login=',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
