import { Form } from 'react-router';
import type { AdminReview, ReviewStatus } from '../../../domains/content/admin-schema';
import { formatDateTime } from '../../../lib/format/dates';
import { formatPhone } from '../../../lib/format/phone';
import { Pager, filteredPageHref } from '../../shell/pager';
import { useHydrated } from '../../shell/use-hydrated';
import { AdminList, AdminPage, adminStyles as styles } from './admin-page';
import { useAdminCall } from './use-admin-call';

export interface ReviewsPageData {
  status: ReviewStatus | '';
  page: number;
  pages: number;
  items: AdminReview[];
  count: number;
}

const STATUS_TITLES: Record<ReviewStatus, string> = { new: 'Новый', published: 'Опубликован', rejected: 'Отклонён' };
const STATUS_CLASS: Record<ReviewStatus, string> = { new: styles.badgeNew!, published: styles.badgeOk!, rejected: styles.badgeOff! };

/** /admin/reviews/: new reviews first; approve publishes a review on its warehouse page, reject hides it. */
export function ReviewsPage({ data }: { data: ReviewsPageData }) {
  const live = useHydrated();
  const { busy, call } = useAdminCall();
  return (
    <AdminPage title="Отзывы" lead="Новые сверху. Одобренный отзыв сразу появляется на странице склада.">
      <Form method="get" className={styles.filter} discover="none" aria-label="Фильтр отзывов">
        <label className={styles.field}>
          <span>Статус</span>
          <select name="status" defaultValue={data.status}>
            <option value="">Все</option>
            {Object.entries(STATUS_TITLES).map(([value, title]) => (
              <option key={value} value={value}>
                {title}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className={`btn btn-secondary ${styles.small}`}>
          Показать
        </button>
      </Form>
      <AdminList empty="Отзывов нет." testId="admin-reviews">
        {data.items.map((review) => (
          <li key={review.id} className={styles.card} data-testid="admin-review" data-review-id={review.id}>
            <div className={styles.cardHead}>
              <p className={styles.cardTitle}>
                {'★'.repeat(review.rating)}
                <span className="visually-hidden">{` Оценка ${review.rating} из 5`}</span>
              </p>
              <span className={`${styles.badge} ${STATUS_CLASS[review.status]}`} data-testid="review-status">
                {STATUS_TITLES[review.status]}
              </span>
            </div>
            <p className={styles.meta}>
              №{review.id} · {formatDateTime(review.created_at)} · {review.group}
              {review.warehouse_id ? ` · склад №${review.warehouse_id}` : ''}
            </p>
            <p className={styles.text} data-testid="review-text">
              {review.text}
            </p>
            <p className={styles.meta}>
              {[review.name, review.phone ? formatPhone(review.phone) : null, review.email].filter(Boolean).join(' · ') || 'Без подписи'}
            </p>
            <div className={styles.actions}>
              {review.status !== 'published' ? (
                <button
                  type="button"
                  className={`btn btn-primary ${styles.small}`}
                  disabled={!live || busy !== null}
                  onClick={() => void call(`a${review.id}`, `/api/admin/reviews/${review.id}/approve`, 'POST')}
                  data-testid="review-approve"
                >
                  Одобрить
                </button>
              ) : null}
              {review.status !== 'rejected' ? (
                <button
                  type="button"
                  className={`btn btn-secondary ${styles.small}`}
                  disabled={!live || busy !== null}
                  onClick={() => void call(`r${review.id}`, `/api/admin/reviews/${review.id}/reject`, 'POST')}
                  data-testid="review-reject"
                >
                  Отклонить
                </button>
              ) : null}
            </div>
          </li>
        ))}
      </AdminList>
      <Pager page={data.page} pages={data.pages} hrefOf={(page) => filteredPageHref({ status: data.status }, page)} />
    </AdminPage>
  );
}
