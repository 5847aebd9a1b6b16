import { useId, useState, type FormEvent } from 'react';
import { formatDateTime } from '../../../lib/format/dates';
import { SmartLink as Link } from '../../shell/smart-link';
import { useHydrated } from '../../shell/use-hydrated';
import { AdminList, AdminPage, adminStyles as styles } from '../admin';
import css from './prokat-console.module.css';
import { eventTypeTitle, outcomeTitle, SIZE_TITLES } from './titles';
import type { LockerCell, LockerConsoleData, LockerEventRow } from './types';
import { useProkatCall } from './use-prokat-call';

const SIMULATOR = '/api/admin/prokat/lockers/simulator';

type Call = ReturnType<typeof useProkatCall>;

/** One cell of the grid with what the person at the locker may do with its door. */
function CellCard({ cell, postomatId, call, busy }: { cell: LockerCell; postomatId: number; call: Call['call']; busy: string | null }) {
  const live = useHydrated();
  const off = !live || busy !== null;
  const act = (key: string, body: Record<string, unknown>) =>
    void call(`${key}${cell.number}`, SIMULATOR, { postomat_id: postomatId, cell: cell.number, ...body });
  const open = cell.door === 'open';
  return (
    <li
      className={`${css.cell} ${open ? css.cellOpen : ''}`}
      data-testid="locker-cell"
      data-cell={cell.number}
      data-door={cell.door}
      data-occupied={cell.occupied}
    >
      <h3 className={css.cellTitle}>
        Ячейка {cell.number} <span className={css.size}>{cell.size}</span>
        <span className="visually-hidden">{`, ${SIZE_TITLES[cell.size] ?? ''}`}</span>
      </h3>
      <p className={css.states}>
        <span className={`${styles.badge} ${open ? styles.badgeNew : ''}`} data-testid="cell-door">
          {open ? 'Открыта' : 'Закрыта'}
        </span>
        <span className={`${styles.badge} ${cell.occupied ? styles.badgeOk : ''}`} data-testid="cell-occupied">
          {cell.occupied ? 'Занята' : 'Пустая'}
        </span>
        {cell.broken ? <span className={`${styles.badge} ${styles.badgeOff}`}>Неисправна</span> : null}
      </p>
      <p className={styles.meta} data-testid="cell-unit">
        {cell.unit ? `Инструмент ${cell.unit}` : 'Без инструмента'}
      </p>
      <div className={css.cellActions}>
        {open ? (
          <>
            <button
              type="button"
              className={`btn btn-secondary ${styles.small}`}
              disabled={off}
              onClick={() => act('empty', { action: 'close', occupied: false })}
            >
              Закрыть пустой
            </button>
            <button
              type="button"
              className={`btn btn-primary ${styles.small}`}
              disabled={off}
              onClick={() => act('full', { action: 'close', occupied: true })}
            >
              Закрыть с инструментом
            </button>
            <button
              type="button"
              className={`btn btn-secondary ${styles.small}`}
              disabled={off}
              onClick={() => act('left', { action: 'leave_open' })}
            >
              Оставить открытой
            </button>
          </>
        ) : (
          <button
            type="button"
            className={`btn btn-secondary ${styles.small}`}
            disabled={off}
            onClick={() => act('open', { action: 'open' })}
          >
            Открыть
          </button>
        )}
      </div>
    </li>
  );
}

/** «Ввести PIN на экране постамата»: the renter's one-time PIN typed at the locker. */
function PinForm({ postomatId, call, busy }: { postomatId: number; call: Call['call']; busy: string | null }) {
  const live = useHydrated();
  const id = useId();
  const [pin, setPin] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!/^\d{6}$/.test(pin)) {
      setProblem('PIN — 6 цифр');
      return;
    }
    setProblem(null);
    const done = await call('pin', SIMULATOR, { action: 'pin', postomat_id: postomatId, pin });
    if (done) setPin('');
  }

  return (
    <form className={`${styles.form} ${css.pin}`} onSubmit={(event) => void submit(event)} aria-labelledby={`${id}-title`} noValidate>
      <h2 id={`${id}-title`} className={css.heading}>
        Ввести PIN на экране постамата
      </h2>
      <div className={css.pinRow}>
        <label className={styles.field}>
          PIN из 6 цифр
          <input
            className={css.pinInput}
            value={pin}
            onChange={(event) => setPin(event.target.value.replace(/\D/g, '').slice(0, 6))}
            inputMode="numeric"
            autoComplete="off"
            maxLength={6}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${id}-error` : undefined}
            data-testid="locker-pin"
          />
        </label>
        <button type="submit" className={`btn btn-primary ${styles.small}`} disabled={!live || busy !== null} data-testid="locker-pin-send">
          Ввести PIN
        </button>
      </div>
      {problem ? (
        <p id={`${id}-error`} className={styles.error}>
          {problem}
        </p>
      ) : null}
    </form>
  );
}

function EventItem({ event }: { event: LockerEventRow }) {
  const contents = event.occupied === null ? '' : event.occupied ? ' · с инструментом' : ' · пустая';
  return (
    <li className={styles.card} data-testid="locker-event" data-type={event.type} data-outcome={event.outcome} data-cell={event.cell ?? ''}>
      <div className={styles.cardHead}>
        <p className={styles.cardTitle}>
          {eventTypeTitle(event.type)}
          {event.cell !== null ? `, ячейка ${event.cell}` : ''}
          {contents}
        </p>
        <span className={styles.badge} data-testid="event-outcome">
          {outcomeTitle(event.outcome)}
        </span>
      </div>
      <p className={styles.meta}>{formatDateTime(event.at)}</p>
    </li>
  );
}

/** /admin/prokat/:id/: one locker — its cells and the simulator in the sandbox, its latest events. */
export function LockerConsolePage({ data }: { data: LockerConsoleData }) {
  const { busy, error, call } = useProkatCall();
  const { locker, cells, events } = data;
  return (
    <AdminPage
      title={`Постамат ${locker.number}`}
      lead={`${locker.name}, ${locker.address}`}
      actions={
        <Link to="/admin/prokat/" className={css.back}>
          Все постаматы
        </Link>
      }
    >
      <div role="alert" className={css.alert} data-testid="prokat-console-error">
        {error ? <p className={styles.error}>{error}</p> : null}
      </div>
      {cells ? (
        <>
          <h2 className={css.heading}>Ячейки</h2>
          <p className={styles.lead}>
            Симулятор песочницы: действия человека у постамата — открыть дверь, закрыть её с инструментом или без.
          </p>
          <ul className={css.grid} data-testid="locker-cells">
            {cells.map((cell) => (
              <CellCard key={cell.number} cell={cell} postomatId={locker.id} call={call} busy={busy} />
            ))}
          </ul>
          <PinForm postomatId={locker.id} call={call} busy={busy} />
        </>
      ) : (
        <p className={styles.lead} data-testid="simulator-off">
          Симулятор доступен только в песочнице
        </p>
      )}
      <h2 className={css.heading}>Последние события</h2>
      <AdminList empty="Событий пока не было." testId="locker-events">
        {events.map((event) => (
          <EventItem key={event.id} event={event} />
        ))}
      </AdminList>
    </AdminPage>
  );
}
