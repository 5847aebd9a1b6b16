import { SmartLink } from '../../shell/smart-link';
import type { CloudRequestSummary, CloudRequestType } from './api';
import { dateTime, formatRub, itemsCount, requestTone, requestTypeTitle, windowText, type CabinetBase } from './format';
import { useLiveCloudRequests } from './live';
import styles from './cloud-cabinet.module.css';

export const HISTORY_PAGE_SIZE = 10;

const filters: { type: CloudRequestType | null; title: string }[] = [
  { type: null, title: 'Все' },
  { type: 'pickup', title: 'Вывоз' },
  { type: 'return', title: 'Возврат' },
];

function pageHref(base: CabinetBase, type: CloudRequestType | null, page: number): string {
  const query = new URLSearchParams();
  if (type) query.set('type', type);
  if (page > 1) query.set('page', String(page));
  const text = query.toString();
  return `${base}requests/${text ? `?${text}` : ''}`;
}

/** /cabinet/requests/: the history of drop-offs and returns, newest first, with a type filter and pages. */
export function RequestsPage({
  items,
  count,
  page,
  type,
  base = '/cabinet/',
}: {
  items: CloudRequestSummary[];
  count: number;
  page: number;
  type: CloudRequestType | null;
  base?: CabinetBase;
}) {
  useLiveCloudRequests();
  const pages = Math.max(1, Math.ceil(count / HISTORY_PAGE_SIZE));
  return (
    <>
      <h1 className={styles.title}>Заявки</h1>
      <p className={styles.lead}>Вывоз вещей на склад и возвраты: где сейчас грузчики и что было раньше.</p>
      <nav className={styles.filters} aria-label="Вид заявок">
        {filters.map((f) => (
          <SmartLink
            key={f.title}
            to={pageHref(base, f.type, 1)}
            className={f.type === type ? styles.filterActive : styles.filter}
            aria-current={f.type === type ? 'page' : undefined}
            preventScrollReset
          >
            {f.title}
          </SmartLink>
        ))}
      </nav>
      {items.length === 0 ? (
        <section className={styles.empty} data-testid="requests-empty">
          <p>{type ? 'Таких заявок нет.' : 'Заявок пока нет. Закажите вывоз — грузчики заберут вещи на склад.'}</p>
          <SmartLink to="/clouds/" className="btn btn-primary">
            Заказать вывоз
          </SmartLink>
        </section>
      ) : (
        <ul className={styles.requests} data-testid="requests-list">
          {items.map((request) => (
            <li key={request.id} className={styles.requestRow} data-testid={`request-row-${request.id}`}>
              <div className={styles.cardHead}>
                <SmartLink to={`${base}requests/${request.id}/`}>
                  {requestTypeTitle[request.type]} № {request.id}
                </SmartLink>
                <span className={`${styles.badge} ${styles[requestTone(request.status)]}`}>{request.status_title}</span>
              </div>
              <p className={styles.muted}>{windowText(request.window)}</p>
              <p className={styles.muted}>{request.address_text}</p>
              <p className={styles.muted}>
                {[
                  request.items_count > 0 ? itemsCount(request.items_count) : null,
                  request.order_id ? `заказ № ${request.order_id}` : null,
                  request.delivery_price > 0 ? `доставка ${formatRub(request.delivery_price)}` : null,
                  request.payment_state === 'awaiting' && request.status !== 'CANCELED' ? 'ждёт оплаты' : null,
                ]
                  .filter(Boolean)
                  .join(' · ') || `Создана ${dateTime(request.created_at)}`}
              </p>
              {request.can_rate ? (
                <SmartLink to={`${base}requests/${request.id}/#rate`} className={styles.muted}>
                  Оцените работу грузчиков
                </SmartLink>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {pages > 1 ? (
        <nav className={styles.pager} aria-label="Страницы">
          {page > 1 ? (
            <SmartLink to={pageHref(base, type, page - 1)} className="btn btn-secondary">
              ← Новее
            </SmartLink>
          ) : (
            <span />
          )}
          <span className={styles.muted}>
            {page} из {pages}
          </span>
          {page < pages ? (
            <SmartLink to={pageHref(base, type, page + 1)} className="btn btn-secondary" data-testid="requests-next">
              Раньше →
            </SmartLink>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
    </>
  );
}
