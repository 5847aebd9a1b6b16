import type { MetaDescriptor } from 'react-router';
import type { BlogPost, BlogPostSummary } from '../../../domains/content/schema';
import { siteConfig } from '../../../lib/site-config';
import { absoluteUrl, companyMeta } from '../company';

export const BLOG_TITLE = 'Блог';
export const BLOG_DESCRIPTION =
  'Блог Местечка: как упаковать вещи для хранения, что нельзя держать в ячейке, зимнее хранение ' +
  'шин и велосипеда, прокат инструментов и советы для съёмной квартиры.';

/** The list page's path: "/blog/" for the first page, "/blog/?page=N" for the others. */
export function blogPagePath(page: number): string {
  return page > 1 ? `/blog/?page=${page}` : '/blog/';
}

export function blogPostPath(id: number): string {
  return `/blog/${id}/`;
}

/** `?page=`: absent means 1; anything but a positive integer without leading zeros is null (404). */
export function parseBlogPage(value: string | null): number | null {
  if (value === null) return 1;
  if (!/^[1-9]\d{0,5}$/.test(value)) return null;
  return Number(value);
}

/** A post id from the path: a positive integer, else null (404). */
export function parsePostId(value: string | undefined): number | null {
  if (!value || !/^[1-9]\d{0,8}$/.test(value)) return null;
  return Number(value);
}

/** Title, description, canonical (with ?page=N past the first page), Open Graph, prev/next links. */
export function blogListMeta(page: number, pages: number): MetaDescriptor[] {
  const title = page > 1 ? `${BLOG_TITLE} — страница ${page}` : BLOG_TITLE;
  return [
    ...companyMeta({ title, description: BLOG_DESCRIPTION, path: blogPagePath(page) }),
    ...(page > 1 ? [{ tagName: 'link', rel: 'prev', href: absoluteUrl(blogPagePath(page - 1)) }] : []),
    ...(page < pages ? [{ tagName: 'link', rel: 'next', href: absoluteUrl(blogPagePath(page + 1)) }] : []),
  ];
}

/** A post's meta: its title and excerpt, og:type article with the cover and the dates. */
export function blogPostMeta(post: BlogPostSummary): MetaDescriptor[] {
  const base = companyMeta({ title: post.title, description: post.excerpt, path: blogPostPath(post.id) });
  return [
    ...base.map((tag) => ('property' in tag && tag.property === 'og:type' ? { property: 'og:type', content: 'article' } : tag)),
    { property: 'og:image', content: absoluteUrl(post.cover_image) },
    { property: 'article:published_time', content: post.published_at },
    ...(post.updated_at ? [{ property: 'article:modified_time', content: post.updated_at }] : []),
    ...post.tags.map((tag) => ({ property: 'article:tag', content: tag })),
  ];
}

const organization = {
  '@type': 'Organization',
  name: siteConfig.brandName,
  url: `${siteConfig.siteUrl}/`,
  logo: { '@type': 'ImageObject', url: `${siteConfig.siteUrl}/favicon.svg` },
};

/** schema.org BlogPosting of a post, with absolute URLs. */
export function blogPostingJsonLd(post: BlogPost | BlogPostSummary) {
  const url = absoluteUrl(blogPostPath(post.id));
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.excerpt,
    image: absoluteUrl(post.cover_image),
    datePublished: post.published_at,
    dateModified: post.updated_at ?? post.published_at,
    author: { ...organization },
    publisher: { ...organization },
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    url,
    inLanguage: 'ru-RU',
    ...(post.tags.length > 0 ? { keywords: post.tags.join(', ') } : {}),
  };
}
