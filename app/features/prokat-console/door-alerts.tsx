import { formatDateTime } from '../../../lib/format/dates';
import { SmartLink as Link } from '../../shell/smart-link';
import { AdminList, adminStyles as styles } from '../admin';
import css from './prokat-console.module.css';
import type { DoorAlert } from './fleet-types';

/** Doors left open and not closed since, the longest open first: the top of the prokat section. */
export function DoorAlerts({ alerts }: { alerts: DoorAlert[] }) {
  return (
    <section aria-labelledby="door-alerts-title">
      <h2 id="door-alerts-title" className={css.heading}>
        Открытые двери {alerts.length > 0 ? <span className={`${styles.badge} ${styles.badgeNew}`}>{alerts.length}</span> : null}
      </h2>
      <AdminList empty="Все двери постаматов закрыты." testId="door-alerts">
        {alerts.map((alert) => (
          <li
            key={alert.event_id}
            className={`${styles.card} ${css.cellOpen}`}
            data-testid="door-alert"
            data-postomat-id={alert.postomat_id}
            data-cell={alert.cell}
          >
            <div className={styles.cardHead}>
              <p className={styles.cardTitle}>
                {alert.postomat}, ячейка {alert.cell}: дверь оставили открытой
              </p>
              <Link to={`/admin/prokat/${alert.postomat_id}/`}>К постамату</Link>
            </div>
            <p className={styles.meta}>
              {alert.name}, {alert.address} · с {formatDateTime(alert.since)}
            </p>
          </li>
        ))}
      </AdminList>
    </section>
  );
}
