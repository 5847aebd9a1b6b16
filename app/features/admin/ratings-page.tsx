import type { AdminRating } from '../../../domains/orders/rating/rating-schema';
import { formatDateTime } from '../../../lib/format/dates';
import { formatPhone } from '../../../lib/format/phone';
import { Pager, filteredPageHref } from '../../shell/pager';
import { AdminList, AdminPage, adminStyles as styles } from './admin-page';

export interface RatingsPageData {
  page: number;
  pages: number;
  items: AdminRating[];
  count: number;
}

const KIND_TITLES: Record<string, string> = {
  storage: 'Склады',
  cloud: 'Облако',
  rental: 'Прокат',
  apartment: 'Квартиры',
};

/** /admin/ratings/: the customers' ratings of finished orders, newest first. */
export function RatingsPage({ data }: { data: RatingsPageData }) {
  return (
    <AdminPage title="Оценки заказов" lead="Оценки завершённых заказов всех направлений, новые сверху.">
      <AdminList empty="Оценок пока нет." testId="admin-ratings">
        {data.items.map((rating) => (
          <li key={rating.id} className={styles.card} data-testid="admin-rating" data-order-id={rating.order_id}>
            <div className={styles.cardHead}>
              <p className={styles.cardTitle}>
                {'★'.repeat(rating.rating)}
                <span className="visually-hidden">{` Оценка ${rating.rating} из 5`}</span>
              </p>
            </div>
            <p className={styles.meta}>
              Заказ №{rating.order_id} · {KIND_TITLES[rating.order_kind] ?? rating.order_kind} · {formatDateTime(rating.created_at)}
            </p>
            {rating.comment ? (
              <p className={styles.text} data-testid="rating-comment">
                {rating.comment}
              </p>
            ) : null}
            <p className={styles.meta}>
              {[rating.user.name, rating.user.phone ? formatPhone(rating.user.phone) : null].filter(Boolean).join(' · ') ||
                `Клиент №${rating.user.id}`}
            </p>
          </li>
        ))}
      </AdminList>
      <Pager page={data.page} pages={data.pages} hrefOf={(page) => filteredPageHref({}, page)} />
    </AdminPage>
  );
}
