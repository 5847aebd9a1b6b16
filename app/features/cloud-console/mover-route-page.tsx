import { SmartLink as Link } from '../../shell/smart-link';
import { addDays, dayTitle } from '../../../lib/moscow-calendar';
import { AdminPage, adminStyles as styles } from '../admin';
import css from './cloud-console.module.css';
import { StatusBadge } from './request-facts';
import { StopFacts } from './stop-facts';
import { addressText, REQUEST_TYPE_TITLES, windowText } from './titles';
import type { MoverRoute, StaffRequest } from './types';
import { useConsoleData } from './use-console';

export interface MoverRoutePageData {
  day: string;
  today: string;
}

/** The route in window order with the next client first. */
function ordered(route: MoverRoute): { next: StaffRequest | null; rest: StaffRequest[] } {
  const byTime = [...route.requests].sort((a, b) => a.window.starts_at.localeCompare(b.window.starts_at) || a.id - b.id);
  const next = byTime.find((request) => request.id === route.next_id) ?? null;
  return { next, rest: byTime.filter((request) => request !== next) };
}

/** /admin/clouds/mover/: the day's route of the mover's crew, made for one hand on a phone. */
export function MoverRoutePage({ data }: { data: MoverRoutePageData }) {
  const route = useConsoleData<MoverRoute>('/api/admin/clouds/mover/route', { day: data.day });
  const tomorrow = addDays(data.today, 1);
  const title = data.day === data.today ? 'Маршрут на сегодня' : `Маршрут на ${dayTitle(data.day)}`;
  const list = route.data ? ordered(route.data) : null;

  return (
    <AdminPage title={title} lead={route.data?.crew ? `Бригада «${route.data.crew.name}»` : undefined}>
      <div className={css.phone}>
        <nav className={css.days} aria-label="День">
          <Link className={`btn ${data.day === data.today ? 'btn-primary' : 'btn-secondary'}`} to="?" data-testid="mover-today">
            Сегодня
          </Link>
          <Link
            className={`btn ${data.day === tomorrow ? 'btn-primary' : 'btn-secondary'}`}
            to={`?day=${tomorrow}`}
            data-testid="mover-tomorrow"
          >
            Завтра
          </Link>
        </nav>
        {route.error ? <p className={styles.error}>{route.error.message}</p> : null}
        {route.data === null && !route.error ? <p className={styles.lead}>Загружаем…</p> : null}
        {route.data && !route.data.crew ? <p className={styles.lead}>Вы пока не в бригаде: диспетчер добавит вас по телефону.</p> : null}
        {list && route.data?.crew && list.next === null && list.rest.length === 0 ? (
          <p className={styles.lead} data-testid="mover-route-empty">
            Заявок на этот день нет.
          </p>
        ) : null}
        {list?.next ? (
          <section className={`${css.stop} ${css.stopNext}`} data-testid="mover-next" data-request-id={list.next.id}>
            <div className={css.stopHead}>
              <p className={css.big}>Следующий клиент</p>
              <StatusBadge request={list.next} />
            </div>
            <p className={styles.meta}>
              №{list.next.id} · {REQUEST_TYPE_TITLES[list.next.type]}
            </p>
            <StopFacts request={list.next} />
            <Link className={`btn btn-primary ${css.wide}`} to={`/admin/clouds/mover/${list.next.id}/`} data-testid="mover-open-next">
              Открыть заявку
            </Link>
          </section>
        ) : null}
        {list && list.rest.length > 0 ? (
          <ol className={styles.list} data-testid="mover-route">
            {list.rest.map((request) => (
              <li key={request.id}>
                <Link className={css.stop} to={`/admin/clouds/mover/${request.id}/`} data-testid="mover-stop" data-request-id={request.id}>
                  <span className={css.stopHead}>
                    <span className={css.big}>{windowText(request)}</span>
                    <StatusBadge request={request} />
                  </span>
                  <span>{addressText(request.address)}</span>
                  <span className={styles.meta}>
                    №{request.id} · {REQUEST_TYPE_TITLES[request.type]} · {request.contact_name}
                  </span>
                </Link>
              </li>
            ))}
          </ol>
        ) : null}
      </div>
    </AdminPage>
  );
}
