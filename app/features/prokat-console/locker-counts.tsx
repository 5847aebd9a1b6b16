import { adminStyles as styles } from '../admin';
import fleetCss from './fleet.module.css';
import type { FleetLocker } from './fleet-types';

/** A locker's state and counts in one line: open or closed, cells, free, broken, tools in cells and out. */
export function LockerCounts({ locker }: { locker: FleetLocker }) {
  const { counts } = locker;
  const items: [string, number][] = [
    ['ячеек', counts.cells],
    ['свободно', counts.free_cells],
    ['неисправно', counts.broken_cells],
    ['инструментов в ячейках', counts.units_in_cells],
    ['выдано', counts.units_out],
  ];
  return (
    <ul className={fleetCss.counts} data-testid="locker-counts">
      <li>
        <span className={`${styles.badge} ${locker.active ? styles.badgeOk : styles.badgeOff}`} data-testid="locker-active">
          {locker.active ? 'Открыт для аренды' : 'Закрыт'}
        </span>
      </li>
      {items.map(([label, value]) => (
        <li key={label}>
          {label} <strong>{value}</strong>
        </li>
      ))}
    </ul>
  );
}
