import { useState, type FormEvent } from 'react';
import { addDays, dayTitle } from '../../../lib/moscow-calendar';
import { Dialog } from '../../shell/dialogs/dialog';
import { useHydrated } from '../../shell/use-hydrated';
import { AdminList, AdminPage, adminStyles as styles } from '../admin';
import { CrewsPanel } from './crews-panel';
import css from './cloud-console.module.css';
import { RequestActions } from './request-actions';
import { RequestFacts, StatusBadge } from './request-facts';
import type { CloudWarehouse, ConsoleWindow, StaffRequest, WindowsDay } from './types';
import { useConsoleAction, useConsoleData } from './use-console';

export interface DispatcherPageData {
  warehouses: CloudWarehouse[];
  warehouse_id: number | null;
  day: string;
  today: string;
}

/** /admin/clouds/: the day of a cloud warehouse for the dispatcher: windows, their requests and the crews. */
export function DispatcherPage({ data }: { data: DispatcherPageData }) {
  const live = useHydrated();
  const warehouseId = data.warehouse_id;
  const windows = useConsoleData<WindowsDay>(warehouseId === null ? null : '/api/admin/clouds/windows', {
    warehouse_id: warehouseId ?? undefined,
    day: data.day,
  });
  const { busy, run } = useConsoleAction(windows.reload);
  const [canceling, setCanceling] = useState<StaffRequest | null>(null);
  const dayWindows: ConsoleWindow[] = windows.data?.windows ?? [];
  const href = (day: string) => `?warehouse_id=${warehouseId ?? ''}&day=${day}`;

  async function setSeats(event: FormEvent<HTMLFormElement>, window: ConsoleWindow) {
    event.preventDefault();
    const seats = Number(new FormData(event.currentTarget).get('crews'));
    await run(`seats${window.id}`, `/api/admin/clouds/windows/${window.id}`, 'PUT', { crews: seats });
  }

  async function cancel(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!canceling) return;
    const reason = String(new FormData(event.currentTarget).get('reason') ?? '').trim();
    const done = await run(`cancel${canceling.id}`, `/api/admin/clouds/requests/${canceling.id}/cancel`, 'POST', { reason });
    if (done) setCanceling(null);
  }

  return (
    <AdminPage title="Облако: диспетчерская" lead="Окна дня, заявки в них и бригады. Новые оплаченные заявки появляются сами.">
      <form method="get" className={styles.filter} data-testid="cloud-day-form">
        <label className={styles.field}>
          <span>Склад</span>
          <select name="warehouse_id" defaultValue={warehouseId ?? ''}>
            {data.warehouses.map((warehouse) => (
              <option key={warehouse.id} value={warehouse.id}>
                {warehouse.name}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.field}>
          <span>День</span>
          <input type="date" name="day" defaultValue={data.day} data-testid="cloud-day" />
        </label>
        <button type="submit" className={`btn btn-secondary ${styles.small}`}>
          Показать
        </button>
        <div className={styles.actions}>
          <a className={`btn btn-ghost ${styles.small}`} href={href(addDays(data.day, -1))}>
            ← {dayTitle(addDays(data.day, -1))}
          </a>
          {data.day !== data.today ? (
            <a className={`btn btn-ghost ${styles.small}`} href={href(data.today)}>
              Сегодня
            </a>
          ) : null}
          <a className={`btn btn-ghost ${styles.small}`} href={href(addDays(data.day, 1))} data-testid="cloud-next-day">
            {dayTitle(addDays(data.day, 1))} →
          </a>
        </div>
      </form>
      {warehouseId === null ? <p className={styles.lead}>Облачных складов нет.</p> : null}
      <div className={css.layout}>
        <div className={styles.page}>
          <h2 className={styles.cardTitle}>Окна {dayTitle(data.day)}</h2>
          {windows.error ? <p className={styles.error}>{windows.error.message}</p> : null}
          {windows.data === null && !windows.error ? <p className={styles.lead}>Загружаем…</p> : null}
          {windows.data !== null ? (
            <AdminList empty="В этот день окон нет." testId="cloud-windows">
              {dayWindows.map((window) => {
                const free = window.free_crews;
                return (
                  <li key={window.id} className={`${styles.card} ${css.window}`} data-testid="cloud-window" data-window-id={window.id}>
                    <div className={css.windowHead}>
                      <p className={css.windowTime}>
                        {window.time_from.slice(0, 5)}–{window.time_to.slice(0, 5)}
                      </p>
                      <form className={css.seats} onSubmit={(event) => void setSeats(event, window)} data-testid="cloud-window-seats">
                        <span className={styles.meta} data-testid="cloud-window-booked">
                          Занято {window.booked} из {window.crews}
                        </span>
                        <label className={styles.field}>
                          <span className="visually-hidden">Бригад в окне</span>
                          <input key={window.crews} name="crews" type="number" min={0} max={50} step={1} defaultValue={window.crews} />
                        </label>
                        <button type="submit" className={`btn btn-secondary ${styles.small}`} disabled={!live || busy !== null}>
                          Изменить
                        </button>
                      </form>
                    </div>
                    {window.requests.length === 0 ? (
                      <p className={styles.meta}>Заявок нет.</p>
                    ) : (
                      <ul className={css.requests}>
                        {window.requests.map((request) => (
                          <li key={request.id} className={css.request} data-testid="cloud-request" data-request-id={request.id}>
                            <div className={styles.cardHead}>
                              <StatusBadge request={request} />
                              {request.crew ? <span className={styles.meta}>Бригада: {request.crew.name}</span> : null}
                            </div>
                            <RequestFacts request={request} />
                            <RequestActions
                              request={request}
                              freeCrews={free}
                              run={run}
                              busy={busy}
                              onCancel={() => setCanceling(request)}
                            />
                          </li>
                        ))}
                      </ul>
                    )}
                  </li>
                );
              })}
            </AdminList>
          ) : null}
        </div>
        {warehouseId !== null ? (
          <CrewsPanel warehouseId={warehouseId} crews={windows.data?.crews ?? []} loaded={windows.data !== null} run={run} busy={busy} />
        ) : null}
      </div>
      <Dialog open={canceling !== null} onClose={() => setCanceling(null)} title="Отменить заявку?" testId="cloud-cancel-dialog">
        {canceling ? (
          <form className={css.dialogBody} onSubmit={(event) => void cancel(event)}>
            <p className={styles.text}>
              Заявка №{canceling.id}, {canceling.contact_name}, {canceling.address.text}. Клиент получит уведомление, место в окне
              освободится.
            </p>
            <label className={styles.field}>
              <span>Причина</span>
              <textarea name="reason" required minLength={3} maxLength={500} data-testid="cloud-cancel-reason" />
            </label>
            <div className={styles.actions}>
              <button type="submit" className="btn btn-primary" disabled={busy !== null} data-testid="cloud-cancel-confirm">
                Отменить заявку
              </button>
              <button type="button" className="btn btn-secondary" onClick={() => setCanceling(null)}>
                Не отменять
              </button>
            </div>
          </form>
        ) : null}
      </Dialog>
    </AdminPage>
  );
}
