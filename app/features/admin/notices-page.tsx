import { useState } from 'react';
import type { AdminNotice } from '../../../domains/content/admin-schema';
import { useHydrated } from '../../shell/use-hydrated';
import { AdminList, AdminPage, adminStyles as styles } from './admin-page';
import { NoticeForm } from './notice-form';
import { ScheduleState } from './schedule-state';
import { useAdminCall } from './use-admin-call';

/** /admin/notices/: the message cards of the site: create, schedule, edit, end now. */
export function NoticesPage({ items }: { items: AdminNotice[] }) {
  const live = useHydrated();
  const { busy, call } = useAdminCall();
  const [editing, setEditing] = useState<number | null>(null);
  return (
    <AdminPage
      title="Сообщения сайта"
      lead="Карточки над содержимым главной (часы работы в праздники и т. п.). Изменения видны на сайте сразу."
    >
      <h2>Новое сообщение</h2>
      <NoticeForm />
      <h2>Все сообщения</h2>
      <AdminList empty="Сообщений нет." testId="admin-notices">
        {items.map((notice) =>
          editing === notice.id ? (
            <li key={notice.id}>
              <NoticeForm notice={notice} onDone={() => setEditing(null)} />
            </li>
          ) : (
            <li key={notice.id} className={styles.card} data-testid="admin-notice">
              <p className={styles.text} style={{ background: notice.background_color, padding: 8, borderRadius: 8 }}>
                {notice.text}
              </p>
              <ScheduleState item={notice} />
              <div className={styles.actions}>
                <button
                  type="button"
                  className={`btn btn-secondary ${styles.small}`}
                  disabled={!live}
                  onClick={() => setEditing(notice.id)}
                  data-testid="notice-edit"
                >
                  Изменить
                </button>
                {notice.state !== 'ended' ? (
                  <button
                    type="button"
                    className={`btn btn-secondary ${styles.small}`}
                    disabled={!live || busy !== null}
                    onClick={() => void call(`e${notice.id}`, `/api/admin/notices/${notice.id}/end`, 'POST')}
                    data-testid="notice-end"
                  >
                    Закончить сейчас
                  </button>
                ) : null}
              </div>
            </li>
          ),
        )}
      </AdminList>
    </AdminPage>
  );
}
