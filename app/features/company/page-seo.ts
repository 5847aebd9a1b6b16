import type { MetaDescriptor } from 'react-router';
import { siteConfig } from '../../../lib/site-config';

/** One step of the trail: the last one is the current page. Paths are site paths ending with "/". */
export interface Crumb {
  name: string;
  path: string;
}

export interface PageSeo {
  /** The page's own title, without the brand: "О компании". */
  title: string;
  description: string;
  /** The canonical path: "/about/". */
  path: string;
  /** Pages that only make sense after an action (e.g. /success/) stay out of search. */
  noindex?: boolean;
}

/** Absolute URL on the public site for a path. */
export function absoluteUrl(path: string): string {
  return new URL(path, `${siteConfig.siteUrl}/`).toString();
}

/** Title, description, canonical link and Open Graph tags of a company page. */
export function companyMeta({ title, description, path, noindex = false }: PageSeo): MetaDescriptor[] {
  const fullTitle = `${title} — ${siteConfig.brandName}`;
  const url = absoluteUrl(path);
  return [
    { title: fullTitle },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:title', content: fullTitle },
    { property: 'og:description', content: description },
    { property: 'og:type', content: 'website' },
    { property: 'og:url', content: url },
    { property: 'og:locale', content: 'ru_RU' },
    { property: 'og:site_name', content: siteConfig.brandName },
    ...(noindex ? [{ name: 'robots', content: 'noindex' }] : []),
  ];
}

/** The full trail of a page: "Главная" first, then the given steps. */
export function withHome(crumbs: readonly Crumb[]): Crumb[] {
  return [{ name: 'Главная', path: '/' }, ...crumbs];
}

/** schema.org BreadcrumbList for a trail: positions from 1, absolute URLs. */
export function breadcrumbList(crumbs: readonly Crumb[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path),
    })),
  };
}

export { jsonForScript } from '../../../lib/json-for-script';
