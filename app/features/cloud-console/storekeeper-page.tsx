import { SmartLink as Link } from '../../shell/smart-link';
import { AdminList, AdminPage, adminStyles as styles } from '../admin';
import css from './cloud-console.module.css';
import { StatusBadge } from './request-facts';
import { REQUEST_TYPE_TITLES, windowText } from './titles';
import type { StaffRequest, StorekeeperList } from './types';
import { useConsoleData } from './use-console';

const isArriving = (r: StaffRequest) =>
  r.type === 'pickup' && (r.status === 'MOVER_CARRIES_STUFFS' || r.status === 'STOREKEEPER_ACCEPTS_STUFFS');
const isToHandOut = (r: StaffRequest) => r.type === 'return' && r.status === 'MOVER_ACCEPTED';

function RequestLink({ request }: { request: StaffRequest }) {
  return (
    <li>
      <Link
        className={css.stop}
        to={`/admin/clouds/storekeeper/${request.id}/`}
        data-testid="storekeeper-request"
        data-request-id={request.id}
      >
        <span className={css.stopHead}>
          <span className={css.big}>
            №{request.id} · {request.contact_name}
          </span>
          <StatusBadge request={request} />
        </span>
        <span className={styles.meta}>
          {REQUEST_TYPE_TITLES[request.type]} · окно {windowText(request)} {request.window.date.split('-').reverse().join('.')}
          {request.crew ? ` · ${request.crew.name}` : ''}
          {request.items.length > 0 ? ` · вещей: ${request.items.length}` : ''}
        </span>
      </Link>
    </li>
  );
}

/** /admin/clouds/storekeeper/: what the crews bring to the warehouse and what they take back to clients. */
export function StorekeeperPage() {
  const answer = useConsoleData<StorekeeperList>('/api/admin/clouds/storekeeper/requests');
  const arriving = (answer.data?.arriving ?? []).filter(isArriving);
  const returns = (answer.data?.to_hand_out ?? []).filter(isToHandOut);

  return (
    <AdminPage title="Склад: приёмка и выдача" lead="Список обновляется сам, когда бригада везёт вещи или клиент просит их вернуть.">
      <div className={css.phone}>
        {answer.error ? <p className={styles.error}>{answer.error.message}</p> : null}
        {answer.data === null && !answer.error ? <p className={styles.lead}>Загружаем…</p> : null}
        {answer.data !== null ? (
          <>
            <h2 className={styles.cardTitle}>Принять на склад</h2>
            <AdminList empty="Сейчас никто вещи не везёт." testId="storekeeper-arriving">
              {arriving.map((request) => (
                <RequestLink key={request.id} request={request} />
              ))}
            </AdminList>
            <h2 className={styles.cardTitle}>Выдать бригаде</h2>
            <AdminList empty="Возвратов к выдаче нет." testId="storekeeper-returns">
              {returns.map((request) => (
                <RequestLink key={request.id} request={request} />
              ))}
            </AdminList>
          </>
        ) : null}
      </div>
    </AdminPage>
  );
}
