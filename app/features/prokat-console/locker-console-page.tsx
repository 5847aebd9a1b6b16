import { formatDateTime } from '../../../lib/format/dates';
import { SmartLink as Link } from '../../shell/smart-link';
import { AdminList, AdminPage, adminStyles as styles } from '../admin';
import { LockerFleet } from './locker-fleet';
import { LockerSimulator } from './locker-simulator';
import css from './prokat-console.module.css';
import { eventTypeTitle, outcomeTitle } from './titles';
import type { LockerConsoleData, LockerEventRow } from './types';
import { useProkatCall } from './use-prokat-call';

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

/** /admin/prokat/:id/: one locker — its fleet (cells, tools and their actions), the sandbox's simulator, its latest events. */
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
      <LockerFleet data={data.fleet} />
      {cells ? (
        <LockerSimulator cells={cells} postomatId={locker.id} call={call} busy={busy} />
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
