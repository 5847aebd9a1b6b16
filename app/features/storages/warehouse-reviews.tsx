import type { WarehouseReviews as Reviews } from '../../../domains/content/schema';
import { formatDate } from '../../../lib/format/dates';
import { formatRating } from '../../../lib/format/area';
import { pluralRu } from '../../../lib/format/plural';
import styles from './warehouse-reviews.module.css';

const STAR = 'M12 2.8l2.8 5.9 6.4.8-4.7 4.4 1.2 6.4L12 17.2l-5.7 3.1 1.2-6.4-4.7-4.4 6.4-.8z';

/** Five stars, `value` of them filled (fractions fill part of a star); the number is said in words. */
function Stars({ value, label }: { value: number; label: string }) {
  return (
    <span className={styles.stars} role="img" aria-label={label}>
      {[0, 1, 2, 3, 4].map((i) => {
        const fill = Math.max(0, Math.min(1, value - i));
        return (
          <span key={i} className={styles.star} style={{ ['--fill' as string]: `${Math.round(fill * 100)}%` }} aria-hidden="true">
            <svg viewBox="0 0 24 24" focusable="false">
              <path d={STAR} />
            </svg>
          </span>
        );
      })}
    </span>
  );
}

const reviewWords = ['отзыв', 'отзыва', 'отзывов'] as const;

/**
 * Approved reviews of the warehouse: the mean rating, how many, the latest ones; the review
 * sites outside as a secondary line when the warehouse has links to them.
 */
export function WarehouseReviews({ reviews, externalLinks }: { reviews: Reviews | null; externalLinks: { title: string; url: string }[] }) {
  const count = reviews?.count ?? 0;
  return (
    <section className={styles.section} aria-labelledby="reviews-title" data-testid="warehouse-reviews">
      <div className={styles.head}>
        <h2 id="reviews-title" className={styles.title}>
          Отзывы
        </h2>
        {reviews && count > 0 && reviews.average !== null ? (
          <p className={styles.summary} data-testid="reviews-summary">
            <span className={styles.average}>{formatRating(reviews.average)}</span>
            <Stars value={reviews.average} label={`Средняя оценка ${formatRating(reviews.average)} из 5`} />
            <span className={styles.count}>
              {count} {pluralRu(count, reviewWords)}
            </span>
          </p>
        ) : null}
      </div>
      {reviews && count > 0 ? (
        <ul className={styles.list}>
          {reviews.items.map((r) => (
            <li key={r.id} className={styles.review} data-testid="warehouse-review">
              <p className={styles.meta}>
                <span className={styles.author}>{r.author}</span>
                <time dateTime={r.created_at.slice(0, 10)} className={styles.date}>
                  {formatDate(r.created_at)}
                </time>
              </p>
              <Stars value={r.rating} label={`Оценка ${r.rating} из 5`} />
              <p className={styles.text}>{r.text}</p>
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.empty} data-testid="reviews-empty">
          Отзывов об этом складе пока нет.
        </p>
      )}
      <p className={styles.actions}>
        <a href="/about/#review-title">Оставить отзыв</a>
      </p>
      {externalLinks.length > 0 ? (
        <p className={styles.external} data-testid="reviews-external">
          Отзывы на других сайтах:{' '}
          {externalLinks.map((link, i) => (
            <span key={link.url}>
              {i > 0 ? ' · ' : null}
              <a href={link.url} target="_blank" rel="noopener noreferrer nofollow">
                {link.title}
                <span className="visually-hidden"> (откроется в новой вкладке)</span>
              </a>
            </span>
          ))}
        </p>
      ) : null}
    </section>
  );
}
