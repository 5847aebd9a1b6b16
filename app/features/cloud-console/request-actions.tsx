import type { FormEvent } from 'react';
import { useHydrated } from '../../shell/use-hydrated';
import { adminStyles as styles } from '../admin';
import css from './cloud-console.module.css';
import { STAFF_MOVE_TITLES } from './titles';
import type { ConsoleWindow, StaffRequest } from './types';

type Run = <T>(key: string, path: string, method: 'POST' | 'PUT' | 'DELETE', body?: unknown) => Promise<T | null>;

/**
 * The dispatcher's steps on a request of the day: assign a free crew of the window (or give an
 * assigned request to another one), take the crew off, cancel (asked in the page's dialog).
 */
export function RequestActions({
  request,
  freeCrews,
  run,
  busy,
  onCancel,
}: {
  request: StaffRequest;
  freeCrews: ConsoleWindow['free_crews'];
  run: Run;
  busy: string | null;
  onCancel: () => void;
}) {
  const live = useHydrated();
  const waiting = request.status === 'MOVER_AWAITED';
  const assigned = request.status === 'MOVER_ACCEPTED';
  const path = `/api/admin/clouds/requests/${request.id}`;

  async function assign(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const crewId = Number(new FormData(event.currentTarget).get('crew_id'));
    if (crewId) await run(`assign${request.id}`, `${path}/assign`, 'POST', { crew_id: crewId });
  }

  if (!waiting && !assigned) return null;
  return (
    <div className={css.assign}>
      {/* Keyed by the crew: after a change the choice starts empty again instead of keeping the old pick. */}
      <form key={request.crew_id ?? 'none'} className={css.assign} onSubmit={(event) => void assign(event)} data-testid="cloud-assign">
        <label>
          <span className="visually-hidden">{waiting ? 'Бригада' : 'Другая бригада'}</span>
          <select name="crew_id" defaultValue="" required data-testid="cloud-assign-crew">
            <option value="" disabled>
              {freeCrews.length === 0 ? 'Свободных бригад нет' : waiting ? 'Свободная бригада…' : 'Другая бригада…'}
            </option>
            {freeCrews.map((crew) => (
              <option key={crew.id} value={crew.id}>
                {crew.name}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className={`btn btn-primary ${styles.small}`} disabled={!live || busy !== null || freeCrews.length === 0}>
          {waiting ? 'Назначить' : 'Заменить'}
        </button>
      </form>
      {assigned ? (
        <button
          type="button"
          className={`btn btn-secondary ${styles.small}`}
          disabled={!live || busy !== null}
          onClick={() => void run(`unassign${request.id}`, `${path}/unassign`, 'POST', {})}
          data-testid="cloud-unassign"
        >
          {STAFF_MOVE_TITLES.MOVER_AWAITED}
        </button>
      ) : null}
      <button
        type="button"
        className={`btn btn-secondary ${styles.small}`}
        disabled={!live || busy !== null}
        onClick={onCancel}
        data-testid="cloud-cancel"
      >
        Отменить
      </button>
    </div>
  );
}
