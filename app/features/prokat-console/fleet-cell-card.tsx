import { useHydrated } from '../../shell/use-hydrated';
import { adminStyles as styles } from '../admin';
import { Problem } from './fleet-field';
import type { FleetCell, FreeCell } from './fleet-types';
import css from './prokat-console.module.css';
import { SIZE_TITLES } from './titles';
import { UnitActions } from './unit-actions';
import { useFleetForm } from './use-fleet-form';

const UNIT_STATES: Record<string, { title: string; badge?: 'badgeOk' | 'badgeNew' | 'badgeOff' }> = {
  hold: { title: 'Забронирован', badge: 'badgeNew' },
  rental: { title: 'Ждёт арендатора', badge: 'badgeNew' },
  available: { title: 'Доступен для аренды', badge: 'badgeOk' },
  checking: { title: 'Ждёт проверки', badge: 'badgeNew' },
  broken: { title: 'Сломан', badge: 'badgeOff' },
};

/** «Ячейка сломана» / «Ячейка отремонтирована»: only an empty cell with its door shut goes out of service. */
function CellService({ cell }: { cell: FleetCell }) {
  const live = useHydrated();
  const form = useFleetForm();
  // A cell with a tool or its door open stays in service (the server says so too).
  if ((cell.unit || cell.live_opening) && !cell.broken) return null;
  return (
    <>
      <div className={styles.actions}>
        <button
          type="button"
          className={`btn btn-secondary ${styles.small}`}
          disabled={!live || form.busy}
          onClick={() => void form.send(`/api/admin/prokat/cells/${cell.id}/broken`, { broken: !cell.broken })}
          data-testid="cell-service"
        >
          {cell.broken ? 'Ячейка отремонтирована' : 'Ячейка сломана'}
        </button>
      </div>
      <Problem problem={form.problem} testId="cell-error" />
    </>
  );
}

/** One cell of the locker: its size and state, the tool in it and what staff may do with both. */
export function FleetCellCard({ cell, freeCells }: { cell: FleetCell; freeCells: FreeCell[] }) {
  const unit = cell.unit;
  const state = unit ? UNIT_STATES[unit.booked ?? unit.status] : undefined;
  return (
    <li
      className={`${css.cell} ${cell.door_left_open ? css.cellOpen : ''}`}
      data-testid="fleet-cell"
      data-cell={cell.number}
      data-cell-id={cell.id}
      data-unit={unit?.inventory_number ?? ''}
    >
      <h3 className={css.cellTitle}>
        Ячейка {cell.number} <span className={css.size}>{cell.size}</span>
        <span className="visually-hidden">{`, ${SIZE_TITLES[cell.size] ?? ''}`}</span>
      </h3>
      <p className={css.states}>
        {cell.broken ? <span className={`${styles.badge} ${styles.badgeOff}`}>Неисправна</span> : null}
        {cell.door_left_open ? <span className={`${styles.badge} ${styles.badgeNew}`}>Дверь не закрыта</span> : null}
        {cell.live_opening && !cell.door_left_open ? <span className={styles.badge}>Открывается</span> : null}
        {!unit && !cell.broken ? <span className={styles.badge}>Свободна</span> : null}
      </p>
      {unit ? (
        <>
          <p className={styles.meta} data-testid="fleet-cell-unit">
            {unit.inventory_number} · {unit.model} · ID {unit.id}
          </p>
          {state ? (
            <p className={css.states}>
              <span className={`${styles.badge} ${state.badge ? styles[state.badge] : ''}`} data-testid="fleet-unit-state">
                {state.title}
              </span>
            </p>
          ) : null}
          <UnitActions unit={{ ...unit, inCell: true }} freeCells={freeCells} />
        </>
      ) : null}
      <CellService cell={cell} />
    </li>
  );
}
