import { useId, useState } from 'react';
import { formatDateTime } from '../../../lib/format/dates';
import { useHydrated } from '../../shell/use-hydrated';
import { AdminList, AdminPage, adminStyles as styles } from '../admin';
import { DoorAlerts } from './door-alerts';
import { FineAction } from './fine-form';
import { FleetLockers } from './fleet-lockers';
import css from './prokat-console.module.css';
import { ProposedFines } from './proposed-fines';
import type { ProkatConsoleData, StaffFineCode, WaitingReturn } from './types';
import { useProkatCall } from './use-prokat-call';
import { WorkshopList } from './workshop-list';

const NOTE_MIN = 5;

type Call = ReturnType<typeof useProkatCall>;

/** One returned tool: «Принять», or «Повреждение» with the description asked inline; «Назначить штраф». */
function ReturnCard({ item, codes, call, busy }: { item: WaitingReturn; codes: StaffFineCode[]; call: Call['call']; busy: string | null }) {
  const live = useHydrated();
  const noteId = useId();
  const [damaging, setDamaging] = useState(false);
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | null>(null);
  const key = `${item.order_id}-${item.unit_id}`;
  const check = (result: 'ok' | 'damaged', text?: string) =>
    call(`${result}${key}`, '/api/admin/prokat/returns/check', {
      order_id: item.order_id,
      unit_id: item.unit_id,
      result,
      ...(text ? { note: text } : {}),
    });

  function sendDamage() {
    const text = note.trim();
    if (text.length < NOTE_MIN) {
      setNoteError('Опишите повреждение: не меньше 5 символов');
      return;
    }
    setNoteError(null);
    void check('damaged', text);
  }

  return (
    <li className={styles.card} data-testid="prokat-return" data-order-id={item.order_id} data-unit-id={item.unit_id}>
      <div className={styles.cardHead}>
        <h3 className={styles.cardTitle}>
          {item.model} · {item.inventory_number}
        </h3>
        <span className={styles.badge}>Заказ №{item.order_id}</span>
      </div>
      <p className={styles.meta}>
        Постамат {item.postomat}, ячейка {item.cell}
        {item.returned_at ? ` · возвращён ${formatDateTime(item.returned_at)}` : ''}
        {item.due_at ? ` · срок ${formatDateTime(item.due_at)}` : ''}
      </p>
      {item.photos.length > 0 ? (
        <ul className={css.photos} aria-label="Фото арендатора при возврате" data-testid="return-photos">
          {item.photos.map((photo, index) => (
            <li key={photo.uuid}>
              <a href={photo.url} target="_blank" rel="noreferrer">
                <img src={photo.url} alt={`Фото при возврате ${index + 1}`} width={96} height={72} loading="lazy" decoding="async" />
              </a>
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.meta}>Арендатор не приложил фото при возврате.</p>
      )}
      {damaging ? (
        <div className={css.damage}>
          <label className={styles.field} htmlFor={noteId}>
            Что повреждено
          </label>
          <textarea
            id={noteId}
            className={css.note}
            value={note}
            maxLength={1000}
            onChange={(event) => setNote(event.target.value)}
            aria-invalid={noteError ? true : undefined}
            aria-describedby={noteError ? `${noteId}-error` : undefined}
            data-testid="return-damage-note"
          />
          {noteError ? (
            <p id={`${noteId}-error`} className={styles.error} data-testid="return-damage-error">
              {noteError}
            </p>
          ) : null}
          <div className={styles.actions}>
            <button
              type="button"
              className={`btn btn-primary ${styles.small}`}
              disabled={!live || busy !== null}
              onClick={sendDamage}
              data-testid="return-damage-send"
            >
              Отправить в ремонт
            </button>
            <button
              type="button"
              className={`btn btn-secondary ${styles.small}`}
              disabled={busy !== null}
              onClick={() => {
                setDamaging(false);
                setNoteError(null);
              }}
            >
              Отмена
            </button>
          </div>
        </div>
      ) : (
        <div className={styles.actions}>
          <button
            type="button"
            className={`btn btn-primary ${styles.small}`}
            disabled={!live || busy !== null}
            onClick={() => void check('ok')}
            data-testid="return-accept"
          >
            Принять
          </button>
          <button
            type="button"
            className={`btn btn-secondary ${styles.small}`}
            disabled={!live || busy !== null}
            onClick={() => setDamaging(true)}
            data-testid="return-damage"
          >
            Повреждение
          </button>
          <FineAction codes={codes} target={{ orderId: item.order_id, unitId: item.unit_id }} />
        </div>
      )}
    </li>
  );
}

/** /admin/prokat/: doors left open, the returned tools to check, the lockers with their counts, the workshop. */
export function ProkatConsolePage({ data }: { data: ProkatConsoleData }) {
  const { busy, error, call } = useProkatCall();
  return (
    <AdminPage title="Прокат" lead="Открытые двери, возвраты на проверку, штрафы, постаматы с ячейками и инструментом, мастерская.">
      <div role="alert" className={css.alert} data-testid="prokat-console-error">
        {error ? <p className={styles.error}>{error}</p> : null}
      </div>
      <DoorAlerts alerts={data.fleet.alerts} />
      <h2 className={css.heading}>Возвраты на проверку</h2>
      <AdminList empty="Возвращённых инструментов, ждущих проверки, нет." testId="prokat-returns">
        {data.returns.map((item) => (
          <ReturnCard key={`${item.order_id}-${item.unit_id}`} item={item} codes={data.fines.codes} call={call} busy={busy} />
        ))}
      </AdminList>
      <ProposedFines fines={data.fines} />
      <FleetLockers lockers={data.lockers} cities={data.fleet.cities} />
      <WorkshopList units={data.fleet.workshop} freeCells={data.fleet.freeCells} />
    </AdminPage>
  );
}
