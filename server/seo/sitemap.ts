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
    { path: '/clouds/', changefreq: 'weekly', priority: 0.8 },
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

/**
 * The storage catalogue: /storages/, the tariff tabs, the seasonal landings, each city's
 * /{city}/kladovki/ and every active STORAGE warehouse with its links and licenses pages when they have content.
 */
export const storagesSitemapSource: SitemapSource = async (services) => {
  const [list, cities] = await Promise.all([services.catalogue.listWarehouses({ offset: 0, limit: 100 }), services.reference.listCities()]);
  const fixed: SitemapEntry[] = [
    { path: '/storages/', changefreq: 'daily', priority: 0.9 },
    { path: '/tariffs/', changefreq: 'weekly', priority: 0.7 },
    { path: '/tariffs/daily/', changefreq: 'weekly', priority: 0.5 },
    { path: '/tariffs/guest/', changefreq: 'weekly', priority: 0.5 },
    { path: '/hranenie-lichnykh-veschey/', changefreq: 'monthly', priority: 0.6 },
    { path: '/zimnee-hraneniya-veschey/', changefreq: 'monthly', priority: 0.6 },
  ];
  const cityPages = cities
    .filter((city) => list.items.some((w) => w.city.id === city.id))
    .map((city) => ({ path: `/${city.slug}/kladovki/`, changefreq: 'weekly' as const, priority: 0.7 }));
  const warehousePages = await Promise.all(
    list.items.map(async (card) => {
      const w = await services.catalogue.warehouseById(card.id);
      return [
        { path: `/storages/${w.slug}/`, changefreq: 'daily' as const, priority: 0.8 },
        ...(w.external_links.length > 0
          ? [{ path: `/storages/${w.slug}/${w.id}/external-links/`, changefreq: 'monthly' as const, priority: 0.3 }]
          : []),
        ...(w.licenses.length > 0
          ? [{ path: `/storages/${w.slug}/${w.id}/licenses/`, changefreq: 'monthly' as const, priority: 0.3 }]
          : []),
      ];
    }),
  );
  return [...fixed, ...cityPages, ...warehousePages.flat()];
};

/** The prokat line: the locker map, every locker, the catalogue with its categories and models, the prices. */
export const prokatSitemapSource: SitemapSource = async (services) => {
  const { prokat } = services;
  const [categories, lockers] = await Promise.all([prokat.categories(), prokat.tariffPostomats()]);
  const models = [];
  for (let offset = 0; ; offset += 60) {
    const page = await prokat.filter({ sort: 'name', offset, limit: 60 });
    models.push(...page.items);
    if (page.items.length === 0 || models.length >= page.count) break;
  }
  return [
    { path: '/prokat/', changefreq: 'daily', priority: 0.9 },
    { path: '/prokat/katalog/', changefreq: 'daily', priority: 0.8 },
    { path: '/tariffs/prokat/', changefreq: 'weekly', priority: 0.6 },
    ...categories.map((category) => ({ path: `/prokat/katalog/${category.slug}/`, changefreq: 'daily' as const, priority: 0.7 })),
    ...models.map((model) => ({
      path: `/prokat/katalog/${model.category.slug}/${model.slug}/`,
      changefreq: 'daily' as const,
      priority: 0.6,
    })),
    ...lockers.map((locker) => ({ path: `/prokat/${locker.id}/`, changefreq: 'daily' as const, priority: 0.5 })),
  ];
};

export const sitemapSources: SitemapSource[] = [blogSitemapSource, storagesSitemapSource, prokatSitemapSource];

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
