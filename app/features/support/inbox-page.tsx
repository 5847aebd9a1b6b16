import { useRef } from 'react';
import { Form, useRevalidator } from 'react-router';
import type { InboxItem } from '../../../domains/support/schema';
import { formatDateTime } from '../../../lib/format/dates';
import { formatPhone } from '../../../lib/format/phone';
import { CLIENT_RESYNC, REALTIME_EVENTS } from '../../../lib/realtime-events';
import { Pager, filteredPageHref } from '../../shell/pager';
import { useRealtimeEvent } from '../../shell/realtime/realtime-provider';
import { SmartLink } from '../../shell/smart-link';
import { AdminList, AdminPage, adminStyles as styles } from '../admin';
import { waitingText } from './waiting-text';
import inbox from './inbox.module.css';

export interface InboxPageData {
  status: 'open' | 'closed' | 'all';
  assigned: 'any' | 'me' | 'none';
  page: number;
  pages: number;
  items: InboxItem[];
  count: number;
  now: string;
}

function inboxHref(data: Pick<InboxPageData, 'status' | 'assigned'>, page: number): string {
  return filteredPageHref(
    { status: data.status === 'open' ? '' : data.status, assigned: data.assigned === 'any' ? '' : data.assigned },
    page,
  );
}

/** Reloads the list at most twice a second while messages and read marks arrive. */
function useLiveList() {
  const { revalidate } = useRevalidator();
  const timer = useRef<number | undefined>(undefined);
  const soon = () => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => void revalidate(), 500);
  };
  useRealtimeEvent(REALTIME_EVENTS.chatMessage, soon);
  useRealtimeEvent(REALTIME_EVENTS.chatRead, soon);
  useRealtimeEvent(CLIENT_RESYNC, soon);
}

/** /admin/support/: conversations with unread messages first, the longest waiting first; live. */
export function InboxPage({ data }: { data: InboxPageData }) {
  useLiveList();
  return (
    <AdminPage title="Поддержка" lead="Сверху — непрочитанные, дольше всех ждущие ответа. Список обновляется сам.">
      <Form method="get" className={styles.filter} discover="none" aria-label="Фильтр переписок">
        <label className={styles.field}>
          <span>Статус</span>
          <select name="status" defaultValue={data.status}>
            <option value="open">Открытые</option>
            <option value="closed">Закрытые</option>
            <option value="all">Все</option>
          </select>
        </label>
        <label className={styles.field}>
          <span>Назначены</span>
          <select name="assigned" defaultValue={data.assigned}>
            <option value="any">Всем</option>
            <option value="me">Мне</option>
            <option value="none">Никому</option>
          </select>
        </label>
        <button type="submit" className={`btn btn-secondary ${styles.small}`}>
          Показать
        </button>
      </Form>
      <AdminList empty="Переписок нет." testId="admin-inbox">
        {data.items.map((item) => (
          <li key={item.id} className={`${styles.card} ${item.unread > 0 ? inbox.unread : ''}`} data-testid="inbox-item">
            <div className={styles.cardHead}>
              <SmartLink to={`/admin/support/${item.id}/`} className={inbox.name}>
                {item.user.name}
                {item.user.phone ? ` · ${formatPhone(item.user.phone)}` : ''}
              </SmartLink>
              {item.unread > 0 ? (
                <span className={`${styles.badge} ${styles.badgeNew}`} data-testid="inbox-unread">
                  {item.unread} новых
                </span>
              ) : item.status === 'closed' ? (
                <span className={`${styles.badge} ${styles.badgeOff}`}>Закрыта</span>
              ) : null}
            </div>
            {item.last_message ? (
              <p className={`${styles.text} ${inbox.preview}`}>
                {item.last_author === 'staff' ? 'Вы: ' : ''}
                {item.last_message}
              </p>
            ) : null}
            <p className={styles.meta}>
              {item.waiting_since ? `${waitingText(item.waiting_since, data.now)} · ` : ''}
              {item.last_message_at ? formatDateTime(item.last_message_at) : 'Без сообщений'}
              {item.assigned_to ? ` · ведёт ${item.assigned_to.name}` : ' · не назначена'}
            </p>
          </li>
        ))}
      </AdminList>
      <Pager page={data.page} pages={data.pages} hrefOf={(page) => inboxHref(data, page)} />
    </AdminPage>
  );
}
