import type { BlogPost } from '../../../domains/content/schema';
import { formatDate } from '../../../lib/format/dates';
import { useNonce } from '../../shell/nonce';
import { SmartLink } from '../../shell/smart-link';
import { Breadcrumbs, jsonForScript } from '../company';
import { BLOG_TITLE, blogPostingJsonLd, blogPostPath } from './blog-seo';
import styles from './blog.module.css';

/** The post without its Markdown: the body comes as HTML rendered on the server. */
export type BlogPostView = Omit<BlogPost, 'body'>;

/** /blog/{id}/: the title, date, cover and the body rendered by the safe Markdown renderer. */
export function BlogPostPage({ post, html }: { post: BlogPostView; html: string }) {
  const nonce = useNonce();
  return (
    <div className={`container ${styles.page}`}>
      <Breadcrumbs
        crumbs={[
          { name: BLOG_TITLE, path: '/blog/' },
          { name: post.title, path: blogPostPath(post.id) },
        ]}
      />
      <script
        type="application/ld+json"
        nonce={nonce || undefined}
        // Escaped by jsonForScript: no string of the post can close the tag.
        dangerouslySetInnerHTML={{ __html: jsonForScript(blogPostingJsonLd(post)) }}
      />
      <article className={styles.article}>
        <header className={styles.postHeader}>
          <time className={styles.date} dateTime={post.published_at}>
            {formatDate(post.published_at)}
          </time>
          <h1 className={styles.postTitle}>{post.title}</h1>
          <p className={styles.postLead}>{post.excerpt}</p>
          {post.tags.length > 0 ? (
            <ul className={styles.tags} aria-label="Темы">
              {post.tags.map((tag) => (
                <li key={tag} className={styles.tag}>
                  {tag}
                </li>
              ))}
            </ul>
          ) : null}
        </header>
        <img className={styles.postCover} src={post.cover_image} width={1200} height={630} alt="" decoding="async" />
        <div
          className={styles.prose}
          data-testid="blog-post-body"
          // Rendered on the server from Markdown with raw HTML off (features/documents/markdown.ts).
          dangerouslySetInnerHTML={{ __html: html }}
        />
        <footer className={styles.back}>
          <SmartLink to="/blog/" className="btn btn-secondary">
            ← Все статьи
          </SmartLink>
          <SmartLink to="/promotions/" className="btn btn-ghost">
            Акции Местечка
          </SmartLink>
        </footer>
      </article>
    </div>
  );
}
