import { useState } from 'react';
import { Form, useRevalidator } from 'react-router';
import { formatDateTime } from '../../../lib/format/dates';
import { apiRequest } from '../../shell/api-client';
import { Pager } from '../../shell/pager';
import { useViewer } from '../../shell/shell-data';
import { SmartLink } from '../../shell/smart-link';
import { useSnackbar } from '../../shell/snackbar/snackbar';
import { useHydrated } from '../../shell/use-hydrated';
import styles from './notifications.module.css';

export interface NotificationItem {
  id: number;
  title: string;
  text: string;
  link: string | null;
  order_id: number | null;
  show_type: string;
  is_read: boolean;
  created_at: string;
}

export interface NotificationsFilter {
  type: string;
  start: string;
  end: string;
  order: string;
}

export interface NotificationsPageData {
  filter: NotificationsFilter;
  /** Why the filter in the address was not applied, if it was not. */
  filterError: string | null;
  page: number;
  pages: number;
  items: NotificationItem[];
  count: number;
}

export const NOTIFICATIONS_PAGE_SIZE = 20;

const TYPES: { value: string; label: string }[] = [
  { value: '', label: 'Все' },
  { value: 'ORDER', label: 'Заказы' },
  { value: 'PAYMENT', label: 'Платежи' },
  { value: 'SUPPORT', label: 'Поддержка' },
  { value: 'SYSTEM', label: 'Сообщения сервиса' },
];

const CALLS = '/api/cabinet/v2/orders/notifications';
const EMPTY_TEXT = 'Уведомлений пока нет. Здесь появятся оплаты, продления и ответы поддержки.';

function pageHref(filter: NotificationsFilter, page: number): string {
  const query = new URLSearchParams(Object.entries(filter).filter(([, value]) => value !== ''));
  if (page > 1) query.set('page', String(page));
  const text = query.toString();
  return text ? `?${text}` : '.';
}

/** /cabinet/notifications/: the list with its filter; read one or all, hide. */
export function NotificationsPage({ data }: { data: NotificationsPageData }) {
  const viewer = useViewer();
  const unread = viewer?.unread_notifications_count ?? 0;
  const live = useHydrated();
  const revalidator = useRevalidator();
  const { showError } = useSnackbar();
  const [busy, setBusy] = useState<string | null>(null);
  const hasFilter = Object.values(data.filter).some((value) => value !== '');
  const filtered = hasFilter && data.filterError === null;

  async function call(key: string, path: string, body: unknown) {
    setBusy(key);
    try {
      await apiRequest(path, { method: 'POST', body });
      await revalidator.revalidate();
    } catch (error) {
      showError(error);
    } finally {
      setBusy(null);
    }
  }

  return (
    <section className={styles.page}>
      <div className={styles.head}>
        <h1 className={styles.title}>Уведомления</h1>
        {unread > 0 ? (
          <button
            type="button"
            className="btn btn-secondary"
            disabled={!live || busy !== null}
            onClick={() => void call('all', CALLS, { all: true })}
            data-testid="notifications-read-all"
          >
            Отметить все прочитанными
          </button>
        ) : null}
      </div>
      <Form method="get" className={styles.filter} aria-label="Фильтр уведомлений" discover="none">
        <label className={styles.field}>
          <span>Вид</span>
          <select name="type" defaultValue={data.filter.type}>
            {TYPES.map((type) => (
              <option key={type.value} value={type.value}>
                {type.label}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.field}>
          <span>С даты</span>
          <input type="date" name="start" defaultValue={data.filter.start} />
        </label>
        <label className={styles.field}>
          <span>По дату</span>
          <input type="date" name="end" defaultValue={data.filter.end} />
        </label>
        <label className={styles.field}>
          <span>Номер заказа</span>
          <input name="order" inputMode="numeric" pattern="[0-9]*" maxLength={10} defaultValue={data.filter.order} />
        </label>
        <div className={styles.filterActions}>
          <button type="submit" className="btn btn-primary">
            Показать
          </button>
          {hasFilter ? (
            <SmartLink to="." className="btn btn-ghost">
              Сбросить
            </SmartLink>
          ) : null}
        </div>
      </Form>
      {data.filterError ? (
        <p className={styles.error} role="alert" data-testid="notifications-filter-error">
          {data.filterError}
        </p>
      ) : null}
      {data.count === 0 ? (
        <div className={styles.empty} data-testid="notifications-empty">
          <p>{filtered ? 'Под этот фильтр уведомлений нет.' : EMPTY_TEXT}</p>
        </div>
      ) : (
        <ul className={styles.list} data-testid="notifications-list">
          {data.items.map((item) => (
            <li key={item.id} className={item.is_read ? styles.item : `${styles.item} ${styles.unread}`} data-testid="notification">
              <p className={styles.itemTitle}>
                {item.is_read ? null : <span className="visually-hidden">Новое: </span>}
                {item.title}
              </p>
              <time className={styles.meta} dateTime={item.created_at}>
                {formatDateTime(item.created_at)}
              </time>
              <p className={styles.text}>{item.text}</p>
              <div className={styles.actions}>
                {item.link ? (
                  <SmartLink to={item.link} className={styles.more}>
                    {item.order_id ? `Заказ №${item.order_id}` : 'Подробнее'}
                  </SmartLink>
                ) : null}
                {item.is_read ? null : (
                  <button
                    type="button"
                    className={`btn btn-ghost ${styles.small}`}
                    disabled={!live || busy !== null}
                    onClick={() => void call(`read${item.id}`, CALLS, { ids: [item.id] })}
                    data-testid="notification-read"
                  >
                    Прочитано
                  </button>
                )}
                <button
                  type="button"
                  className={`btn btn-ghost ${styles.small}`}
                  disabled={!live || busy !== null}
                  onClick={() => void call(`hide${item.id}`, `${CALLS}/hide`, { ids: [item.id] })}
                  data-testid="notification-hide"
                >
                  Скрыть
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <Pager page={data.page} pages={data.pages} hrefOf={(page) => pageHref(data.filter, page)} />
    </section>
  );
}
