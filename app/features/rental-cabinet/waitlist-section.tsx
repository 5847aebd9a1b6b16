import { useState } from 'react';
import type { WaitlistEntry } from '../../../domains/prokat/waitlist/waitlist-schema';
import { apiRequest } from '../../shell/api-client';
import { SmartLink } from '../../shell/smart-link';
import { useSnackbar } from '../../shell/snackbar/snackbar';
import { rentalMoment } from './format';
import s from './rental-cabinet.module.css';

/** One wait: what, where, where it stands (the place in the queue, or until when it is kept), and «Не ждать». */
function WaitRow({ entry, onLeft }: { entry: WaitlistEntry; onLeft: (entry: WaitlistEntry) => void }) {
  const snackbar = useSnackbar();
  const [busy, setBusy] = useState(false);
  const live = entry.status === 'waiting' || entry.status === 'offered';
  const leave = async () => {
    setBusy(true);
    try {
      onLeft(await apiRequest<WaitlistEntry>('/api/cabinet/v2/rental/waitlist', { method: 'DELETE', query: { id: entry.id } }));
    } catch (error) {
      snackbar.showError(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <li className={s.wait} data-testid={`wait-${entry.id}`}>
      <p className={s.toolName}>{entry.model.name}</p>
      <p className={s.toolMeta}>
        Постамат {entry.postomat.number} · {entry.postomat.address}
      </p>
      <p className={s.toolMeta} data-testid="wait-status">
        {entry.status === 'waiting' && entry.position !== null
          ? `В очереди: ${entry.position}-й`
          : entry.status === 'offered' && entry.offered_until
            ? `Отложен для вас до ${rentalMoment(entry.offered_until)}`
            : entry.status_title}
      </p>
      {live ? (
        <div className={s.bannerActions}>
          {entry.status === 'offered' ? (
            <SmartLink to={`/prokat/${entry.postomat.id}/?book=${entry.model.slug}`} className="btn btn-primary">
              Забронировать
            </SmartLink>
          ) : null}
          <button type="button" className="btn btn-secondary" onClick={leave} disabled={busy}>
            {busy ? 'Убираем…' : 'Не ждать'}
          </button>
        </div>
      ) : null}
    </li>
  );
}

/** «Лист ожидания» in the prokat tab: the person's waits for tools, live ones first. Absent when there are none. */
export function WaitlistSection({ entries }: { entries: WaitlistEntry[] }) {
  const [list, setList] = useState(entries);
  if (list.length === 0) return null;
  return (
    <section className={s.waitlist} aria-labelledby="waitlist-title" data-testid="waitlist">
      <h2 id="waitlist-title" className={s.waitlistTitle}>
        Лист ожидания
      </h2>
      <ul className={s.waits}>
        {list.map((entry) => (
          <WaitRow key={entry.id} entry={entry} onLeft={(left) => setList((now) => now.map((e) => (e.id === left.id ? left : e)))} />
        ))}
      </ul>
    </section>
  );
}
