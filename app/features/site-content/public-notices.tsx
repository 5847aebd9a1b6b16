import { useEffect, useState } from 'react';
import type { PublicNotification } from '../../../domains/content/schema';
import { dismissNotice, readDismissedNotices, sessionStore } from './dismissed-notices';
import styles from './public-notices.module.css';
import { readableTextColor, safeBackground } from './text-color';

/**
 * The site's public notices above the hero. Rendered on the server; after hydration the ones the
 * visitor closed in this session (ids in sessionStorage) are hidden.
 */
export function PublicNotices({ notices }: { notices: PublicNotification[] }) {
  const [dismissed, setDismissed] = useState<number[]>([]);

  useEffect(() => {
    setDismissed(readDismissedNotices(sessionStore()));
  }, []);

  const visible = notices.filter((notice) => !dismissed.includes(notice.id));
  if (visible.length === 0) return null;

  return (
    <section className={styles.notices} aria-label="Сообщения сайта" data-testid="public-notices">
      <div className={`container ${styles.list}`}>
        {visible.map((notice) => {
          const background = safeBackground(notice.background_color);
          return (
            <div
              key={notice.id}
              className={styles.card}
              style={{ backgroundColor: background, color: readableTextColor(background) }}
              data-testid="public-notice"
              data-notice-id={notice.id}
            >
              <p className={styles.text}>{notice.text}</p>
              <button
                type="button"
                className={styles.close}
                aria-label="Скрыть сообщение"
                onClick={() => setDismissed(dismissNotice(sessionStore(), notice.id))}
              >
                <span aria-hidden="true">×</span>
              </button>
            </div>
          );
        })}
      </div>
    </section>
  );
}
