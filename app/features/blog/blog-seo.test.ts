import { describe, expect, it } from 'vitest';
import { blogListMeta, blogPagePath, blogPostingJsonLd, blogPostMeta, parseBlogPage, parsePostId } from './blog-seo';

const post = {
  id: 7,
  title: 'Как упаковать вещи',
  excerpt: 'Коротко о коробках',
  cover_image: '/images/blog/boxes.svg',
  tags: ['хранение'],
  published_at: '2026-11-20T09:00:00.000Z',
  updated_at: null,
  body: '## Раз',
};

describe('blog SEO helpers', () => {
  it('parses ?page= and post ids strictly', () => {
    expect(parseBlogPage(null)).toBe(1);
    expect(parseBlogPage('2')).toBe(2);
    for (const bad of ['abc', '0', '-1', '01', '1.5', '', '2 ']) expect(parseBlogPage(bad), bad).toBeNull();
    expect(parsePostId('12')).toBe(12);
    for (const bad of [undefined, 'abc', '0', '012', '1e3', '99999999999']) expect(parsePostId(bad), String(bad)).toBeNull();
  });

  it('puts ?page=N into the canonical past the first page and links prev/next', () => {
    expect(blogPagePath(1)).toBe('/blog/');
    const second = blogListMeta(2, 3);
    expect(second).toContainEqual({ tagName: 'link', rel: 'canonical', href: 'https://mestechko.ru/blog/?page=2' });
    expect(second).toContainEqual({ tagName: 'link', rel: 'prev', href: 'https://mestechko.ru/blog/' });
    expect(second).toContainEqual({ tagName: 'link', rel: 'next', href: 'https://mestechko.ru/blog/?page=3' });
    expect(second).toContainEqual({ title: 'Блог — страница 2 — Местечко' });
    const only = blogListMeta(1, 1);
    expect(only).toContainEqual({ tagName: 'link', rel: 'canonical', href: 'https://mestechko.ru/blog/' });
    expect(only.some((tag) => 'rel' in tag && (tag.rel === 'prev' || tag.rel === 'next'))).toBe(false);
  });

  it('describes a post as an article with BlogPosting data', () => {
    const meta = blogPostMeta(post);
    expect(meta).toContainEqual({ property: 'og:type', content: 'article' });
    expect(meta).toContainEqual({ property: 'og:image', content: 'https://mestechko.ru/images/blog/boxes.svg' });
    expect(meta).toContainEqual({ tagName: 'link', rel: 'canonical', href: 'https://mestechko.ru/blog/7/' });
    expect(blogPostingJsonLd(post)).toMatchObject({
      '@type': 'BlogPosting',
      headline: 'Как упаковать вещи',
      datePublished: '2026-11-20T09:00:00.000Z',
      image: 'https://mestechko.ru/images/blog/boxes.svg',
      author: { '@type': 'Organization', name: 'Местечко' },
      publisher: { '@type': 'Organization', name: 'Местечко' },
      mainEntityOfPage: { '@type': 'WebPage', '@id': 'https://mestechko.ru/blog/7/' },
    });
  });
});
