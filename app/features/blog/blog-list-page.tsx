import type { BlogPage } from '../../../domains/content/schema';
import { SmartLink } from '../../shell/smart-link';
import { Breadcrumbs } from '../company';
import { BlogCard } from './blog-card';
import { BLOG_TITLE, blogPagePath } from './blog-seo';
import styles from './blog.module.css';

function Pagination({ page, pages }: { page: number; pages: number }) {
  if (pages <= 1) return null;
  const numbers = Array.from({ length: pages }, (_, i) => i + 1);
  return (
    <nav className={styles.pagination} aria-label="Страницы блога">
      <ul className={styles.pages}>
        {page > 1 ? (
          <li>
            <SmartLink to={blogPagePath(page - 1)} rel="prev" className={styles.pageLink}>
              ← Назад
            </SmartLink>
          </li>
        ) : null}
        {numbers.map((n) => (
          <li key={n}>
            {n === page ? (
              <span className={styles.pageCurrent} aria-current="page">
                <span className="visually-hidden">Страница </span>
                {n}
              </span>
            ) : (
              <SmartLink to={blogPagePath(n)} className={styles.pageLink}>
                <span className="visually-hidden">Страница </span>
                {n}
              </SmartLink>
            )}
          </li>
        ))}
        {page < pages ? (
          <li>
            <SmartLink to={blogPagePath(page + 1)} rel="next" className={styles.pageLink}>
              Дальше →
            </SmartLink>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}

/** /blog/: the posts, newest first, six to a page. */
export function BlogListPage({ blog }: { blog: BlogPage }) {
  const crumbs =
    blog.page > 1
      ? [
          { name: BLOG_TITLE, path: '/blog/' },
          { name: `Страница ${blog.page}`, path: blogPagePath(blog.page) },
        ]
      : [{ name: BLOG_TITLE, path: '/blog/' }];
  return (
    <div className={`container ${styles.page}`}>
      <Breadcrumbs crumbs={crumbs} />
      <header className={styles.hero}>
        <h1 className={styles.title}>{blog.page > 1 ? `Блог — страница ${blog.page}` : 'Блог Местечка'}</h1>
        <p className={styles.lead}>
          Советы о хранении вещей, переездах, прокате инструментов и поездках: коротко, по делу и из опыта наших складов и грузчиков.
        </p>
      </header>
      {blog.items.length === 0 ? (
        <p className={styles.empty}>Статей пока нет — скоро появятся.</p>
      ) : (
        <ul className={styles.grid}>
          {blog.items.map((post, index) => (
            <BlogCard key={post.id} post={post} eager={index < 3} />
          ))}
        </ul>
      )}
      <Pagination page={blog.page} pages={blog.pages} />
    </div>
  );
}
