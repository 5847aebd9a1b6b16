import { useId, useState, type FormEvent } from 'react';
import { useHydrated } from '../../shell/use-hydrated';
import { adminStyles as styles } from '../admin';
import css from './prokat-console.module.css';
import { SIZE_TITLES } from './titles';
import type { LockerCell } from './types';
import type { useProkatCall } from './use-prokat-call';

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

/** The sandbox's simulator: the locker's cells with their doors, and the PIN screen. */
export function LockerSimulator({
  cells,
  postomatId,
  call,
  busy,
}: {
  cells: LockerCell[];
  postomatId: number;
  call: Call['call'];
  busy: string | null;
}) {
  return (
    <>
      <h2 className={css.heading}>Симулятор песочницы</h2>
      <p className={styles.lead}>Действия человека у постамата — открыть дверь, закрыть её с инструментом или без.</p>
      <ul className={css.grid} data-testid="locker-cells">
        {cells.map((cell) => (
          <CellCard key={cell.number} cell={cell} postomatId={postomatId} call={call} busy={busy} />
        ))}
      </ul>
      <PinForm postomatId={postomatId} call={call} busy={busy} />
    </>
  );
}
