import type { BlogPostSummary } from '../../../domains/content/schema';
import { formatDate } from '../../../lib/format/dates';
import { SmartLink } from '../../shell/smart-link';
import { blogPostPath } from './blog-seo';
import styles from './blog.module.css';

/** A post in the list: cover, date, title (the link over the whole card) and excerpt. */
export function BlogCard({ post, eager = false }: { post: BlogPostSummary; eager?: boolean }) {
  return (
    <li className={styles.card} data-testid="blog-card">
      <img
        className={styles.cover}
        src={post.cover_image}
        width={1200}
        height={630}
        alt=""
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
      />
      <div className={styles.cardBody}>
        <time className={styles.date} dateTime={post.published_at}>
          {formatDate(post.published_at)}
        </time>
        <h2 className={styles.cardTitle}>
          <SmartLink to={blogPostPath(post.id)} className={styles.cardLink}>
            {post.title}
          </SmartLink>
        </h2>
        <p className={styles.excerpt}>{post.excerpt}</p>
      </div>
    </li>
  );
}
