import { SmartLink as Link } from '../../shell/smart-link';
import { AdminList, adminStyles as styles } from '../admin';
import { Toggle } from './fleet-field';
import type { FleetCity, FleetLocker } from './fleet-types';
import { LockerCounts } from './locker-counts';
import { LockerForm } from './locker-form';
import css from './prokat-console.module.css';

/** The section's lockers, open and closed, with their counts, and «Добавить постамат». */
export function FleetLockers({ lockers, cities }: { lockers: FleetLocker[]; cities: FleetCity[] }) {
  return (
    <section aria-labelledby="fleet-lockers-title" className={styles.page}>
      <div className={styles.cardHead}>
        <h2 id="fleet-lockers-title" className={css.heading}>
          Постаматы
        </h2>
        <Toggle label="Добавить постамат" testId="locker-add" primary>
          {(close) => <LockerForm cities={cities} onDone={close} />}
        </Toggle>
      </div>
      <AdminList empty="Постаматов нет." testId="prokat-lockers">
        {lockers.map((locker) => (
          <li key={locker.id}>
            <Link className={`${styles.card} ${css.lockerLink}`} to={`/admin/prokat/${locker.id}/`} data-testid="prokat-locker-link">
              <span className={styles.cardTitle}>
                {locker.number} · {locker.name}
              </span>
              <span className={styles.meta}>{locker.address}</span>
              <LockerCounts locker={locker} />
            </Link>
          </li>
        ))}
      </AdminList>
    </section>
  );
}
