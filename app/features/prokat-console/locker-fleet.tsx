import { useHydrated } from '../../shell/use-hydrated';
import { adminStyles as styles } from '../admin';
import { AddCellsForm } from './add-cells-form';
import { AddUnitForm } from './add-unit-form';
import { FleetCellCard } from './fleet-cell-card';
import { Problem, Toggle } from './fleet-field';
import fleetCss from './fleet.module.css';
import type { FleetLockerData } from './fleet-types';
import { LockerCounts } from './locker-counts';
import { LockerForm } from './locker-form';
import css from './prokat-console.module.css';
import { useFleetForm } from './use-fleet-form';

/** The locker itself: its state and counts, «Изменить», and opening it to renters or closing it. */
function LockerSettings({ data }: { data: FleetLockerData }) {
  const live = useHydrated();
  const form = useFleetForm();
  const { locker } = data;
  return (
    <section aria-label="Постамат" className={styles.card}>
      <LockerCounts locker={locker} />
      <p className={styles.meta}>
        {locker.place ? `${locker.place} · ` : ''}
        {locker.timetable.text} · {locker.time_zone}
      </p>
      <div className={styles.actions}>
        <button
          type="button"
          className={`btn ${locker.active ? 'btn-secondary' : 'btn-primary'} ${styles.small}`}
          disabled={!live || form.busy}
          onClick={() => void form.send(`/api/admin/prokat/lockers/${locker.id}/active`, { active: !locker.active })}
          data-testid="locker-toggle-active"
        >
          {locker.active ? 'Закрыть постамат' : 'Открыть для аренды'}
        </button>
        <Toggle label="Изменить" testId="locker-edit">
          {(close) => <LockerForm locker={locker} cities={data.cities} onDone={close} />}
        </Toggle>
      </div>
      <Problem problem={form.problem} testId="locker-settings-error" />
    </section>
  );
}

/** A locker's fleet on its console page: the locker, its cells with their tools, adding cells and tools. */
export function LockerFleet({ data }: { data: FleetLockerData }) {
  const here = data.freeCells.filter((cell) => cell.postomat_id === data.locker.id);
  return (
    <>
      <LockerSettings data={data} />
      <h2 className={css.heading}>Ячейки и инструмент</h2>
      <div className={fleetCss.toolbar}>
        <Toggle label="Добавить ячейки" testId="cells-add">
          {(close) => <AddCellsForm locker={data.locker} onDone={close} />}
        </Toggle>
        <Toggle label="Добавить инструмент" testId="unit-add">
          {(close) => <AddUnitForm models={data.models} freeCells={here} onDone={close} />}
        </Toggle>
      </div>
      {data.cells.length > 0 ? (
        <ul className={fleetCss.cells} data-testid="fleet-cells">
          {data.cells.map((cell) => (
            <FleetCellCard key={cell.id} cell={cell} freeCells={data.freeCells} />
          ))}
        </ul>
      ) : (
        <p className={styles.lead} data-testid="fleet-cells-empty">
          Ячеек пока нет: добавьте их.
        </p>
      )}
    </>
  );
}
