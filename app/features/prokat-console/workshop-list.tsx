import { AdminList, adminStyles as styles } from '../admin';
import type { FreeCell, WorkshopUnit } from './fleet-types';
import css from './prokat-console.module.css';
import { UnitActions } from './unit-actions';

/** Tools at the workshop: «Отремонтирован» puts one back into a free cell; «Списать» retires it. */
export function WorkshopList({ units, freeCells }: { units: WorkshopUnit[]; freeCells: FreeCell[] }) {
  return (
    <section aria-labelledby="workshop-title" className={styles.page}>
      <h2 id="workshop-title" className={css.heading}>
        В мастерской
      </h2>
      <AdminList empty="В мастерской нет инструмента." testId="workshop">
        {units.map((unit) => (
          <li key={unit.id} className={styles.card} data-testid="workshop-unit" data-unit={unit.inventory_number}>
            <p className={styles.cardTitle}>
              {unit.inventory_number} · {unit.model} · ID {unit.id}
            </p>
            <UnitActions unit={{ ...unit, status: 'broken', booked: null, inCell: false }} freeCells={freeCells} />
          </li>
        ))}
      </AdminList>
    </section>
  );
}
