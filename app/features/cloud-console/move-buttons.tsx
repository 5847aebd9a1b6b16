import { useState } from 'react';
import { formatTime } from '../../../lib/format/dates';
import { dayTitle, moscowDate } from '../../../lib/moscow-calendar';
import { stepBeforeWindowDay } from '../../../domains/clouds/requests/step-timing';
import type { RequestStatus } from '../../../domains/clouds/requests/request-graph';
import { Dialog } from '../../shell/dialogs/dialog';
import { useHydrated } from '../../shell/use-hydrated';
import { adminStyles as styles } from '../admin';
import css from './cloud-console.module.css';
import { DISPATCHER_MOVES, ETA_CHOICES, IRREVERSIBLE_MOVES, STAFF_MOVE_TITLES } from './titles';
import type { StaffRequest } from './types';

type Run = <T>(key: string, path: string, method: 'POST' | 'PUT' | 'DELETE', body?: unknown) => Promise<T | null>;

/**
 * A full-width button for each status the caller may move the request to (the answer's `next`),
 * kept at the bottom under the thumb. «Еду к клиенту» asks the minutes to arrival; a step that
 * cannot be undone is asked once more.
 */
export function MoveButtons({
  request,
  run,
  busy,
  skip = [],
}: {
  request: StaffRequest;
  run: Run;
  busy: string | null;
  skip?: RequestStatus[];
}) {
  const live = useHydrated();
  const [asking, setAsking] = useState<RequestStatus | null>(null);
  const [eta, setEta] = useState<number>(30);
  const [reason, setReason] = useState('');
  // The server questions an arrival outside the client's window the same way; asking here saves a refusal.
  const outside = etaOutsideWindow(eta, request.window);
  const windowDay = moscowDate(new Date(request.window.starts_at));
  const allowed = request.next.filter((to) => !DISPATCHER_MOVES.includes(to) && !skip.includes(to));
  // The server refuses the crew's steps before the window's day: they are not offered either.
  const moves = allowed.filter((to) => !stepBeforeWindowDay(request.type, to, windowDay, new Date()));

  async function move(to: RequestStatus) {
    const body = to === 'MOVER_ON_WAY' ? { to, eta_minutes: eta, ...(outside && reason.trim() ? { note: reason.trim() } : {}) } : { to };
    const done = await run(`move${to}`, `/api/admin/clouds/requests/${request.id}/status`, 'POST', body);
    if (done) setAsking(null);
  }

  function press(to: RequestStatus) {
    if (to === 'MOVER_ON_WAY' || IRREVERSIBLE_MOVES.includes(to)) setAsking(to);
    else void move(to);
  }

  if (moves.length === 0) {
    return allowed.length > 0 ? (
      <p className={styles.meta} data-testid="move-wait-day">
        Шаги этой заявки отмечают в день окна — {dayTitle(windowDay)}.
      </p>
    ) : null;
  }
  return (
    <>
      <div className={css.thumb} data-testid="move-buttons">
        {moves.map((to) => (
          <button
            key={to}
            type="button"
            className={`btn btn-primary ${css.wide}`}
            disabled={!live || busy !== null}
            onClick={() => press(to)}
            data-testid="move"
            data-to={to}
          >
            {busy === `move${to}` ? 'Сохраняем…' : STAFF_MOVE_TITLES[to]}
          </button>
        ))}
      </div>
      <Dialog
        open={asking !== null}
        onClose={() => setAsking(null)}
        title={asking ? `${STAFF_MOVE_TITLES[asking]}?` : ''}
        testId="move-dialog"
      >
        {asking === 'MOVER_ON_WAY' ? (
          <div className={css.dialogBody}>
            <p className={styles.text}>Через сколько минут будете у клиента? Клиент получит СМС со временем.</p>
            <div className={css.choices} role="group" aria-label="Минут до приезда">
              {ETA_CHOICES.map((minutes) => (
                <button
                  key={minutes}
                  type="button"
                  className={`btn btn-secondary ${css.choice} ${eta === minutes ? css.choiceOn : ''}`}
                  aria-pressed={eta === minutes}
                  onClick={() => setEta(minutes)}
                  data-testid="eta-choice"
                >
                  {minutes}
                </button>
              ))}
            </div>
            <label className={styles.field}>
              <span>Или своё, минут</span>
              <input
                type="number"
                inputMode="numeric"
                min={5}
                max={600}
                value={eta}
                onChange={(event) => setEta(Number(event.target.value) || 0)}
                data-testid="eta-minutes"
              />
            </label>
            {outside ? (
              <label className={styles.field}>
                <span>
                  Это {outside === 'late' ? 'позже' : 'раньше'} окна клиента ({formatTime(request.window.starts_at)}–
                  {formatTime(request.window.ends_at)}). Почему? Клиент прочитает причину
                </span>
                <input value={reason} onChange={(event) => setReason(event.target.value)} maxLength={500} data-testid="eta-reason" />
              </label>
            ) : null}
            <button
              type="button"
              className={`btn btn-primary ${css.wide}`}
              disabled={busy !== null || eta < 5 || (outside !== null && reason.trim() === '')}
              onClick={() => void move('MOVER_ON_WAY')}
              data-testid="move-confirm"
            >
              Еду, буду через {eta} мин
            </button>
          </div>
        ) : asking ? (
          <div className={css.dialogBody}>
            <p className={styles.text}>Этот шаг не отменить: заявка №{request.id} перейдёт дальше, клиент получит уведомление.</p>
            <button
              type="button"
              className={`btn btn-primary ${css.wide}`}
              disabled={busy !== null}
              onClick={() => void move(asking)}
              data-testid="move-confirm"
            >
              Да, {STAFF_MOVE_TITLES[asking].toLowerCase()}
            </button>
            <button type="button" className={`btn btn-secondary ${css.wide}`} onClick={() => setAsking(null)}>
              Назад
            </button>
          </div>
        ) : null}
      </Dialog>
    </>
  );
}

/** 'late' or 'early' when the crew, leaving now, would arrive outside the window; null inside it. */
function etaOutsideWindow(minutes: number, window: { starts_at: string; ends_at: string }): 'late' | 'early' | null {
  const at = Date.now() + minutes * 60_000;
  if (at > Date.parse(window.ends_at)) return 'late';
  if (at < Date.parse(window.starts_at)) return 'early';
  return null;
}
