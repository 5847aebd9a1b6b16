import { useState } from 'react';
import type { AdminBanner } from '../../../domains/content/admin-schema';
import { useHydrated } from '../../shell/use-hydrated';
import { AdminList, AdminPage, adminStyles as styles } from './admin-page';
import { BannerForm } from './banner-form';
import { ScheduleState } from './schedule-state';
import { useAdminCall } from './use-admin-call';

/** /admin/banners/: the banners of the main page: create, schedule, edit, end now. */
export function BannersPage({ items }: { items: AdminBanner[] }) {
  const live = useHydrated();
  const { busy, call } = useAdminCall();
  const [editing, setEditing] = useState<number | null>(null);
  return (
    <AdminPage title="Баннеры главной" lead="Показываются на главной в своё время. Изменения видны на сайте сразу.">
      <h2>Новый баннер</h2>
      <BannerForm />
      <h2>Все баннеры</h2>
      <AdminList empty="Баннеров нет." testId="admin-banners">
        {items.map((banner) =>
          editing === banner.id ? (
            <li key={banner.id}>
              <BannerForm banner={banner} onDone={() => setEditing(null)} />
            </li>
          ) : (
            <li key={banner.id} className={styles.card} data-testid="admin-banner">
              <p className={styles.cardTitle}>{banner.title}</p>
              <p className={styles.text}>{banner.text}</p>
              <p className={styles.meta}>
                {banner.image_url}
                {banner.link ? ` → ${banner.link}` : ''}
              </p>
              <ScheduleState item={banner} />
              <div className={styles.actions}>
                <button
                  type="button"
                  className={`btn btn-secondary ${styles.small}`}
                  disabled={!live}
                  onClick={() => setEditing(banner.id)}
                >
                  Изменить
                </button>
                {banner.state !== 'ended' ? (
                  <button
                    type="button"
                    className={`btn btn-secondary ${styles.small}`}
                    disabled={!live || busy !== null}
                    onClick={() => void call(`e${banner.id}`, `/api/admin/banners/${banner.id}/end`, 'POST')}
                    data-testid="banner-end"
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
