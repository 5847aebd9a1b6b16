import { SmartLink as Link } from '../../shell/smart-link';
import { formatTime } from '../../../lib/format/dates';
import { AdminPage, adminStyles as styles } from '../admin';
import css from './cloud-console.module.css';
import { MoveButtons } from './move-buttons';
import { StatusBadge } from './request-facts';
import { StopFacts } from './stop-facts';
import { DISPATCHER_MOVES, REQUEST_TYPE_TITLES } from './titles';
import type { StaffRequest } from './types';
import { useConsoleAction, useConsoleData } from './use-console';

/** /admin/clouds/mover/<id>/: one client of the route, and the next step as big buttons under the thumb. */
export function MoverRequestPage({ id }: { id: number }) {
  const request = useConsoleData<StaffRequest>(`/api/admin/clouds/requests/${id}`);
  const { busy, run } = useConsoleAction(request.reload);
  const shown = request.data;

  return (
    <AdminPage title={`Заявка №${id}`}>
      <div className={`${css.phone} ${css.fill}`}>
        <Link to="/admin/clouds/mover/" className={styles.meta}>
          ← Весь маршрут
        </Link>
        {request.error ? <p className={styles.error}>{request.error.message}</p> : null}
        {shown === null && !request.error ? <p className={styles.lead}>Загружаем…</p> : null}
        {shown ? (
          <>
            <section className={css.stop} data-testid="mover-request" data-request-id={shown.id}>
              <div className={css.stopHead}>
                <p className={css.big}>{REQUEST_TYPE_TITLES[shown.type]}</p>
                <StatusBadge request={shown} />
              </div>
              {shown.eta_at && shown.status === 'MOVER_ON_WAY' ? (
                <p className={styles.meta}>Обещали быть к {formatTime(shown.eta_at)}</p>
              ) : null}
              <StopFacts request={shown} />
            </section>
            {shown.items.length > 0 ? (
              <section className={css.stop} aria-label="Вещи">
                <p className={css.big}>Вещи ({shown.items.length})</p>
                <ul className={styles.list}>
                  {shown.items.map((item) => (
                    <li key={item.id}>{item.title}</li>
                  ))}
                </ul>
              </section>
            ) : null}
            {shown.next.filter((to) => !DISPATCHER_MOVES.includes(to)).length === 0 ? (
              <p className={styles.lead} data-testid="mover-no-moves">
                {shown.status === 'COMPLETED' ? 'Заявка завершена.' : 'Следующий шаг делает не грузчик.'}
              </p>
            ) : null}
            <MoveButtons request={shown} run={run} busy={busy} />
          </>
        ) : null}
      </div>
    </AdminPage>
  );
}
