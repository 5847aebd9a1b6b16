import type { AdminNotice } from '../../../domains/content/admin-schema';
import { formatDateTime } from '../../../lib/format/dates';
import { adminStyles as styles } from './admin-page';

const STATE_TITLES: Record<AdminNotice['state'], string> = { scheduled: 'Запланирован', shown: 'Показывается', ended: 'Закончен' };
const STATE_CLASS: Record<AdminNotice['state'], string> = { scheduled: styles.badgeNew!, shown: styles.badgeOk!, ended: styles.badgeOff! };

/** «Показывается · с 1 декабря 10:00 до 5 декабря 23:59». */
export function ScheduleState({ item }: { item: Pick<AdminNotice, 'state' | 'starts_at' | 'ends_at'> }) {
  return (
    <p className={styles.meta}>
      <span className={`${styles.badge} ${STATE_CLASS[item.state]}`} data-testid="schedule-state">
        {STATE_TITLES[item.state]}
      </span>{' '}
      с {formatDateTime(item.starts_at)}
      {item.ends_at ? ` до ${formatDateTime(item.ends_at)}` : ', без конца'}
    </p>
  );
}
